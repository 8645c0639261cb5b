package domain

import (
	"cmp"
	"slices"
	"strings"
	"time"
)

// ReturnStatus is where a return (RMA) is in its life:
// requested → approved → received → refunded, or rejected from requested.
type ReturnStatus string

const (
	ReturnRequested ReturnStatus = "requested"
	ReturnApproved  ReturnStatus = "approved"
	ReturnRejected  ReturnStatus = "rejected"
	ReturnReceived  ReturnStatus = "received"
	ReturnRefunded  ReturnStatus = "refunded"
)

// ReturnStatuses lists every status, in the order of a return's life.
var ReturnStatuses = []ReturnStatus{ReturnRequested, ReturnApproved, ReturnRejected, ReturnReceived, ReturnRefunded}

// ParseReturnStatus accepts the known statuses.
func ParseReturnStatus(s string) (ReturnStatus, bool) {
	if slices.Contains(ReturnStatuses, ReturnStatus(s)) {
		return ReturnStatus(s), true
	}
	return "", false
}

// ReturnPrefix is the prefix of return numbers: RMA-2026-000042.
const ReturnPrefix = "RMA"

// Return limits.
const (
	DefaultReturnDays        = 30
	MaxReturnReasonLen       = 1000
	MaxReturnInstructionsLen = 2000
)

// ErrNotReturnable refuses a return of an order past its window, never
// delivered, or refunded in full.
var ErrNotReturnable = Errorf(CodeConflict, "This order can no longer be returned")

// Return is pieces of a delivered order the buyer sends back. It lives in
// its booking, so the booking's atomic save guards how many pieces of each
// line are being returned. Number is given by the store (see
// DocumentsToNumber) when the return is first saved.
type Return struct {
	ID              string
	Number          string
	Status          ReturnStatus
	Lines           []ReturnLine
	Reason          string
	Instructions    string // how to send the pieces back, from the shop
	RejectionReason string
	Restocked       bool   // the received pieces went back on sale
	Warehouse       string // where restocked pieces went
	RefundID        string
	// CreditNoteNumber is the refund's credit note, as the refund answered it.
	CreditNoteNumber string
	History          []ReturnChange
	CreatedAt        time.Time
}

// ReturnLine is how many pieces of one product are returned.
type ReturnLine struct {
	ProductID string
	Quantity  int64
}

// ReturnChange is one entry of a return's history.
type ReturnChange struct {
	Status ReturnStatus
	At     time.Time
	By     string
}

// ReturnInput is the buyer's return form.
type ReturnInput struct {
	Lines  []ReturnLine
	Reason string
}

// BookingReturn is a return with the booking it belongs to, as lists show it.
type BookingReturn struct {
	Booking Booking
	Return  Return
}

// ReturnFilter selects returns, newest first; empty fields match all.
// UserID and CompanyID together match a return of either: a company
// admin sees their own and their company's.
type ReturnFilter struct {
	UserID    string
	CompanyID string
	Status    ReturnStatus
	BookingID string
	PageRequest
}

// Matches reports whether the return r of b is one f selects.
func (f ReturnFilter) Matches(b Booking, r Return) bool {
	buyer := (f.UserID == "" && f.CompanyID == "") ||
		(f.UserID != "" && b.UserID == f.UserID) || (f.CompanyID != "" && b.Company.ID == f.CompanyID)
	return buyer && (f.Status == "" || r.Status == f.Status) && (f.BookingID == "" || b.ID == f.BookingID)
}

// DeliveredAt is when the order was delivered, from its history.
func (b Booking) DeliveredAt() (time.Time, bool) {
	for _, h := range b.History {
		if h.Status == StatusDelivered {
			return h.At, true
		}
	}
	return time.Time{}, false
}

// ReturnDeadline is the last moment pieces of the order may be returned,
// days after delivery; ok is false for an order never delivered.
func (b Booking) ReturnDeadline(days int) (deadline time.Time, ok bool) {
	delivered, ok := b.DeliveredAt()
	if !ok {
		return time.Time{}, false
	}
	return delivered.AddDate(0, 0, days), true
}

// Returnable reports whether pieces of the order may be returned at now:
// delivered, within the window, and not refunded in full.
func (b Booking) Returnable(now time.Time, days int) bool {
	deadline, ok := b.ReturnDeadline(days)
	return ok && !now.After(deadline) && b.Status != StatusRefunded
}

// ReturnableBy reports whether u may return pieces of the order: its buyer,
// or an admin of the company it was placed for.
func (b Booking) ReturnableBy(u User) bool {
	if b.UserID == u.ID {
		return true
	}
	ms := u.Membership
	return b.Company.ID != "" && ms != nil && ms.Company.ID == b.Company.ID && ms.Member.Role == CompanyAdmin
}

// returningQuantities is how many pieces of each product are in returns
// not rejected.
func (b Booking) returningQuantities() map[string]int64 {
	returning := map[string]int64{}
	for _, r := range b.Returns {
		if r.Status == ReturnRejected {
			continue
		}
		for _, l := range r.Lines {
			returning[l.ProductID] += l.Quantity
		}
	}
	return returning
}

// returnableQuantities is how many pieces of each product shipped and are
// not in a return already.
func (b Booking) returnableQuantities() map[string]int64 {
	left, returning := b.shippedForReturns(), b.returningQuantities()
	for id := range left {
		left[id] -= returning[id]
	}
	return left
}

// shippedForReturns is what shipped: the shipments' pieces, or every piece
// ordered for an order shipped or delivered before shipments were recorded
// (migration 00023), which has none.
func (b Booking) shippedForReturns() map[string]int64 {
	if len(b.Shipments) > 0 || (b.Status != StatusShipped && b.Status != StatusDelivered) {
		return b.ShippedQuantities()
	}
	shipped := map[string]int64{}
	for _, l := range b.Lines {
		shipped[l.ProductID] += l.Quantity
	}
	return shipped
}

// ReturnableLines is what could be returned at now, in line order; none
// when the order is not returnable.
func (b Booking) ReturnableLines(now time.Time, days int) []ReturnLine {
	lines := []ReturnLine{}
	if !b.Returnable(now, days) {
		return lines
	}
	left := b.returnableQuantities()
	for _, l := range b.Lines {
		if n := left[l.ProductID]; n > 0 {
			lines = append(lines, ReturnLine{ProductID: l.ProductID, Quantity: n})
			left[l.ProductID] = 0
		}
	}
	return lines
}

// RequestReturn records the buyer's return of some shipped pieces within
// the window: each line at most what shipped less what other returns not
// rejected hold. The store numbers it as it saves the booking.
func (b *Booking) RequestReturn(in ReturnInput, days int, by string, now time.Time) (Return, error) {
	if !b.Returnable(now, days) {
		return Return{}, ErrNotReturnable
	}
	r := Return{ID: NewID(), Status: ReturnRequested, Reason: strings.TrimSpace(in.Reason), CreatedAt: now,
		History: []ReturnChange{{Status: ReturnRequested, At: now, By: by}}}
	errs := FieldErrors{}
	order := []string{"lines"}
	if len(in.Lines) == 0 {
		errs.Add("lines", "Choose what to return")
	}
	order = append(order, checkPicked(errs, in.Lines, func(l ReturnLine) (string, int64) { return l.ProductID, l.Quantity }, b.returnableQuantities(), pickWords{
		atLeast: "Return at least 1 piece",
		tooMany: func(left int64) string { return "Only " + itoa(left) + " pieces of this line can be returned" },
	})...)
	r.Lines = append(r.Lines, in.Lines...)
	CheckText(errs, "reason", in.Reason, "Reason is Required", MaxReturnReasonLen)
	if err := errs.Err(append(order, "reason")...); err != nil {
		return Return{}, err
	}
	slices.SortFunc(r.Lines, func(x, y ReturnLine) int { return strings.Compare(x.ProductID, y.ProductID) })
	b.Returns = append(b.Returns, r)
	b.UpdatedAt = now
	return r, nil
}

// FindReturn is the booking's return with this id.
func (b Booking) FindReturn(id string) (Return, bool) {
	i := slices.IndexFunc(b.Returns, func(r Return) bool { return r.ID == id })
	if i < 0 {
		return Return{}, false
	}
	return b.Returns[i], true
}

// ChangeReturn lets fn change the booking's return with this id, and
// returns it as changed.
func (b *Booking) ChangeReturn(id string, now time.Time, fn func(*Return) error) (Return, error) {
	i := slices.IndexFunc(b.Returns, func(r Return) bool { return r.ID == id })
	if i < 0 {
		return Return{}, NotFound("Return")
	}
	r := b.Returns[i]
	r.History = slices.Clone(r.History)
	if err := fn(&r); err != nil {
		return Return{}, err
	}
	b.Returns = slices.Clone(b.Returns)
	b.Returns[i] = r
	b.UpdatedAt = now
	return r, nil
}

func (r *Return) moveTo(to ReturnStatus, by string, now time.Time) {
	r.Status = to
	r.History = append(r.History, ReturnChange{Status: to, At: now, By: by})
}

// Approve accepts a requested return with instructions for sending the
// pieces back.
func (r *Return) Approve(instructions, by string, now time.Time) error {
	if r.Status != ReturnRequested {
		return Errorf(CodeConflict, "Only requested returns can be approved")
	}
	errs := FieldErrors{}
	CheckText(errs, "instructions", instructions, "Instructions are Required", MaxReturnInstructionsLen)
	if err := errs.Err("instructions"); err != nil {
		return err
	}
	r.Instructions = strings.TrimSpace(instructions)
	r.moveTo(ReturnApproved, by, now)
	return nil
}

// Reject refuses a requested return with a reason; its pieces may be
// returned again.
func (r *Return) Reject(reason, by string, now time.Time) error {
	if r.Status != ReturnRequested {
		return Errorf(CodeConflict, "Only requested returns can be rejected")
	}
	errs := FieldErrors{}
	CheckText(errs, "reason", reason, "Reason is Required", MaxReturnReasonLen)
	if err := errs.Err("reason"); err != nil {
		return err
	}
	r.RejectionReason = strings.TrimSpace(reason)
	r.moveTo(ReturnRejected, by, now)
	return nil
}

// Receive records the approved return's pieces as arrived. With restock
// they go back into warehouse's stock (main when none is named), which
// must be one of known; the store puts them back as it saves the booking
// (see RestocksSince).
func (r *Return) Receive(restock bool, warehouse string, known []Warehouse, by string, now time.Time) error {
	if r.Status != ReturnApproved {
		return Errorf(CodeConflict, "Only approved returns can be received")
	}
	if restock {
		warehouse = cmp.Or(strings.TrimSpace(warehouse), MainWarehouse)
		if !slices.ContainsFunc(known, func(w Warehouse) bool { return w.Code == warehouse }) {
			return InvalidField("warehouse", "There is no warehouse "+warehouse)
		}
		r.Restocked, r.Warehouse = true, warehouse
	}
	r.moveTo(ReturnReceived, by, now)
	return nil
}

// MarkRefunded records the refund of a received return. Marking it again
// with the same refund changes nothing (changed=false).
func (r *Return) MarkRefunded(refundID, creditNoteNumber, by string, now time.Time) (changed bool, err error) {
	switch {
	case r.Status == ReturnRefunded && r.RefundID == refundID:
		return false, nil
	case r.Status == ReturnRefunded:
		return false, Errorf(CodeConflict, "This return is already refunded")
	case r.Status != ReturnReceived:
		return false, Errorf(CodeConflict, "Only received returns can be refunded")
	}
	r.RefundID, r.CreditNoteNumber = refundID, creditNoteNumber
	r.moveTo(ReturnRefunded, by, now)
	return true, nil
}

// ReturnRestock is pieces a received return puts back into a warehouse.
type ReturnRestock struct {
	ProductID string
	Warehouse string
	Quantity  int64
}

// RestocksSince lists the pieces of b's returns received with restock
// since saved, the booking as it was stored: a store gives them back in
// the same step as it saves b, so each return restocks exactly once.
func (b Booking) RestocksSince(saved Booking) []ReturnRestock {
	var out []ReturnRestock
	for _, r := range b.Returns {
		if was, ok := saved.FindReturn(r.ID); !r.Restocked || (ok && was.Restocked) {
			continue
		}
		for _, l := range r.Lines {
			out = append(out, ReturnRestock{ProductID: l.ProductID, Warehouse: r.Warehouse, Quantity: l.Quantity})
		}
	}
	return out
}

// ReturnHistorySeenBy is r's history as viewer may see it, by the
// booking's rule: customers see "staff" for the shop's people.
func (b Booking) ReturnHistorySeenBy(viewer User, r Return) []ReturnChange {
	seen := make([]ReturnChange, len(r.History))
	for i, h := range r.History {
		if !b.byColleagueOf(viewer, h.By) {
			h.By = actorSeenBy(viewer, h.By, b.UserEmail)
		}
		seen[i] = h
	}
	return seen
}
