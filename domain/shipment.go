package domain

import (
	"strings"
	"time"
)

// StatusPartiallyShipped is a paid order some of whose pieces have shipped.
const StatusPartiallyShipped BookingStatus = "partially_shipped"

// MaxCarrierLen caps a shipment's carrier name.
const MaxCarrierLen = 60

// Shipment is one parcel of an order: which pieces left, when, with whom.
type Shipment struct {
	ID             string
	At             time.Time
	Carrier        string
	TrackingNumber string
	Lines          []ShipmentLine
}

// ShipmentLine is how many pieces of one product a shipment holds.
type ShipmentLine struct {
	ProductID string
	Quantity  int64
}

// ShipmentInput is the order desk's form for one shipment.
type ShipmentInput struct {
	Lines          []ShipmentLine
	Carrier        string
	TrackingNumber string
}

// ErrNothingToShip refuses shipping an order none of whose pieces is ready.
var ErrNothingToShip = Errorf(CodeConflict, "Nothing of this order is ready to ship")

// CanShip reports whether pieces of the order may leave now: a paid order,
// an invoice-terms one paid or not, and one partly refunded (refunds move
// money only; what still ships is the desk's call).
func (b Booking) CanShip() bool {
	switch b.Status {
	case StatusPaid, StatusPartiallyShipped, StatusPartiallyRefunded:
		return true
	case StatusUnpaid:
		return b.PaymentMethod == PaymentInvoice && !b.InvoicedAt.IsZero()
	}
	return false
}

// AllShipped reports whether every piece ordered has shipped.
func (b Booking) AllShipped() bool {
	shipped := b.ShippedQuantities()
	for _, l := range b.Lines {
		if shipped[l.ProductID] < l.Quantity {
			return false
		}
	}
	return len(b.Lines) > 0
}

// UnshippedReservations are the order's lines with only the reserved pieces
// still on the shelf: a line's shipped pieces come off its allocations in
// order. A store gives these back, never the whole lines, when the order
// stops holding stock, since shipped pieces have left the warehouse.
func (b Booking) UnshippedReservations() []BookingLine {
	shipped := b.ShippedQuantities()
	lines := make([]BookingLine, len(b.Lines))
	for i, l := range b.Lines {
		gone := shipped[l.ProductID]
		left := []Allocation{}
		for _, a := range l.Reserved() {
			take := min(gone, a.Quantity)
			gone -= take
			if a.Quantity > take {
				left = append(left, Allocation{Warehouse: a.Warehouse, Quantity: a.Quantity - take})
			}
		}
		l.Allocations = left
		lines[i] = l
	}
	return lines
}

// ShippedQuantities is how many pieces of each product have shipped.
func (b Booking) ShippedQuantities() map[string]int64 {
	shipped := map[string]int64{}
	for _, s := range b.Shipments {
		for _, l := range s.Lines {
			shipped[l.ProductID] += l.Quantity
		}
	}
	return shipped
}

// ReadyToShip is how many pieces of each product are reserved and not
// shipped yet (backordered pieces wait until stock fills them).
func (b Booking) ReadyToShip() map[string]int64 {
	shipped := b.ShippedQuantities()
	ready := map[string]int64{}
	for _, l := range b.Lines {
		ready[l.ProductID] += l.Quantity - l.BackorderedQuantity
	}
	for id := range ready {
		ready[id] -= shipped[id]
	}
	return ready
}

// AddShipment ships the form's pieces: at most what is ready of each line,
// each named line being one of the order's. The order is shipped when every
// piece has gone, partially shipped before.
func (b *Booking) AddShipment(in ShipmentInput, by string, now time.Time) (Shipment, error) {
	if !b.CanShip() {
		return Shipment{}, Errorf(CodeConflict, "Only paid orders can be shipped")
	}
	s := Shipment{ID: NewID(), At: now, Carrier: strings.TrimSpace(in.Carrier), TrackingNumber: strings.TrimSpace(in.TrackingNumber)}
	errs := FieldErrors{}
	CheckOptionalText(errs, "carrier", s.Carrier, MaxCarrierLen)
	CheckOptionalText(errs, "trackingNumber", s.TrackingNumber, MaxTrackingLen)
	order := []string{"lines", "carrier", "trackingNumber"}
	if len(in.Lines) == 0 {
		errs.Add("lines", "Choose what to ship")
	}
	order = append(order, checkPicked(errs, in.Lines, func(l ShipmentLine) (string, int64) { return l.ProductID, l.Quantity }, b.ReadyToShip(), pickWords{
		atLeast: "Ship at least 1 piece",
		tooMany: func(left int64) string { return "Only " + itoa(left) + " pieces of this line are left to ship" },
	})...)
	s.Lines = append(s.Lines, in.Lines...)
	if err := errs.Err(order...); err != nil {
		return Shipment{}, err
	}
	b.recordShipment(s, by, now)
	return s, nil
}

func (b *Booking) recordShipment(s Shipment, by string, now time.Time) {
	b.Shipments = append(b.Shipments, s)
	if s.TrackingNumber != "" {
		b.TrackingNumber = s.TrackingNumber
	}
	to := StatusPartiallyShipped
	if b.AllShipped() {
		to = StatusShipped
	}
	if to != b.Status {
		b.moveTo(to, by, now)
	} else {
		b.UpdatedAt = now
	}
}

// ShipRest ships every piece ready as one shipment (the desk's one-click
// "ship"), with an optional tracking number.
func (b *Booking) ShipRest(tracking, by string, now time.Time) (Shipment, error) {
	if !b.CanShip() {
		return Shipment{}, Errorf(CodeConflict, "Only paid orders can be shipped")
	}
	var lines []ShipmentLine
	ready := b.ReadyToShip()
	for _, l := range b.Lines {
		if n := ready[l.ProductID]; n > 0 {
			lines = append(lines, ShipmentLine{ProductID: l.ProductID, Quantity: n})
			ready[l.ProductID] = 0
		}
	}
	if len(lines) == 0 {
		return Shipment{}, ErrNothingToShip
	}
	return b.AddShipment(ShipmentInput{Lines: lines, TrackingNumber: tracking}, by, now)
}
