package app

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// importAudit is the product.import entries by target, each checked for
// who and when.
func importAudit(t *testing.T, audit ports.AuditRepository) map[string]domain.AuditEntry {
	t.Helper()
	page, err := audit.ListAudit(context.Background(), domain.AuditFilter{Action: domain.AuditProductImport, PageRequest: domain.PageRequest{Page: 1, Limit: 100}})
	require.NoError(t, err)
	byTarget := map[string]domain.AuditEntry{}
	for _, e := range page.Items {
		assert.Equal(t, refundAdmin.Email, e.Actor)
		assert.True(t, e.At.Equal(fixedNow))
		byTarget[e.Target] = e
	}
	return byTarget
}

func TestImportAuditsEachProductItChangesWithBeforeAndAfter(t *testing.T) {
	f := newOrderFixture(t)
	file := catalogueHeaderRow +
		f.product.SKU + ",Test SSD,Acme,,1,9999999,100,,,A drive,/catalogue/ssd-sata.svg\n" +
		"NEW-1,Import SSD,Acme,,13900,2000,100,,,A new drive,/catalogue/ssd.svg\n"

	_, err := importCSV(f, file, false)
	require.NoError(t, err)

	entries := importAudit(t, f.store)
	require.Len(t, entries, 3)
	changed := entries[f.product.ID]
	assert.Equal(t, map[string]any{"priceCents": 2500.0, "stock": 1000.0, "stockByWarehouse": "main:1000"}, changed.Before, "only the changed fields")
	assert.Equal(t, map[string]any{"priceCents": 1.0, "stock": 9999999.0, "stockByWarehouse": "main:9999999"}, changed.After)
	created, found := productBySKU(t, f, "NEW-1")
	require.True(t, found)
	assert.Nil(t, entries[created.ID].Before)
	assert.Equal(t, "Import SSD", entries[created.ID].After["name"])
	assert.Equal(t, 13900.0, entries[created.ID].After["priceCents"])
	assert.Equal(t, map[string]any{"created": 1.0, "updated": 1.0}, entries["catalogue"].After)
}

func TestImportOfUnchangedRowsWritesAndAuditsNoProduct(t *testing.T) {
	f := newOrderFixture(t)
	file := catalogueHeaderRow + f.product.SKU + ",Test SSD,Acme,,2500,1000,100,,,A drive,/catalogue/ssd-sata.svg\n"

	res, err := importCSV(f, file, false)

	require.NoError(t, err)
	assert.Equal(t, ImportResult{}, res, "a row that changes nothing is no update")
	p, err := f.store.GetProduct(context.Background(), f.product.ID)
	require.NoError(t, err)
	assert.True(t, p.UpdatedAt.Equal(f.product.UpdatedAt), "not written")
	entries := importAudit(t, f.store)
	assert.Len(t, entries, 1, "the import's own entry only")
	assert.Equal(t, map[string]any{"created": 0.0, "updated": 0.0}, entries["catalogue"].After)
}

func TestImportRefusesAPhotoLinkToAnotherSiteLikeTheProductForm(t *testing.T) {
	f := newOrderFixture(t)
	file := catalogueHeaderRow +
		"NEW-1,Import SSD,Acme,,13900,2000,100,,,A new drive,https://elsewhere.example/ssd.png\n" +
		f.product.SKU + ",Test SSD,Acme,,2500,1000,100,,,A drive,https://elsewhere.example/sata.png\n" +
		"NEW-2,Import SSD,Acme,,13900,2000,100,,,A new drive,/images/1.png\n"

	res, err := importCSV(f, file, false)

	require.NoError(t, err)
	assert.Equal(t, []ImportError{
		{Row: 1, Field: "img", Message: MsgPhotoLinkElsewhere},
		{Row: 2, Field: "img", Message: MsgPhotoLinkElsewhere},
	}, res.Errors, "an upload of the shop's is taken")
	_, found := productBySKU(t, f, "NEW-2")
	assert.False(t, found, "a file with errors writes nothing")
}

func TestImportKeepsAPhotoLinkSavedBeforeTheRuleWhileItIsUnchanged(t *testing.T) {
	f := newOrderFixture(t)
	foreign := "https://elsewhere.example/old.png"
	_, err := f.store.UpdateProduct(context.Background(), f.product.ID, func(p *domain.Product) error { p.Img = foreign; return nil })
	require.NoError(t, err)

	res, err := importCSV(f, "sku,img,stock\n"+f.product.SKU+","+foreign+",7\n", false)

	require.NoError(t, err)
	assert.Equal(t, ImportResult{Updated: 1}, res)
}
