package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// auditEntries are the audit log's entries of action, newest first.
func (s *auditShop) auditEntries(t *testing.T, action string) []map[string]any {
	t.Helper()
	return items(t, s.getJSON("/api/admin/audit?limit=100&action="+action, s.admin))
}

func TestAnImportIsAuditedProductByProductWithBeforeAndAfter(t *testing.T) {
	t.Parallel()
	s := newAuditShop(t)
	type change = map[string]any
	sku, id := s.product["sku"].(string), s.product["id"].(string)
	s.must(t, 200, "PATCH", "/api/products/"+id, change{"priceCents": 58900})

	res := s.importCSV(t, s.admin, "", catalogueCSVHeader+
		sku+",Audit SSD,Quokkatech,,1,9999999,100,,,\"A 2 TB NVMe drive, tested in wombat-proof racks.\",/catalogue/ssd.svg\n"+
		"IMPORTED-1,Imported SSD,Acme,,13900,2000,100,,,A new drive,/catalogue/ssd.svg\n")
	require.Empty(t, res["errors"])

	entries := s.auditEntries(t, "product.import")
	require.Len(t, entries, 3, "the import and each product it changed")
	assert.Equal(t, "catalogue", entries[0]["target"], "the import's own entry first")
	assert.Equal(t, change{"created": 1.0, "updated": 1.0}, entries[0]["after"])
	byTarget := map[any]map[string]any{}
	for _, e := range entries {
		byTarget[e["target"]] = e
	}
	require.Contains(t, byTarget, id)
	assert.Equal(t, change{"priceCents": 58900.0, "stock": 5000.0, "stockByWarehouse": "main:5000"}, byTarget[id]["before"])
	assert.Equal(t, change{"priceCents": 1.0, "stock": 9999999.0, "stockByWarehouse": "main:9999999"}, byTarget[id]["after"])
	created, found := s.productBySKU(t, "IMPORTED-1")
	require.True(t, found)
	require.Contains(t, byTarget, created["id"])
	assert.Nil(t, byTarget[created["id"]]["before"])
	assert.Equal(t, "Imported SSD", byTarget[created["id"]]["after"].(change)["name"])
}

func TestAnImportThatOnlyMovesStockBetweenWarehousesIsAuditedWithTheSplit(t *testing.T) {
	t.Parallel()
	s := newAuditShop(t)
	s.must(t, 200, "PUT", "/api/admin/warehouses/north", map[string]any{"name": "North", "leadTimeDays": 5})
	sku, id := s.product["sku"].(string), s.product["id"].(string)

	res := s.importCSV(t, s.admin, "", "sku,stockByWarehouse\n"+sku+",main:3000;north:2000\n")
	require.Empty(t, res["errors"])
	assert.Equal(t, 1.0, res["updated"])

	entries := s.auditEntries(t, "product.import")
	require.Len(t, entries, 2, "the import and the product")
	assert.Equal(t, id, entries[1]["target"])
	assert.Equal(t, map[string]any{"stockByWarehouse": "main:5000"}, entries[1]["before"], "the total stays 5000")
	assert.Equal(t, map[string]any{"stockByWarehouse": "main:3000;north:2000"}, entries[1]["after"])
}

func TestAnImportRefusesAPhotoLinkToAnotherSiteLikeTheProductForm(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	admin := s.adminToken()
	link := "https://elsewhere.example/ssd.png"
	form := productBody("Linked SSD")
	form["img"] = link
	r := s.do("POST", "/api/products", admin, form)
	require.Equal(t, 400, r.Status, string(r.Body))
	formMessage := r.ErrorMessage(t)

	res := s.importCSV(t, admin, "", catalogueCSVHeader+"LINKED-1,Linked SSD,Acme,,13900,2000,100,,,A drive,"+link+"\n")

	assert.Equal(t, []any{map[string]any{"row": 1.0, "field": "img", "message": formMessage}}, res["errors"])
	_, found := s.productBySKU(t, "LINKED-1")
	assert.False(t, found)
}

func TestMarkingAndDeletingAContactMessageAreAudited(t *testing.T) {
	t.Parallel()
	s := newAuditShop(t)
	r := s.contactFrom(t, "203.0.113.10:5000", contactBody())
	require.Equal(t, 202, r.Status, string(r.Body))
	id := r.JSON(t)["id"].(string)

	s.must(t, 200, "PATCH", "/api/admin/messages/"+id, map[string]bool{"read": true})
	before, after := s.entry(t, "message.read", id)
	assert.Equal(t, map[string]any{"read": false}, before)
	assert.Equal(t, map[string]any{"read": true}, after)

	s.must(t, 204, "DELETE", "/api/admin/messages/"+id, nil)
	before, after = s.entry(t, "message.delete", id)
	assert.Equal(t, map[string]any{"email": "buyer@example.com", "name": "Pat Buyer", "subject": "Quote for 500 SSDs"}, before)
	assert.Nil(t, after)
}
