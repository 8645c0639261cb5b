package app

import (
	"bytes"
	"context"
	"encoding/csv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
)

func parseCSV(t *testing.T, data []byte) [][]string {
	t.Helper()
	rows, err := csv.NewReader(bytes.NewReader(data)).ReadAll()
	require.NoError(t, err)
	return rows
}

func TestProductsExportIsTheImportFileWithFormulasEscaped(t *testing.T) {
	f := newCartFixture(t)
	breaks := []domain.PriceBreak{{MinQuantity: 500, UnitPriceCents: 3500}}
	risky := "=HYPERLINK(\"http://evil\")"
	require.NoError(t, f.store.SaveCategory(context.Background(), domain.Category{Slug: "memory", Name: "Memory"}))
	category, specs := "memory", map[string]string{"type": "DDR5", "capacity": "32 GB"}
	_, err := NewEditProduct(f.store, f.store, NewPhotoLinks(&keptImages{}), fixedClock()).Handle(context.Background(), refundAdmin, f.other.ID,
		domain.ProductInput{Name: &risky, PriceBreaks: &breaks, Category: &category, Attributes: &specs})
	require.NoError(t, err)
	var out bytes.Buffer

	require.NoError(t, NewExportProducts(f.store).Handle(context.Background(), &out))

	rows := parseCSV(t, out.Bytes())
	require.Len(t, rows, 3)
	assert.Equal(t, catalogueColumns, rows[0])
	assert.Equal(t, []string{f.other.SKU, "'" + risky, "Acme", "memory", "4000", "300", "main:300", "100", "500:3500", "capacity=32 GB; type=DDR5", "A part", "/catalogue/ram.svg"}, rows[1], "sorted by name")
	assert.Equal(t, f.product.SKU, rows[2][0])

	res, err := importCSV(f.orderFixture, out.String(), true)
	require.NoError(t, err)
	assert.Equal(t, ImportResult{}, res, "the export imports back as it is: nothing to change")
}

func TestProductsExportReadsEveryPage(t *testing.T) {
	f := newCartFixture(t)
	for range exportPageLimit {
		f.addProduct(t, "Bulk part", 100, 100)
	}
	var out bytes.Buffer
	require.NoError(t, NewExportProducts(f.store).Handle(context.Background(), &out))
	assert.Len(t, parseCSV(t, out.Bytes()), exportPageLimit+3, "header, the fixture's two products and the bulk")
}

func TestBookingsExportHasARowPerOrderLine(t *testing.T) {
	f := newCartFixture(t)
	f.set(t, f.product.ID, 100)
	f.set(t, f.other.ID, 100)
	d := dockDetails
	d.PONumber = "@PO-77"
	b, err := f.checkout(d)
	require.NoError(t, err)
	f.placeBooking(t, 200)
	var out bytes.Buffer

	err = NewExportBookings(f.store, fixedClock()).Handle(context.Background(), domain.BookingFilter{Query: "po-77"}, &out)

	require.NoError(t, err)
	rows := parseCSV(t, out.Bytes())
	assert.Equal(t, bookingsCSVHeader, rows[0])
	require.Len(t, rows, 3, "the filtered order's two lines")
	for i, l := range b.Lines {
		assert.Equal(t, []string{b.ID, fixedNow.Format(time.RFC3339), "unpaid", f.buyer.Email, b.ClientName, "'@PO-77",
			l.SKU, l.ProductName, formatInt(l.Quantity), formatInt(l.UnitPriceCents), formatInt(l.LineTotalCents),
			formatInt(b.TotalPriceCents), ""}, rows[i+1])
	}
}
