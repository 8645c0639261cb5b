package domain

import (
	"cmp"
	"slices"
	"strings"
	"time"
)

// StatusPartiallyRefunded is an order some of whose money has been given
// back (or, on invoice terms, credited); StatusRefunded once all of it has.
const StatusPartiallyRefunded BookingStatus = "partially_refunded"

// RefundStatus is where one refund is: pending while the gateway returns
// the money, done once it has. An unsettled refund is one the gateway did
// not answer (a timeout, an outage): the money may have gone back, so its
// amount stays spoken for until it is asked for again, with the same id as
// the gateway's key, and completes (decision 32).
type RefundStatus string

const (
	RefundPending   RefundStatus = "pending"
	RefundDone      RefundStatus = "done"
	RefundUnsettled RefundStatus = "unsettled"
)

// MaxRefundReasonLen caps a refund's reason.
const MaxRefundReasonLen = 500

// RestRefundReason is the reason of a refund of whatever is left (the
// whole-order refund), which the admin is not asked for.
const RestRefundReason = "Refund of what was left on the order"

// MaxRefundCents bounds an amount asked for (a refund is capped by what was
// paid anyway; this only keeps the number sane).
const MaxRefundCents int64 = 100_000_000_000_000

// Refund is money given back for an order: some of its pieces, priced as
// they were paid, or an amount. Refunds move money only, never stock.
type Refund struct {
	ID          string
	At          time.Time
	AmountCents int64 // with tax
	TaxCents    int64
	Reason      string
	Lines       []RefundLine
	// CreditNoteNumber is given by the store, from the credit note counter,
	// in the step that saves the booking whose CreditedAt was just set.
	CreditNoteNumber string
	CreditedAt       time.Time
	Status           RefundStatus
	By               string
	ReturnID         string // the return it pays back, if any
}

// RefundLine is pieces of one product refunded; AmountCents is their price
// before tax.
type RefundLine struct {
	ProductID   string
	Quantity    int64
	AmountCents int64
}

// RefundInput asks for a refund of either Lines or AmountCents (with tax).
type RefundInput struct {
	Lines       []RefundLine
	AmountCents int64
	Reason      string
	ReturnID    string
}

var (
	// ErrRefundTooLarge refuses a refund past what was paid.
	ErrRefundTooLarge = Errorf(CodeConflict, "This refund is more than is left to refund")
	// ErrNothingToRefund refuses a refund of an order nobody paid or was invoiced for.
	ErrNothingToRefund = Errorf(CodeConflict, "Only paid or invoiced orders can be refunded")
	// ErrRefundedInFull refuses another refund of an order refunded in full.
	ErrRefundedInFull = Errorf(CodeConflict, "This order has been refunded in full")
	// ErrRefundUnderWay refuses a refund while pending ones take what is left.
	ErrRefundUnderWay  = Errorf(CodeConflict, "This order's refund is already under way")
	errNoPendingRefund = Errorf(CodeConflict, "This order has no such refund under way")
	// ErrPaymentUnavailable answers a refund the gateway did not answer:
	// it stays unsettled, and asking for it again retries it.
	ErrPaymentUnavailable = Errorf(CodeUnavailable, "The payment service is unavailable, please try again")
)

// IsRefusal reports whether a gateway's error says for certain that no
// money moved: a refused payment, a conflict with the payment's state, or
// no such payment. Any other error (unavailable, a timeout, an unknown
// answer) may hide a refund that was made.
func IsRefusal(err error) bool {
	switch ErrorCode(err) {
	case CodePaymentFailed, CodeConflict, CodeNotFound:
		return true
	}
	return false
}

// RefundableTotalCents is what may be refunded in all: a card order's total
// once paid; an invoice-terms order's invoiced total, paid or not (its
// credit notes reduce what is owed).
func (b Booking) RefundableTotalCents() int64 {
	switch b.Status {
	case StatusCancelled, StatusExpired, StatusRejected, StatusPendingApproval, StatusRefunding:
		return 0
	}
	if !b.PaidAt.IsZero() || (b.PaymentMethod == PaymentInvoice && !b.InvoicedAt.IsZero()) {
		return b.TotalPriceCents
	}
	return 0
}

// RefundedCents is what the done refunds gave back.
func (b Booking) RefundedCents() int64 { return b.refundSum(RefundDone) }

// RefundableCents is what is left to refund now: done and pending refunds
// are both spoken for.
func (b Booking) RefundableCents() int64 {
	if b.Status == StatusRefunded {
		return 0 // also an order refunded whole before refunds were recorded one by one
	}
	return max(0, b.RefundableTotalCents()-b.refundSum(RefundDone)-b.openRefundCents())
}

func (b Booking) refundSum(status RefundStatus) int64 {
	var sum int64
	for _, r := range b.Refunds {
		if r.Status == status {
			sum += r.AmountCents
		}
	}
	return sum
}

// openRefundCents is what refunds not done yet (pending or unsettled) speak for.
func (b Booking) openRefundCents() int64 {
	return b.refundSum(RefundPending) + b.refundSum(RefundUnsettled)
}

// RefundedQuantities is how many pieces of each product refunds by lines
// (done or pending) have covered.
func (b Booking) RefundedQuantities() map[string]int64 {
	refunded := map[string]int64{}
	for _, r := range b.Refunds {
		for _, l := range r.Lines {
			refunded[l.ProductID] += l.Quantity
		}
	}
	return refunded
}

// FindRefund finds one of the booking's refunds.
func (b Booking) FindRefund(id string) (Refund, bool) {
	i := slices.IndexFunc(b.Refunds, func(r Refund) bool { return r.ID == id })
	if i < 0 {
		return Refund{}, false
	}
	return b.Refunds[i], true
}

// RestToRefund asks for everything left: an unsettled refund again first
// (so it completes with its own id), else every piece not refunded yet, or,
// once an amount has been refunded, the amount left; for the reason given,
// RestRefundReason without one.
func (b Booking) RestToRefund(reason string) RefundInput {
	if i := slices.IndexFunc(b.Refunds, func(r Refund) bool { return r.Status == RefundUnsettled }); i >= 0 {
		return b.Refunds[i].input()
	}
	in := RefundInput{Reason: cmp.Or(strings.TrimSpace(reason), RestRefundReason)}
	if slices.ContainsFunc(b.Refunds, func(r Refund) bool { return len(r.Lines) == 0 }) {
		in.AmountCents = b.RefundableCents()
		return in
	}
	refunded := b.RefundedQuantities()
	for _, l := range b.Lines {
		if n := l.Quantity - refunded[l.ProductID]; n > 0 {
			in.Lines = append(in.Lines, RefundLine{ProductID: l.ProductID, Quantity: n})
		}
	}
	return in
}

// StartRefund checks and prices a refund and keeps it pending until the
// money is back (CompleteRefund), the gateway refused (DropRefund) or did
// not answer (UnsettleRefund). A refund asked for again (SameRefund) is not
// a new one: done, it is given back unchanged; pending, another caller is
// at the gateway with it, and it is under way; unsettled, it is pending
// again, to be retried with its own id.
func (b *Booking) StartRefund(in RefundInput, by string, now time.Time) (Refund, error) {
	if i := b.SameRefund(in); i >= 0 {
		return b.resumeRefund(i, now)
	}
	r, err := b.priceRefund(in)
	if err != nil {
		return Refund{}, err
	}
	r.ID, r.At, r.By, r.Status, r.ReturnID = NewID(), now, by, RefundPending, in.ReturnID
	b.Refunds = append(b.Refunds, r)
	b.UpdatedAt = now
	return r, nil
}

// SameRefund finds the refund that in asks for again, or -1: the refund of
// the same return, or an unsettled refund of the same lines or amount, for
// the same reason.
func (b Booking) SameRefund(in RefundInput) int {
	return slices.IndexFunc(b.Refunds, func(r Refund) bool {
		if in.ReturnID != "" || r.ReturnID != "" {
			return r.ReturnID == in.ReturnID
		}
		return r.Status == RefundUnsettled && r.asks(in)
	})
}

func (b *Booking) resumeRefund(i int, now time.Time) (Refund, error) {
	r := &b.Refunds[i]
	switch r.Status {
	case RefundPending:
		return Refund{}, ErrRefundUnderWay
	case RefundUnsettled:
		r.Status = RefundPending
		b.UpdatedAt = now
	}
	return *r, nil
}

// asks reports whether in asks for the same lines or amount as r, for the
// same reason.
func (r Refund) asks(in RefundInput) bool {
	if strings.TrimSpace(in.Reason) != r.Reason || len(in.Lines) != len(r.Lines) {
		return false
	}
	if len(r.Lines) == 0 {
		return in.AmountCents == r.AmountCents
	}
	for _, l := range in.Lines {
		if !slices.ContainsFunc(r.Lines, func(rl RefundLine) bool { return rl.ProductID == l.ProductID && rl.Quantity == l.Quantity }) {
			return false
		}
	}
	return true
}

// input is what asks for r again.
func (r Refund) input() RefundInput {
	in := RefundInput{Reason: r.Reason, ReturnID: r.ReturnID}
	if len(r.Lines) == 0 {
		in.AmountCents = r.AmountCents
	}
	for _, l := range r.Lines {
		in.Lines = append(in.Lines, RefundLine{ProductID: l.ProductID, Quantity: l.Quantity})
	}
	return in
}

// CompleteRefund records that a pending refund's money is back: it asks
// for the refund's credit note and moves the order to partially refunded,
// or refunded once nothing is left.
func (b *Booking) CompleteRefund(refundID, by string, now time.Time) (Refund, error) {
	i := slices.IndexFunc(b.Refunds, func(r Refund) bool { return r.ID == refundID })
	if i < 0 || b.Refunds[i].Status != RefundPending {
		return Refund{}, errNoPendingRefund
	}
	r := &b.Refunds[i]
	r.Status, r.At = RefundDone, now
	if !b.InvoicedAt.IsZero() {
		r.CreditedAt = now
	}
	to := StatusPartiallyRefunded
	if b.RefundableCents() == 0 && b.openRefundCents() == 0 {
		to = StatusRefunded
	}
	b.moveTo(to, by, now)
	return *r, nil
}

// DropRefund forgets a pending refund the gateway refused.
func (b *Booking) DropRefund(refundID string) error {
	i := slices.IndexFunc(b.Refunds, func(r Refund) bool { return r.ID == refundID })
	if i < 0 || b.Refunds[i].Status != RefundPending {
		return errNoPendingRefund
	}
	b.Refunds = slices.Delete(b.Refunds, i, i+1)
	return nil
}

// UnsettleRefund keeps a pending refund the gateway did not answer: its
// amount stays spoken for, and asking for it again retries it.
func (b *Booking) UnsettleRefund(refundID string) error {
	i := slices.IndexFunc(b.Refunds, func(r Refund) bool { return r.ID == refundID })
	if i < 0 || b.Refunds[i].Status != RefundPending {
		return errNoPendingRefund
	}
	b.Refunds[i].Status = RefundUnsettled
	return nil
}

// LatestCreditNote is the credit note the booking's own download shows: the
// cancellation's, else the latest refund's.
func (b Booking) LatestCreditNote() (number string, refund Refund, ok bool) {
	if b.CreditNoteNumber != "" {
		return b.CreditNoteNumber, Refund{}, true
	}
	for i := len(b.Refunds) - 1; i >= 0; i-- {
		if r := b.Refunds[i]; r.CreditNoteNumber != "" {
			return r.CreditNoteNumber, r, true
		}
	}
	return "", Refund{}, false
}

// ReturnsMoneyByCard reports whether refunds go back through the card
// gateway: the order was paid by card. Money paid by transfer goes back by
// transfer, and an unpaid invoice's refund is its credit note alone.
func (b Booking) ReturnsMoneyByCard() bool {
	return !b.PaidAt.IsZero() && b.PaidReference == "" && b.TransactionID != ""
}
