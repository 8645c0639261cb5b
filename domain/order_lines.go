package domain

import (
	"sort"
	"strings"
)

// BookingLine is one product of an order, priced by the server when the
// order was placed. Name, SKU and price are a snapshot.
type BookingLine struct {
	ProductID      string
	SKU            string
	ProductName    string
	Quantity       int64
	UnitPriceCents int64
	LineTotalCents int64
	// Allocations are the warehouses its reserved pieces came from (nil:
	// all from main, see Reserved); BackorderedQuantity the pieces that
	// wait for stock.
	Allocations         []Allocation
	BackorderedQuantity int64
}

// Payment methods.
const (
	PaymentCard    = "card"
	PaymentInvoice = "invoice"
)

// Order fields' limits.
const (
	MaxPONumberLen = 64
	MaxNoteLen     = 1000
	MaxOrderLines  = 500
)

// ProductUnavailableMessage is the problem of a line whose product is gone.
const ProductUnavailableMessage = "This product is no longer available"

// LineField is the error field of one order or cart line.
func LineField(productID string) string { return "lines." + productID }

// LineProblem is what stops quantity of p from being ordered now, in the
// words checkout uses, or "" when nothing does.
func LineProblem(p Product, quantity int64) string {
	switch {
	case quantity < p.MinOrderQuantity:
		return MinimumOrderMessage(p.MinOrderQuantity)
	case !p.HasStockFor(quantity):
		return OutOfStockMessage(p.Stock)
	}
	return ""
}

// NewBookingLine prices quantity of p by its volume breaks.
func NewBookingLine(p Product, quantity int64) (BookingLine, bool) {
	return newBookingLineAt(p, quantity, p.UnitPriceFor(quantity))
}

// newBookingLineAt prices quantity of p at unit (a quoted price).
func newBookingLineAt(p Product, quantity, unit int64) (BookingLine, bool) {
	total, ok := MulCents(unit, quantity)
	return BookingLine{ProductID: p.ID, SKU: p.SKU, ProductName: p.Name, Quantity: quantity,
		UnitPriceCents: unit, LineTotalCents: total}, ok
}

// setLines stores lines in product-id order (the order stores lock stock
// in, so overlapping checkouts never deadlock) and fills in the totals and
// the one-product summary fields that older clients read.
func (b *Booking) setLines(lines []BookingLine) bool {
	b.Lines = append([]BookingLine(nil), lines...)
	sort.Slice(b.Lines, func(i, j int) bool { return b.Lines[i].ProductID < b.Lines[j].ProductID })
	var subtotal, pieces int64
	names := make([]string, len(b.Lines))
	for i, l := range b.Lines {
		if subtotal+l.LineTotalCents < subtotal || pieces+l.Quantity < pieces {
			return false
		}
		subtotal += l.LineTotalCents
		pieces += l.Quantity
		names[i] = l.ProductName
	}
	b.SubtotalCents, b.TotalPriceCents = subtotal, subtotal+b.TaxCents
	b.Quantity, b.ProductName = pieces, strings.Join(names, ", ")
	b.ProductID, b.UnitPriceCents = "", 0
	if len(b.Lines) > 0 {
		b.ProductID = b.Lines[0].ProductID
	}
	if len(b.Lines) == 1 {
		b.UnitPriceCents = b.Lines[0].UnitPriceCents
	}
	return true
}

// LineQuantities is how many pieces of each product the booking holds.
func (b Booking) LineQuantities() map[string]int64 {
	q := make(map[string]int64, len(b.Lines))
	for _, l := range b.Lines {
		q[l.ProductID] += l.Quantity
	}
	return q
}
