package memory

import (
	"strings"

	"github.com/palletshop/pallet/domain"
)

// bookingMatches applies the order desk's filter to one booking.
func bookingMatches(b domain.Booking, f domain.BookingFilter) bool {
	switch {
	case f.UserID != "" && b.UserID != f.UserID:
		return false
	case f.CompanyID != "" && b.Company.ID != f.CompanyID:
		return false
	case f.Status != "" && b.Status != f.Status:
		return false
	case !f.From.IsZero() && b.CreatedAt.Before(stored(f.From)):
		return false
	case !f.To.IsZero() && !b.CreatedAt.Before(stored(f.To)):
		return false
	}
	return f.Query == "" || bookingContains(b, strings.ToLower(f.Query))
}

// bookingContains looks for the lower-cased needle in the buyer's email, the
// PO number, the id and every line's product name.
func bookingContains(b domain.Booking, needle string) bool {
	if containsFold(needle, b.UserEmail, b.PONumber, b.ID) {
		return true
	}
	for _, l := range b.Lines {
		if containsFold(needle, l.ProductName) {
			return true
		}
	}
	return false
}
