package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// CompanyQueries reads company accounts: a member's own company, its
// orders and prices, and for the shop's admins any company.
type CompanyQueries struct {
	companies ports.CompanyRepository
	bookings  ports.BookingRepository
}

func NewCompanyQueries(companies ports.CompanyRepository, bookings ports.BookingRepository) *CompanyQueries {
	return &CompanyQueries{companies: companies, bookings: bookings}
}

// Mine is the caller's company; not_found in none.
func (q *CompanyQueries) Mine(ctx context.Context, actor domain.User) (domain.CompanyAccount, error) {
	c, _, err := memberOf(ctx, q.companies, actor)
	return c, err
}

// Orders lists the company's orders the caller sees: every member's for
// admins and approvers, a buyer's own.
func (q *CompanyQueries) Orders(ctx context.Context, actor domain.User, f domain.BookingFilter) (domain.Page[domain.Booking], error) {
	c, m, err := memberOf(ctx, q.companies, actor)
	if err != nil {
		return domain.Page[domain.Booking]{}, err
	}
	f.CompanyID, f.UserID = c.ID, ""
	if !m.Role.SeesEveryOrder() {
		f.UserID = actor.ID
	}
	return q.orders(ctx, f)
}

func (q *CompanyQueries) orders(ctx context.Context, f domain.BookingFilter) (domain.Page[domain.Booking], error) {
	f.Query = domain.NormalizeBookingQuery(f.Query)
	f.PageRequest = f.PageRequest.Normalize()
	return q.bookings.ListBookings(ctx, f)
}

// Prices are the caller's company's contract prices.
func (q *CompanyQueries) Prices(ctx context.Context, actor domain.User) ([]domain.ContractPrice, error) {
	c, _, err := memberOf(ctx, q.companies, actor)
	if err != nil {
		return nil, err
	}
	return q.companies.ContractPrices(ctx, c.ID)
}

// List finds companies (shop admins).
func (q *CompanyQueries) List(ctx context.Context, f domain.CompanyFilter) (domain.Page[domain.CompanyAccount], error) {
	f.PageRequest = f.PageRequest.Normalize()
	return q.companies.ListCompanies(ctx, f)
}

// Get reads any company (shop admins).
func (q *CompanyQueries) Get(ctx context.Context, id string) (domain.CompanyAccount, error) {
	return q.companies.GetCompany(ctx, id)
}

// CompanyOrders lists any company's orders (shop admins).
func (q *CompanyQueries) CompanyOrders(ctx context.Context, id string, f domain.BookingFilter) (domain.Page[domain.Booking], error) {
	if _, err := q.companies.GetCompany(ctx, id); err != nil {
		return domain.Page[domain.Booking]{}, err
	}
	f.CompanyID = id
	return q.orders(ctx, f)
}

// CompanyPrices are any company's contract prices (shop admins).
func (q *CompanyQueries) CompanyPrices(ctx context.Context, id string) ([]domain.ContractPrice, error) {
	if _, err := q.companies.GetCompany(ctx, id); err != nil {
		return nil, err
	}
	return q.companies.ContractPrices(ctx, id)
}
