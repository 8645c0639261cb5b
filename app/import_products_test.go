package app

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
)

const catalogueHeaderRow = "sku,name,brand,category,priceCents,stock,minOrderQuantity,priceBreaks,attributes,descriptions,img\n"

func importCSV(f *orderFixture, csv string, dryRun bool) (ImportResult, error) {
	return NewImportProducts(f.store, f.store, NewPhotoLinks(&keptImages{}), fixedClock()).Handle(context.Background(), refundAdmin, strings.NewReader(csv), dryRun)
}

func productBySKU(t *testing.T, f *orderFixture, sku string) (domain.Product, bool) {
	t.Helper()
	found, err := f.store.GetProductsBySKU(context.Background(), []string{sku})
	require.NoError(t, err)
	if len(found) == 0 {
		return domain.Product{}, false
	}
	return found[0], true
}

func TestImportCreatesNewPartNumbersAndUpdatesKnownOnes(t *testing.T) {
	f := newOrderFixture(t)
	file := catalogueHeaderRow +
		"NEW-1,Import SSD,Acme,,13900,2000,100,500:12900;1000:11900,,A new drive,/catalogue/ssd.svg\n" +
		strings.ToLower(f.product.SKU) + ",Test SSD v2,Acme,,2400,900,100,,,A drive,/catalogue/ssd-sata.svg\n"

	res, err := importCSV(f, file, false)

	require.NoError(t, err)
	assert.Equal(t, ImportResult{Created: 1, Updated: 1}, res)
	created, ok := productBySKU(t, f, "NEW-1")
	require.True(t, ok)
	assert.Equal(t, "Import SSD", created.Name)
	assert.Equal(t, []domain.PriceBreak{{MinQuantity: 500, UnitPriceCents: 12900}, {MinQuantity: 1000, UnitPriceCents: 11900}}, created.PriceBreaks)
	assert.Equal(t, refundAdmin.Email, created.AddedBy)
	updated, err := f.store.GetProduct(context.Background(), f.product.ID)
	require.NoError(t, err)
	assert.Equal(t, "Test SSD v2", updated.Name, "matched by part number whatever its case")
	assert.Equal(t, int64(2400), updated.PriceCents)
	entries := importAudit(t, f.store)
	require.Len(t, entries, 3, "the import, and each product it adds or changes")
	assert.Equal(t, map[string]any{"created": 1.0, "updated": 1.0}, entries["catalogue"].After)
}

func TestImportColumnsMayComeInAnyOrderAndLeftOutOnesStayAsTheyAre(t *testing.T) {
	f := newOrderFixture(t)
	res, err := importCSV(f, "stock,SKU\n42,"+f.product.SKU+"\n", false)
	require.NoError(t, err)
	assert.Equal(t, 1, res.Updated)
	p, err := f.store.GetProduct(context.Background(), f.product.ID)
	require.NoError(t, err)
	assert.Equal(t, int64(42), p.Stock)
	assert.Equal(t, f.product.Name, p.Name)
}

func TestImportDryRunWritesNothing(t *testing.T) {
	f := newOrderFixture(t)
	res, err := importCSV(f, catalogueHeaderRow+"NEW-1,Import SSD,Acme,,13900,2000,100,,,A new drive,/catalogue/ssd.svg\n", true)
	require.NoError(t, err)
	assert.Equal(t, ImportResult{Created: 1}, res)
	_, found := productBySKU(t, f, "NEW-1")
	assert.False(t, found)
	noAudit(t, f.store)
}

func TestImportOfAFileWithAnyBadRowWritesNothingAndNamesRowAndField(t *testing.T) {
	f := newOrderFixture(t)
	file := catalogueHeaderRow +
		"NEW-1,Import SSD,Acme,,13900,2000,100,,,A new drive,/catalogue/ssd.svg\n" +
		",,,,,,,,,,\n" + // a blank row still counts
		"NEW-2,Bad SSD,Acme,,12.50,lots,100,500-1,,A drive,/catalogue/ssd.svg\n" +
		"NEW-3,,Acme,Drives,0,5,100,,x,A drive,/catalogue/ssd.svg\n" +
		"new-1,Again,Acme,,100,5,100,,,A drive,/catalogue/ssd.svg\n" +
		"NEW-4,Short\n"

	res, err := importCSV(f, file, false)

	require.NoError(t, err)
	assert.Equal(t, []ImportError{
		{Row: 3, Field: "priceCents", Message: "must be a whole number of cents"},
		{Row: 3, Field: "stock", Message: "must be a whole number"},
		{Row: 3, Field: "priceBreaks", Message: priceBreaksFormat},
		{Row: 4, Field: "category", Message: `There is no category "Drives": the shop has no categories yet.`},
		{Row: 4, Field: "attributes", Message: attributesFormat + `: "x" has no name=value.`},
		{Row: 4, Field: "name", Message: "Name is Required"},
		{Row: 4, Field: "priceCents", Message: "Price must be more than $0.00"},
		{Row: 5, Field: "sku", Message: "The part number new-1 is also on row 1"},
		{Row: 6, Field: "", Message: "This row has 2 cells but the header has 11"},
	}, res.Errors)
	assert.Zero(t, res.Created)
	_, found := productBySKU(t, f, "NEW-1")
	assert.False(t, found, "the good row is not written either")
	noAudit(t, f.store)
}

func TestImportReadsBackSpreadsheetSafeCells(t *testing.T) {
	f := newOrderFixture(t)
	_, err := importCSV(f, "sku,name\n"+f.product.SKU+",'=SUM(A1)\n", false)
	require.NoError(t, err)
	p, err := f.store.GetProduct(context.Background(), f.product.ID)
	require.NoError(t, err)
	assert.Equal(t, "=SUM(A1)", p.Name)
}

func TestImportRefusesABadHeader(t *testing.T) {
	f := newOrderFixture(t)
	for file, message := range map[string]string{
		"":                       "The file is empty: it needs a header row and a row per product",
		"sku,colour\nA,red\n":    `Unknown column "colour": the columns are sku, name, brand, category, priceCents, stock, stockByWarehouse, minOrderQuantity, priceBreaks, attributes, descriptions, img`,
		"sku,Name,name\nA,b,c\n": `The column "name" appears twice`,
		"name,stock\nA,1\n":      "The file needs a sku column: products are matched by part number",
		"sku\n\"A\n":             `The file is not valid CSV: line 2: extraneous or missing " in quoted-field`,
	} {
		_, err := importCSV(f, file, false)
		assert.Equal(t, map[string]string{"file": message}, fieldsOf(t, err), file)
	}
}

func TestImportTakesAByteOrderMarkBeforeTheHeader(t *testing.T) {
	f := newOrderFixture(t)
	res, err := importCSV(f, "\ufeffsku,stock\n"+f.product.SKU+",7\n", false)
	require.NoError(t, err)
	assert.Equal(t, 1, res.Updated)
}

func TestImportRefusesMoreRowsThanTheLimit(t *testing.T) {
	f := newOrderFixture(t)
	var file strings.Builder
	file.WriteString("sku\n")
	for range MaxImportRows + 1 {
		file.WriteString("A\n")
	}
	_, err := importCSV(f, file.String(), true)
	assert.Equal(t, domain.CodeTooLarge, domain.ErrorCode(err))
}

func TestImportReportsAtMostAThousandErrors(t *testing.T) {
	f := newOrderFixture(t)
	var file strings.Builder
	file.WriteString("sku,stock\n")
	for range maxImportErrors + 10 {
		file.WriteString("A,x\n")
	}
	res, err := importCSV(f, file.String(), true)
	require.NoError(t, err)
	assert.Len(t, res.Errors, maxImportErrors)
}

func TestImportSetsCategoryAndAttributes(t *testing.T) {
	f := newOrderFixture(t)
	require.NoError(t, f.store.SaveCategory(context.Background(), domain.Category{Slug: "ssds", Name: "SSDs"}))
	res, err := importCSV(f, catalogueHeaderRow+
		`NEW-1,Import SSD,Acme,ssds,13900,2000,100,,capacity=2 TB; interface = PCIe 4.0 ;,A new drive,/catalogue/ssd.svg`+"\n", false)
	require.NoError(t, err)
	require.Empty(t, res.Errors)
	p, found := productBySKU(t, f, "NEW-1")
	require.True(t, found)
	assert.Equal(t, "ssds", p.Category)
	assert.Equal(t, map[string]string{"capacity": "2 TB", "interface": "PCIe 4.0"}, p.Attributes)
}

func TestImportNamesEachRowsCategoryAndAttributeProblems(t *testing.T) {
	f := newOrderFixture(t)
	require.NoError(t, f.store.SaveCategory(context.Background(), domain.Category{Slug: "components", Name: "Components"}))
	require.NoError(t, f.store.SaveCategory(context.Background(), domain.Category{Slug: "ssds", Name: "SSDs", Parent: "components"}))
	row := func(sku, category, attrs string) string {
		return sku + ",SSD,Acme," + category + ",13900,2000,100,," + attrs + ",A drive,/catalogue/ssd.svg\n"
	}
	res, err := importCSV(f, catalogueHeaderRow+
		row("NEW-1", "hdds", "capacity=2 TB")+
		row("NEW-2", "ssds", "capacity=2 TB; capacity=4 TB")+
		row("NEW-3", "ssds", "Capacity=2 TB")+
		row("NEW-4", "ssds", "capacity="), false)
	require.NoError(t, err)
	assert.Equal(t, []ImportError{
		{Row: 1, Field: "category", Message: `There is no category "hdds": use the slug of one of the shop's categories, like ssds.`},
		{Row: 2, Field: "attributes", Message: `The attribute "capacity" appears twice in this row.`},
		{Row: 3, Field: "attributes", Message: domain.AttributeKeyMessage},
		{Row: 4, Field: "attributes", Message: "Attribute values have 1 to 60 characters"},
	}, res.Errors)
}
