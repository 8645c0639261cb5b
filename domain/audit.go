package domain

import "time"

// Audited admin actions.
const (
	AuditUserRole        = "user.role"
	AuditUserRemove      = "user.remove"
	AuditUserTerms       = "user.terms"
	AuditProductCreate   = "product.create"
	AuditProductEdit     = "product.edit"
	AuditProductDelete   = "product.delete"
	AuditProductImport   = "product.import"
	AuditBookingShip     = "booking.ship"
	AuditBookingDeliver  = "booking.deliver"
	AuditBookingRefund   = "booking.refund"
	AuditBookingCancel   = "booking.cancel"
	AuditBookingMarkPaid = "booking.mark-paid"
	AuditQuoteOffer      = "quote.offer"
	AuditReviewDelete    = "review.delete"
	AuditCategorySave    = "category.save"
	AuditCategoryDelete  = "category.delete"
	AuditMessageRead     = "message.read"
	AuditMessageDelete   = "message.delete"
	AuditReturnApprove   = "return.approve"
	AuditReturnRequest   = "return.request" // by the buyer or their company's admin
	AuditReturnReject    = "return.reject"
	AuditReturnReceive   = "return.receive"
	AuditReturnRefund    = "return.refund"
)

// Audited company account changes; the actor is the member or admin who made them.
const (
	AuditCompanyCreate   = "company.create"
	AuditCompanyEdit     = "company.edit"
	AuditCompanyInvite   = "company.invite"
	AuditCompanyWithdraw = "company.invitation-withdraw"
	AuditCompanyJoin     = "company.member-join"
	AuditCompanyMember   = "company.member-change"
	AuditCompanyRemove   = "company.member-remove"
	AuditCompanyApprove  = "company.order-approve"
	AuditCompanyReject   = "company.order-reject"
	AuditCompanyTerms    = "company.terms"
	AuditCompanyPrices   = "company.prices"
)

// AuditEntry records one admin change: who, what, when, and the changed
// fields before and after (absent when there was no before or after).
type AuditEntry struct {
	ID     string
	At     time.Time
	Actor  string // the admin's email
	Action string
	Target string // the changed object's id
	// TargetLabel names the target as staff know it (a product's name and
	// part number, an order's reference); filled when read, never stored.
	TargetLabel string
	Before      map[string]any
	After       map[string]any
}

// NewAuditEntry records action on target by actor, keeping only the fields
// that differ between before and after.
func NewAuditEntry(actor, action, target string, before, after map[string]any, now time.Time) AuditEntry {
	b, a := map[string]any{}, map[string]any{}
	for k, v := range before {
		if w, ok := after[k]; !ok || !sameValue(v, w) {
			b[k] = v
		}
	}
	for k, v := range after {
		if w, ok := before[k]; !ok || !sameValue(v, w) {
			a[k] = v
		}
	}
	return AuditEntry{ID: NewID(), At: now, Actor: actor, Action: action, Target: target, Before: nilIfEmpty(b), After: nilIfEmpty(a)}
}

func sameValue(x, y any) bool {
	defer func() { _ = recover() }() // uncomparable values count as changed
	return x == y
}

func nilIfEmpty(m map[string]any) map[string]any {
	if len(m) == 0 {
		return nil
	}
	return m
}

// AuditFilter selects log entries, newest first; empty fields match all.
type AuditFilter struct {
	Actor  string
	Action string
	PageRequest
}

// UserFilter selects users, newest first. Query matches name or email,
// whatever the case.
type UserFilter struct {
	Query string
	PageRequest
}

// SalesStats are the admin dashboard's figures for bookings placed in a
// range of days. Revenue and top products count paid, shipped and
// delivered bookings; OrdersByStatus counts every booking.
type SalesStats struct {
	RevenueByDay   []DayRevenue // every UTC day of the range, oldest first, zero days included
	OrdersByStatus map[BookingStatus]int
	TopProducts    []ProductSales // by revenue, highest first
	LowStock       []Product      // at or below their low-stock threshold
}

// DayRevenue is one UTC day's takings.
type DayRevenue struct {
	Date  string // YYYY-MM-DD
	Cents int64
}

// ProductSales is what one product sold.
type ProductSales struct {
	ProductID   string
	ProductName string
	Pieces      int64
	Cents       int64
}
