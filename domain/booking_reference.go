package domain

import "strings"

// ReferenceLen is how many characters of a booking's id make its reference.
const ReferenceLen = 8

// Reference is the short order number buyers and staff quote: the first
// eight characters of the id, upper-cased. Being the start of the id, the
// order searches (which match any part of the id, whatever the case) find it.
func (b Booking) Reference() string {
	id := b.ID
	if len(id) > ReferenceLen {
		id = id[:ReferenceLen]
	}
	return strings.ToUpper(id)
}
