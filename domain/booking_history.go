package domain

import "strings"

// StaffActor is how a change made by the shop's staff appears to a customer.
const StaffActor = "staff"

// HistorySeenBy is the booking's history as viewer may see it. Admins see
// who made each change. Anyone else sees the buyer's own changes and the
// system's (payment gateway, expiry) as recorded, those of their own
// company's members (who approved a member's order), and every other
// person as "staff", so a customer never learns an admin's email.
func (b Booking) HistorySeenBy(viewer User) []StatusChange {
	seen := make([]StatusChange, len(b.History))
	for i, h := range b.History {
		if !b.byColleagueOf(viewer, h.By) {
			h.By = actorSeenBy(viewer, h.By, b.UserEmail)
		}
		seen[i] = h
	}
	return seen
}

// byColleagueOf reports whether by is a member of viewer's company, the
// company b was placed for.
func (b Booking) byColleagueOf(viewer User, by string) bool {
	ms := viewer.Membership
	if ms == nil || b.Company.ID == "" || ms.Company.ID != b.Company.ID {
		return false
	}
	for _, m := range ms.Company.Members {
		if strings.EqualFold(m.Email, by) {
			return true
		}
	}
	return false
}

// HistorySeenBy is the quote's history as viewer may see it, by the
// bookings' rule: customers see "staff" for the shop's people.
func (q Quote) HistorySeenBy(viewer User) []QuoteChange {
	seen := make([]QuoteChange, len(q.History))
	for i, h := range q.History {
		h.By = actorSeenBy(viewer, h.By, q.UserEmail)
		seen[i] = h
	}
	return seen
}

// actorSeenBy is who made a change, as viewer may see it.
func actorSeenBy(viewer User, by, buyerEmail string) string {
	if !viewer.IsAdmin() && isStaffActor(by, buyerEmail) {
		return StaffActor
	}
	return by
}

// isStaffActor reports a person other than the buyer. People are recorded
// by email; the system's actors ("payment-gateway", "system") are not.
func isStaffActor(by, buyerEmail string) bool {
	return strings.Contains(by, "@") && !strings.EqualFold(by, buyerEmail)
}
