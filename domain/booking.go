package domain

import (
	"slices"
	"time"
)

// BookingStatus is where an order is in its life.
type BookingStatus string

const (
	StatusUnpaid    BookingStatus = "unpaid"
	StatusPaid      BookingStatus = "paid"
	StatusShipped   BookingStatus = "shipped"
	StatusDelivered BookingStatus = "delivered"
	StatusCancelled BookingStatus = "cancelled"
	StatusRefunded  BookingStatus = "refunded"
	// StatusExpired is an unpaid card booking whose reservation ran out; its stock is back.
	StatusExpired BookingStatus = "expired"
	// StatusRefunding is a paid booking whose refund is with the gateway; it can't ship meanwhile.
	StatusRefunding BookingStatus = "refunding"
	// StatusPendingApproval is a company member's order above their spending
	// limit: it holds its stock like an unpaid order and can't be paid until
	// an admin or approver of the company approves it.
	StatusPendingApproval BookingStatus = "pending_approval"
	// StatusRejected is an order its company's approver refused; its stock is back.
	StatusRejected BookingStatus = "rejected"
)

// ParseBookingStatus accepts the known statuses.
func ParseBookingStatus(s string) (BookingStatus, bool) {
	switch BookingStatus(s) {
	case StatusUnpaid, StatusPaid, StatusShipped, StatusDelivered, StatusCancelled, StatusRefunded,
		StatusExpired, StatusRefunding, StatusPendingApproval, StatusRejected, StatusPartiallyShipped, StatusPartiallyRefunded:
		return BookingStatus(s), true
	}
	return "", false
}

// HoldsStock reports whether a booking in this status keeps its quantity off
// the product's stock. Cancelled, refunded and expired bookings have given it back.
func (s BookingStatus) HoldsStock() bool {
	return s != StatusCancelled && s != StatusRefunded && s != StatusExpired && s != StatusRejected
}

// SystemActor signs the history entries the shop makes on its own, such as an expiry.
const SystemActor = "system"

// StatusChange is one entry of a booking's history.
type StatusChange struct {
	Status BookingStatus
	At     time.Time
	By     string
}

// Booking is an order of one product. Product name and unit price are a
// snapshot taken when the order was placed.
type Booking struct {
	ID              string
	ProductID       string
	ProductName     string
	UnitPriceCents  int64
	TotalPriceCents int64
	Quantity        int64
	Address         string
	Phone           string
	ClientName      string
	UserID          string
	UserEmail       string // the buyer's email
	Status          BookingStatus
	TransactionID   string
	PaymentIntentID string
	// PaidAt is when the money arrived (card or transfer); zero while unpaid.
	// An invoice-terms order may ship before it, so the status doesn't say.
	PaidAt         time.Time
	TrackingNumber string // the latest shipment's
	History        []StatusChange
	Shipments      []Shipment
	CreatedAt      time.Time
	UpdatedAt      time.Time
	// ExpiresAt is when an unpaid booking's reservation runs out; zero means never.
	ExpiresAt time.Time
	// Lines are the products ordered, in product-id order. ProductID,
	// ProductName, Quantity and UnitPriceCents above summarise them for the
	// one-product clients: the first line's id, the names joined, the pieces
	// summed, and the unit price of a one-line order (0 for several).
	Lines         []BookingLine
	SubtotalCents int64
	TaxCents      int64
	PONumber      string
	Note          string
	PaymentMethod string // PaymentCard or PaymentInvoice
	QuoteID       string // the accepted quote this order came from, if any
	// Company is the company a member placed the order for; empty otherwise.
	Company BookingCompany
	// RejectionReason is why the company's approver rejected the order.
	RejectionReason string
	TaxRate         TaxRate
	// TaxExempt records that the buyer (or their company) was tax-exempt when
	// the order was priced: why TaxRate is 0.
	TaxExempt bool

	// Documents. A store gives InvoiceNumber (and CreditNoteNumber) from its
	// gapless counter in the same step that saves a booking whose InvoicedAt
	// (CreditedAt) was just set; see Invoice and IssueCreditNote.
	InvoiceNumber    string
	InvoicedAt       time.Time
	DueDate          time.Time // invoice terms: when the transfer is due
	PaidReference    string    // invoice terms: the bank transfer's reference
	CreditNoteNumber string
	CreditedAt       time.Time
	// Parties are who the invoice and credit note print, recorded with the
	// invoice's number and never changed after.
	Parties DocumentParties
	// Refunds are the money given back, oldest first, each with its credit note.
	Refunds []Refund

	// Returns are the buyer's returns of delivered pieces, oldest first.
	Returns []Return

	// Outbox holds mail the change causes. A store writes it to its outbox in
	// the same step that saves the booking; it is never read back.
	Outbox []Mail
}

// Paid reports whether the booking has been paid and the money is still
// with the shop (a refund under way has not returned it yet).
func (b Booking) Paid() bool {
	if b.PaymentMethod == PaymentInvoice && b.PaidAt.IsZero() {
		return false // shipped on terms, the transfer still to come
	}
	return slices.Contains(PaidStatuses, b.Status)
}

// PaidStatuses are the statuses of an order the shop holds money for (on
// invoice terms: once PaidAt is set).
var PaidStatuses = []BookingStatus{StatusPaid, StatusPartiallyShipped, StatusShipped, StatusDelivered,
	StatusRefunding, StatusPartiallyRefunded}

func (b *Booking) moveTo(to BookingStatus, by string, now time.Time) {
	b.Status = to
	b.UpdatedAt = now
	b.History = append(b.History, StatusChange{Status: to, At: now, By: by})
}

// Cancel is allowed only while unpaid. An order already invoiced (on
// invoice terms) gets a credit note, since an issued invoice never changes.
func (b *Booking) Cancel(by string, now time.Time) error {
	switch b.Status {
	case StatusUnpaid, StatusPendingApproval:
		b.moveTo(StatusCancelled, by, now)
		b.IssueCreditNote(now)
		return nil
	case StatusCancelled:
		return Errorf(CodeConflict, "This order is already cancelled")
	default:
		return Errorf(CodeConflict, "Only unpaid orders can be cancelled")
	}
}

// MarkPaid records a confirmed payment. Paying an already-paid booking with
// the same transaction is a harmless no-op (changed=false).
func (b *Booking) MarkPaid(transactionID, by string, now time.Time) (changed bool, err error) {
	if b.Paid() && b.TransactionID == transactionID {
		return false, nil
	}
	if err := b.CheckPayable(); err != nil {
		return false, err
	}
	b.TransactionID = transactionID
	b.PaidAt = now
	b.moveTo(StatusPaid, by, now)
	return true, nil
}

// CheckPayable refuses payment for anything but an unpaid booking.
func (b Booking) CheckPayable() error {
	switch b.Status {
	case StatusUnpaid:
		return nil
	case StatusCancelled:
		return Errorf(CodeConflict, "This order was cancelled and can't be paid")
	case StatusRefunded:
		return Errorf(CodeConflict, "This order was refunded and can't be paid again")
	case StatusExpired:
		return Errorf(CodeConflict, "This order's reservation ran out; please place the order again")
	case StatusPendingApproval:
		return ErrAwaitingApproval
	case StatusRejected:
		return Errorf(CodeConflict, "This order was rejected and can't be paid")
	default:
		return Errorf(CodeConflict, "This order is already paid")
	}
}

// Ship ships every piece left of a paid booking as one shipment, with an
// optional tracking number.
func (b *Booking) Ship(tracking, by string, now time.Time) error {
	_, err := b.ShipRest(tracking, by, now)
	return err
}

// Deliver moves a shipped booking to delivered (or a partly refunded one
// all of whose pieces have shipped).
func (b *Booking) Deliver(by string, now time.Time) error {
	if b.Status != StatusShipped && (b.Status != StatusPartiallyRefunded || !b.AllShipped()) {
		return Errorf(CodeConflict, "Only shipped orders can be marked delivered")
	}
	b.moveTo(StatusDelivered, by, now)
	return nil
}

// ReservationEnd is when an unpaid booking's reservation runs out (or one
// awaiting approval: it holds its stock the same way); ok is false for a
// booking that holds no reservation that ends.
func (b Booking) ReservationEnd() (end time.Time, ok bool) {
	if (b.Status != StatusUnpaid && b.Status != StatusPendingApproval) || b.ExpiresAt.IsZero() {
		return time.Time{}, false
	}
	return b.ExpiresAt, true
}

// ReservationRanOut reports whether an unpaid booking's reservation has
// ended by now (at ExpiresAt itself, it has). The stores' sweeps select the
// same bookings with a query, and Expire checks again with this.
func (b Booking) ReservationRanOut(now time.Time) bool {
	end, ok := b.ReservationEnd()
	return ok && !now.Before(end)
}

// Expire ends an unpaid booking whose reservation has run out, so its stock
// can go back on sale.
func (b *Booking) Expire(by string, now time.Time) error {
	switch {
	case b.Status != StatusUnpaid && b.Status != StatusPendingApproval:
		return Errorf(CodeConflict, "Only unpaid orders can expire")
	case !b.ReservationRanOut(now):
		return Errorf(CodeConflict, "This order's reservation has not run out")
	}
	b.moveTo(StatusExpired, by, now)
	return nil
}

// BeginRefund marks a paid, not yet shipped booking as refunding while the
// gateway returns the money, so it can't be shipped meanwhile.
func (b *Booking) BeginRefund(by string, now time.Time) error {
	switch b.Status {
	case StatusPaid:
		b.moveTo(StatusRefunding, by, now)
		return nil
	case StatusRefunding:
		return Errorf(CodeConflict, "This order's refund is already under way")
	default:
		return Errorf(CodeConflict, "Only paid orders that have not shipped can be refunded")
	}
}

// Refund completes a refund the gateway has made.
func (b *Booking) Refund(by string, now time.Time) error {
	if b.Status != StatusRefunding {
		return Errorf(CodeConflict, "This order has no refund under way")
	}
	b.moveTo(StatusRefunded, by, now)
	return nil
}

// AbandonRefund puts a refunding booking back to paid after the gateway
// refused the refund.
func (b *Booking) AbandonRefund(by string, now time.Time) error {
	if b.Status != StatusRefunding {
		return Errorf(CodeConflict, "This order has no refund under way")
	}
	b.moveTo(StatusPaid, by, now)
	return nil
}

// MinimumOrderMessage is decisions.md's MOQ message.
func MinimumOrderMessage(n int64) string { return "Minimum order is " + itoa(n) + " pieces" }

// OutOfStockMessage is decisions.md's stock message.
func OutOfStockMessage(stock int64) string { return "Only " + itoa(stock) + " pieces in stock" }

// BookingFilter selects bookings; empty fields match all.
type BookingFilter struct {
	UserID string
	// CompanyID keeps the orders placed for that company by its members.
	CompanyID string
	Status    BookingStatus
	// Query finds bookings whose buyer email, PO number, id or any line's
	// product name contains it, whatever the case (the admins' order desk).
	Query string
	// From and To bound CreatedAt: From inclusive, To exclusive; zero is open.
	From, To time.Time
	PageRequest
}
