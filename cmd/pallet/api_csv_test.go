package main

import (
	"encoding/csv"
	"fmt"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const catalogueCSVHeader = "sku,name,brand,category,priceCents,stock,minOrderQuantity,priceBreaks,attributes,descriptions,img\n"

// download fetches a CSV export and parses it back.
func (s *shop) download(t *testing.T, admin, path, filename string) [][]string {
	t.Helper()
	r := s.do("GET", path, admin, nil)
	require.Equal(t, 200, r.Status, string(r.Body))
	assert.Equal(t, "text/csv; charset=utf-8", r.Header.Get("Content-Type"))
	assert.Equal(t, `attachment; filename=`+filename, r.Header.Get("Content-Disposition"))
	rows, err := csv.NewReader(strings.NewReader(string(r.Body))).ReadAll()
	require.NoError(t, err)
	return rows
}

func rowStarting(t *testing.T, rows [][]string, col int, value string) []string {
	t.Helper()
	for _, r := range rows {
		if r[col] == value {
			return r
		}
	}
	require.Failf(t, "no such row", "no row with %q in column %d", value, col)
	return nil
}

func (s *shop) importCSV(t *testing.T, admin, query, file string) map[string]any {
	t.Helper()
	r := s.do("POST", "/api/admin/products/import"+query, admin, csvBody(file))
	require.Equal(t, 200, r.Status, string(r.Body))
	return r.JSON(t)
}

func (s *shop) productBySKU(t *testing.T, sku string) (map[string]any, bool) {
	t.Helper()
	found := items(t, s.getJSON("/api/products?sku="+url.QueryEscape(sku), ""))
	if len(found) == 0 {
		return nil, false
	}
	return found[0], true
}

func TestCatalogueExportEscapesFormulasAndImportsBack(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	admin := s.adminToken()
	body := productBody(`=HYPERLINK("http://evil.example")`)
	body["sku"], body["minOrderQuantity"] = "FORMULA-1", 100
	body["priceBreaks"] = []map[string]any{{"minQuantity": 500, "unitPriceCents": 11900}, {"minQuantity": 1000, "unitPriceCents": 10900}}
	s.createProduct(admin, body)

	rows := s.download(t, admin, "/api/admin/products.csv", "products.csv")

	assert.Equal(t, []string{"sku", "name", "brand", "category", "priceCents", "stock", "stockByWarehouse", "minOrderQuantity",
		"priceBreaks", "attributes", "descriptions", "img"}, rows[0], "the import's columns, the split included")
	assert.Equal(t, []string{"FORMULA-1", `'=HYPERLINK("http://evil.example")`, "Quokkatech", "", "12345", "500", "main:500", "100",
		"500:11900;1000:10900", "", "A 2 TB NVMe drive, tested in wombat-proof racks.", "/catalogue/ssd.svg"}, rowStarting(t, rows, 0, "FORMULA-1"))
	assert.Len(t, rows, 1+int(s.productTotal(t)), "every product, past the first page")

	var file strings.Builder
	require.NoError(t, csv.NewWriter(&file).WriteAll(rows))
	res := s.importCSV(t, admin, "?dryRun=true", file.String())
	assert.Equal(t, map[string]any{"created": 0.0, "updated": 0.0, "errors": []any{}}, res, "the export imports back unchanged: nothing to update")
}

func TestBookingsExportIsTheFilteredDeskOneRowPerLine(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	admin := s.adminToken()
	risky := s.cartProduct(admin, "+SUM(1,2) SSD", 1000, 5000, 10)
	other := s.cartProduct(admin, "Export RAM", 2000, 5000, 10)
	buyer, _ := s.signUpAs("Exporter", "exporter@example.com")
	s.putInCart(buyer, risky["id"].(string), 10)
	s.putInCart(buyer, other["id"].(string), 20)
	body := checkoutBody()
	body["poNumber"], body["clientName"] = "PO-EXPORT-1", "Dock Traders"
	r := s.do("POST", "/api/cart/checkout", buyer, body)
	require.Equal(t, 201, r.Status, string(r.Body))
	order := r.JSON(t)
	s.book(buyer, s.orderableProduct())

	rows := s.download(t, admin, "/api/admin/bookings.csv?q=po-export", "bookings.csv")

	assert.Equal(t, []string{"bookingId", "createdAt", "status", "buyerEmail", "clientName", "poNumber", "sku", "productName",
		"quantity", "unitPriceCents", "lineTotalCents", "orderTotalCents", "invoiceNumber"}, rows[0])
	require.Len(t, rows, 3, "the one matching order's two lines")
	line := rowStarting(t, rows, 7, "'+SUM(1,2) SSD")
	assert.Equal(t, []string{order["id"].(string), "unpaid", "exporter@example.com", "Dock Traders", "PO-EXPORT-1",
		risky["sku"].(string), "10", "1000", "10000", fmt.Sprint(num(order["totalPriceCents"])), ""},
		append(append([]string{line[0]}, line[2:7]...), line[8:]...))
	assert.Equal(t, "20", rowStarting(t, rows, 7, "Export RAM")[8])
}

func TestImportDryRunReportsRowAndFieldAndWritesNothing(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	admin := s.adminToken()
	file := catalogueCSVHeader +
		"DRY-1,Dry SSD,Acme,,13900,2000,100,,,A drive,/catalogue/ssd.svg\n" +
		"DRY-2,Dry RAM,Acme,,12.50,2000,100,,,A module,/catalogue/ram.svg\n"

	res := s.importCSV(t, admin, "?dryRun=true", file)

	assert.Equal(t, map[string]any{"created": 0.0, "updated": 0.0, "errors": []any{
		map[string]any{"row": 2.0, "field": "priceCents", "message": "must be a whole number of cents"}}}, res)
	_, found := s.productBySKU(t, "DRY-1")
	assert.False(t, found)
}

func TestImportCreatesAndUpdatesBySKUAllOrNothing(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	admin := s.adminToken()
	existing := s.orderableProduct()
	sku := existing["sku"].(string)

	bad := catalogueCSVHeader +
		"GOOD-1,Good SSD,Acme,,13900,2000,100,,,A drive,/catalogue/ssd.svg\n" +
		strings.ToLower(sku) + ",Renamed,Acme,,13900,lots,100,,,A drive,/catalogue/ssd.svg\n"
	res := s.importCSV(t, admin, "", bad)
	assert.Equal(t, []any{map[string]any{"row": 2.0, "field": "stock", "message": "must be a whole number"}}, res["errors"])
	_, found := s.productBySKU(t, "GOOD-1")
	assert.False(t, found, "a file with any error writes nothing")
	assert.Equal(t, existing["name"], s.product(existing["id"].(string))["name"])

	preview := s.importCSV(t, admin, "?dryRun=true", strings.Replace(bad, "lots", "700", 1))
	assert.Equal(t, map[string]any{"created": 1.0, "updated": 1.0, "errors": []any{}}, preview)

	res = s.importCSV(t, admin, "", strings.Replace(bad, "lots", "700", 1))
	assert.Equal(t, map[string]any{"created": 1.0, "updated": 1.0, "errors": []any{}}, res)
	created, found := s.productBySKU(t, "GOOD-1")
	require.True(t, found)
	assert.Equal(t, "Good SSD", created["name"])
	updated := s.product(existing["id"].(string))
	assert.Equal(t, "Renamed", updated["name"], "matched by SKU whatever its case")
	assert.Equal(t, 700.0, updated["stock"])
}

func TestImportRefusesWhatIsNotACatalogueFile(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	admin := s.adminToken()
	runScenarios(t, s, []scenario{
		{name: "not text/csv", method: "POST", path: "/api/admin/products/import", token: admin, body: map[string]string{"sku": "A"},
			status: 400, code: "invalid", message: "Send the catalogue as a CSV file (Content-Type: text/csv)"},
		{name: "an unknown column", method: "POST", path: "/api/admin/products/import", token: admin, body: csvBody("sku,colour\nA,red\n"),
			status: 400, code: "invalid", message: `Unknown column "colour": the columns are sku, name, brand, category, priceCents, stock, stockByWarehouse, minOrderQuantity, priceBreaks, attributes, descriptions, img`,
			fields: map[string]string{"file": `Unknown column "colour": the columns are sku, name, brand, category, priceCents, stock, stockByWarehouse, minOrderQuantity, priceBreaks, attributes, descriptions, img`}},
		{name: "a bad dryRun", method: "POST", path: "/api/admin/products/import?dryRun=maybe", token: admin, body: csvBody("sku\n"),
			status: 400, code: "invalid", message: "dryRun must be true or false", fields: map[string]string{"dryRun": "dryRun must be true or false"}},
		{name: "over 20 MB", method: "POST", path: "/api/admin/products/import", token: admin, body: csvBody("sku\n" + strings.Repeat("A\n", 10<<20+1)),
			status: 413, code: "too_large", message: "The request is too large"},
	})
}
