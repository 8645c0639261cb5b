package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// ReturnQueries reads returns, showing each caller only what they may see.
type ReturnQueries struct {
	returns ports.ReturnRepository
	days    ReturnDays
}

func NewReturnQueries(returns ports.ReturnRepository, days ReturnDays) *ReturnQueries {
	return &ReturnQueries{returns: returns, days: days}
}

// Days is the return window, for the views' deadlines.
func (q *ReturnQueries) Days() int { return int(q.days) }

// Mine lists the caller's returns, and a company admin's company's too,
// newest first, optionally of one booking. An admin asking for one booking's
// returns gets all of them (the order desk's view of that order).
func (q *ReturnQueries) Mine(ctx context.Context, actor domain.User, bookingID string, page domain.PageRequest) (domain.Page[domain.BookingReturn], error) {
	f := domain.ReturnFilter{BookingID: bookingID, PageRequest: page.Normalize()}
	if actor.IsAdmin() && bookingID != "" {
		return q.returns.ListReturns(ctx, f)
	}
	f.UserID = actor.ID
	if ms := actor.Membership; ms != nil && ms.Member.Role == domain.CompanyAdmin {
		f.CompanyID = ms.Company.ID
	}
	return q.returns.ListReturns(ctx, f)
}

// Get returns a return to the buyer, their company's admins, or an admin;
// anyone else gets not_found so ids can't be probed.
func (q *ReturnQueries) Get(ctx context.Context, actor domain.User, id string) (domain.BookingReturn, error) {
	br, err := findReturn(ctx, q.returns, id)
	if err != nil {
		return domain.BookingReturn{}, err
	}
	if !actor.IsAdmin() && !br.Booking.ReturnableBy(actor) {
		return domain.BookingReturn{}, domain.NotFound("Return")
	}
	return br, nil
}

// Desk lists every return, by status (admins).
func (q *ReturnQueries) Desk(ctx context.Context, status domain.ReturnStatus, page domain.PageRequest) (domain.Page[domain.BookingReturn], error) {
	return q.returns.ListReturns(ctx, domain.ReturnFilter{Status: status, PageRequest: page.Normalize()})
}

// findReturn is the return with its booking.
func findReturn(ctx context.Context, returns ports.ReturnRepository, id string) (domain.BookingReturn, error) {
	if !domain.ValidID(id) {
		return domain.BookingReturn{}, domain.NotFound("Return")
	}
	b, err := returns.FindReturn(ctx, id)
	if err != nil {
		return domain.BookingReturn{}, err
	}
	r, ok := b.FindReturn(id)
	if !ok {
		return domain.BookingReturn{}, domain.NotFound("Return")
	}
	return domain.BookingReturn{Booking: b, Return: r}, nil
}
