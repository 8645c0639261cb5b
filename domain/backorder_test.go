package domain

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

func TestShippableSinceIsWhenTheOrderMayShip(t *testing.T) {
	created := time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC)
	card := Booking{ID: "a", Status: StatusPaid, CreatedAt: created, PaidAt: created.Add(3 * time.Hour)}
	terms := Booking{ID: "b", Status: StatusPaid, PaymentMethod: PaymentInvoice, CreatedAt: created.Add(time.Hour),
		InvoicedAt: created.Add(time.Hour), PaidAt: created.Add(5 * time.Hour)}
	old := Booking{ID: "c", Status: StatusPaid, CreatedAt: created.Add(2 * time.Hour)}

	assert.Equal(t, card.PaidAt, card.ShippableSince())
	assert.Equal(t, terms.InvoicedAt, terms.ShippableSince(), "on terms it may ship once invoiced, paid or not")
	assert.Equal(t, old.CreatedAt, old.ShippableSince(), "an order saved before PaidAt was kept")
	assert.Equal(t, -1, FirstToFill(terms, old))
	assert.Equal(t, -1, FirstToFill(old, card))
}

func TestFillBackorderFillsOnlyAnOrderWaitingForStock(t *testing.T) {
	now := time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC)
	line := func() []BookingLine { return []BookingLine{{ProductID: "p", Quantity: 5, BackorderedQuantity: 5}} }
	p := Product{ID: "p", Stock: 10}
	unpaid := Booking{Status: StatusUnpaid, PaymentMethod: PaymentCard, Lines: line()}
	assert.Zero(t, unpaid.FillBackorder(&p, []string{MainWarehouse}, now))
	assert.Equal(t, int64(10), p.Stock)

	invoiced := Booking{Status: StatusUnpaid, PaymentMethod: PaymentInvoice, InvoicedAt: now, Lines: line()}
	assert.Equal(t, int64(5), invoiced.FillBackorder(&p, []string{MainWarehouse}, now))
	assert.Equal(t, int64(5), p.Stock)
}
