package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// BookingQueries reads orders, showing each caller only what they may see.
type BookingQueries struct{ bookings ports.BookingRepository }

func NewBookingQueries(bookings ports.BookingRepository) *BookingQueries {
	return &BookingQueries{bookings: bookings}
}

// Get returns a booking to its owner, an admin, or an admin or approver of
// the company it was placed for; anyone else gets not_found so ids can't be
// probed.
func (q *BookingQueries) Get(ctx context.Context, actor domain.User, id string) (domain.Booking, error) {
	return visibleBooking(ctx, q.bookings, actor, id)
}

// Mine lists the caller's own bookings, newest first; a query narrows them
// as on the order desk (by reference, PO number or product name).
func (q *BookingQueries) Mine(ctx context.Context, actor domain.User, query string, page domain.PageRequest) (domain.Page[domain.Booking], error) {
	return q.bookings.ListBookings(ctx, domain.BookingFilter{UserID: actor.ID, Query: domain.NormalizeBookingQuery(query), PageRequest: page.Normalize()})
}

// Desk lists every booking the filter selects (admins' order desk).
func (q *BookingQueries) Desk(ctx context.Context, f domain.BookingFilter) (domain.Page[domain.Booking], error) {
	f.Query = domain.NormalizeBookingQuery(f.Query)
	f.PageRequest = f.PageRequest.Normalize()
	return q.bookings.ListBookings(ctx, f)
}

func visibleBooking(ctx context.Context, bookings ports.BookingRepository, actor domain.User, id string) (domain.Booking, error) {
	b, err := bookings.GetBooking(ctx, id)
	if err != nil {
		return domain.Booking{}, err
	}
	if b.UserID != actor.ID && !actor.IsAdmin() && !b.SeenByCompanyOf(actor) {
		return domain.Booking{}, domain.NotFound("Booking")
	}
	return b, nil
}
