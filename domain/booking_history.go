package domain

import "strings"

// StaffActor is how a change made by the shop's staff appears to a customer.
const StaffActor = "staff"

// HistorySeenBy is the booking's history as viewer may see it. Admins see
// who made each change. Anyone else sees the buyer's own changes and the
// system's (payment gateway, expiry) as recorded, and every other person
// as "staff", so a customer never learns an admin's email.
func (b Booking) HistorySeenBy(viewer User) []StatusChange {
	seen := make([]StatusChange, len(b.History))
	for i, h := range b.History {
		if !viewer.IsAdmin() && isStaffActor(h.By, b.User) {
			h.By = StaffActor
		}
		seen[i] = h
	}
	return seen
}

// isStaffActor reports a person other than the buyer. People are recorded
// by email; the system's actors ("payment-gateway", "system") are not.
func isStaffActor(by, buyerEmail string) bool {
	return strings.Contains(by, "@") && !strings.EqualFold(by, buyerEmail)
}
