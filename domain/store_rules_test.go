package domain

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// The rules every store applies on save, tested once here.

func TestDocumentsToNumberListsOnlyAskedForUnnumberedDocuments(t *testing.T) {
	newYear := time.Date(2027, 1, 1, 0, 30, 0, 0, time.FixedZone("CET", 3600)) // 2026 in UTC
	b := Booking{InvoicedAt: newYear, CreditedAt: newYear.Add(24 * time.Hour)}
	docs := b.DocumentsToNumber()
	if assert.Len(t, docs, 2) {
		assert.Equal(t, InvoicePrefix, docs[0].Prefix)
		assert.Equal(t, 2026, docs[0].Year, "numbers run by the UTC year")
		assert.Equal(t, CreditNotePrefix, docs[1].Prefix)
		assert.Equal(t, 2027, docs[1].Year)
		*docs[0].Number = "INV-2026-000001"
		assert.Equal(t, "INV-2026-000001", b.InvoiceNumber, "the store writes the number into the booking")
	}
	assert.False(t, b.NeedsInvoiceNumber())
	assert.Len(t, b.DocumentsToNumber(), 1, "a numbered invoice is not numbered again")
	assert.Empty(t, (&Booking{}).DocumentsToNumber(), "nothing asked for, nothing to number")
}

func TestStockShortageCollectsShortAndGoneLines(t *testing.T) {
	short := &StockShortage{}
	assert.NoError(t, short.Err(), "an empty shortage is no error, not a typed nil")
	short.AddMissing("gone")
	short.AddMissing("gone")
	short.AddShort("p1", 7)
	assert.Equal(t, []string{"gone"}, short.Missing, "a gone product is named once")
	assert.Equal(t, map[string]int64{"p1": 7}, short.Stock)
	assert.Same(t, short, short.Err())
	assert.True(t, Product{Stock: 5}.HasStockFor(5))
	assert.False(t, Product{Stock: 5}.HasStockFor(6))
}

func TestReservationEndsOnlyForUnpaidOrdersThatExpire(t *testing.T) {
	at := time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)
	unpaid := Booking{Status: StatusUnpaid, ExpiresAt: at}
	end, ok := unpaid.ReservationEnd()
	assert.True(t, ok)
	assert.Equal(t, at, end)
	assert.False(t, unpaid.ReservationRanOut(at.Add(-time.Millisecond)))
	assert.True(t, unpaid.ReservationRanOut(at), "at ExpiresAt itself the reservation has run out")
	for _, b := range []Booking{{Status: StatusUnpaid}, {Status: StatusPaid, ExpiresAt: at}} {
		_, ok := b.ReservationEnd()
		assert.False(t, ok, "%+v", b)
		assert.False(t, b.ReservationRanOut(at.Add(time.Hour)), "%+v", b)
	}
}

func TestLowOnStockIsAtItsThresholdOrShortOfOneMinimumOrder(t *testing.T) {
	assert.True(t, Product{Stock: 5, LowStockThreshold: 5, MinOrderQuantity: 1}.LowOnStock())
	assert.False(t, Product{Stock: 6, LowStockThreshold: 5, MinOrderQuantity: 1}.LowOnStock())
	assert.False(t, Product{Stock: 10, MinOrderQuantity: 10}.LowOnStock(), "one minimum order in stock, no threshold")
	assert.True(t, Product{Stock: 8, MinOrderQuantity: 10}.LowOnStock(), "buyers can't order it: low without a threshold")
	assert.True(t, Product{Stock: 0, MinOrderQuantity: 1}.LowOnStock())
}
