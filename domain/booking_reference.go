package domain

import "strings"

// ReferenceLen is how many characters of a booking's id make its reference.
const ReferenceLen = 8

// Reference is the short order number buyers and staff quote: the last
// eight characters of the id, upper-cased (the front end shows the same
// characters after a "#"). Being part of the id, the order searches, which
// match any part of the id whatever the case, find it.
func (b Booking) Reference() string { return ShortReference(b.ID) }

// ShortReference is the reference of any id (orders, quotes): its last
// ReferenceLen characters, upper-cased.
func ShortReference(id string) string {
	if len(id) > ReferenceLen {
		id = id[len(id)-ReferenceLen:]
	}
	return strings.ToUpper(id)
}

// NormalizeBookingQuery trims an order search and drops the "#" a
// reference is written with, so "#5F3A9C01" finds order 5F3A9C01.
func NormalizeBookingQuery(q string) string {
	return strings.TrimPrefix(strings.TrimSpace(q), "#")
}
