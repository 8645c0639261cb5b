package domain

import (
	"cmp"
	"slices"
	"time"
)

// MaxRestockDays caps a backorderable product's restock estimate.
const MaxRestockDays = 180

// checkBackorders asks a backorderable product for its restock estimate.
func checkBackorders(errs FieldErrors, p Product) {
	if p.RestockDays == 0 && !p.Backorderable {
		return
	}
	if p.RestockDays < 1 || p.RestockDays > MaxRestockDays {
		errs.Add("restockDays", "The restock estimate is 1 to 180 days")
	}
}

// Backordered reports whether some line waits for stock.
func (b Booking) Backordered() bool {
	return slices.ContainsFunc(b.Lines, func(l BookingLine) bool { return l.BackorderedQuantity > 0 })
}

// WaitsForStock reports whether arriving stock of productID should fill
// this booking: it may ship (CanShip: paid, or invoiced on terms) and a
// line of that product is backordered. The stores select at least these
// bookings with a query, and FillBackorder checks each again.
func (b Booking) WaitsForStock(productID string) bool {
	if !b.CanShip() {
		return false
	}
	return slices.ContainsFunc(b.Lines, func(l BookingLine) bool {
		return l.ProductID == productID && l.BackorderedQuantity > 0
	})
}

// ShippableSince is when the order became ready to ship, which ranks its
// claim on arriving stock ("oldest paid order first"): an invoice-terms
// order when it was invoiced, any other when it was paid, and the order's
// creation for one that records neither.
func (b Booking) ShippableSince() time.Time {
	if b.PaymentMethod == PaymentInvoice && !b.InvoicedAt.IsZero() {
		return b.InvoicedAt
	}
	if !b.PaidAt.IsZero() {
		return b.PaidAt
	}
	return b.CreatedAt
}

// FirstToFill orders the bookings waiting for stock: the one ready to ship
// longest first, then by id. Every store sorts its candidates with it.
func FirstToFill(a, b Booking) int {
	return cmp.Or(a.ShippableSince().Compare(b.ShippableSince()), cmp.Compare(a.ID, b.ID))
}

// FillBackorder reserves what p now has for b's backordered line of p,
// from the warehouses in order, and reports how many pieces it filled:
// none unless b WaitsForStock of p.
func (b *Booking) FillBackorder(p *Product, order []string, now time.Time) int64 {
	if !b.WaitsForStock(p.ID) {
		return 0
	}
	var filled int64
	for i := range b.Lines {
		l := &b.Lines[i]
		if l.ProductID != p.ID || l.BackorderedQuantity == 0 || p.Stock == 0 {
			continue
		}
		want := min(l.BackorderedQuantity, p.Stock)
		reserved := l.Reserved()
		allocs, _, _ := p.Reserve(want, order)
		if allocs == nil {
			allocs = []Allocation{{Warehouse: MainWarehouse, Quantity: want}}
		}
		l.BackorderedQuantity -= want
		l.Allocations = canonicalAllocations(mergeAllocations(reserved, allocs))
		filled += want
	}
	if filled > 0 {
		b.UpdatedAt = now
	}
	return filled
}

// mergeAllocations adds more to allocs, one entry per warehouse.
func mergeAllocations(allocs, more []Allocation) []Allocation {
	out := slices.Clone(allocs)
	for _, m := range more {
		i := slices.IndexFunc(out, func(a Allocation) bool { return a.Warehouse == m.Warehouse })
		if i < 0 {
			out = append(out, m)
			continue
		}
		out[i].Quantity += m.Quantity
	}
	return out
}
