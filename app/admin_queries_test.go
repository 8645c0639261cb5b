package app

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
)

func TestOrderDeskSearchesAndBoundsByDate(t *testing.T) {
	f := newCartFixture(t)
	f.set(t, f.product.ID, 100)
	b, err := f.checkout(dockDetails)
	require.NoError(t, err)
	f.placeBooking(t, 100)
	desk := NewBookingQueries(f.store)

	found, err := desk.Desk(context.Background(), domain.BookingFilter{Query: "  po-7781 "})
	require.NoError(t, err)
	require.Len(t, found.Items, 1)
	assert.Equal(t, b.ID, found.Items[0].ID)
	assert.Equal(t, domain.DefaultPageLimit, found.Limit, "paging is normalised")

	later, err := desk.Desk(context.Background(), domain.BookingFilter{From: fixedNow.Add(time.Hour)})
	require.NoError(t, err)
	assert.Empty(t, later.Items)
}

func TestUserSearchFindsByNameOrEmail(t *testing.T) {
	f := newOrderFixture(t)
	users := NewUserQueries(f.store)
	for _, q := range []string{"BUYER@example", " Buy "} {
		page, err := users.List(context.Background(), domain.UserFilter{Query: q})
		require.NoError(t, err)
		require.Len(t, page.Items, 1, q)
		assert.Equal(t, f.buyer.ID, page.Items[0].ID)
	}
	none, err := users.List(context.Background(), domain.UserFilter{Query: "nobody"})
	require.NoError(t, err)
	assert.Empty(t, none.Items)
}

func TestAuditLogFiltersByActorWhateverItsCase(t *testing.T) {
	f := newOrderFixture(t)
	_, err := NewSetUserRole(f.store, fixedClock()).Handle(context.Background(), refundAdmin, f.buyer.ID, domain.RoleAdmin)
	require.NoError(t, err)
	log := NewAuditQueries(f.store, f.store, f.store)

	mine, err := log.List(context.Background(), domain.AuditFilter{Actor: " ADMIN@example.com "})
	require.NoError(t, err)
	assert.Len(t, mine.Items, 1)
	others, err := log.List(context.Background(), domain.AuditFilter{Actor: "someone@example.com"})
	require.NoError(t, err)
	assert.Empty(t, others.Items)
}

func TestDashboardCoversTheLastDaysEndingToday(t *testing.T) {
	f := newOrderFixture(t)
	paid := f.paidBooking(t)
	f.placeBooking(t, 100)
	dashboard := NewSalesDashboard(f.store, fixedClock())

	st, err := dashboard.Handle(context.Background(), 7)

	require.NoError(t, err)
	require.Len(t, st.RevenueByDay, 7)
	assert.Equal(t, "2026-11-19", st.RevenueByDay[0].Date)
	assert.Equal(t, domain.DayRevenue{Date: "2026-11-25", Cents: paid.TotalPriceCents}, st.RevenueByDay[6])
	assert.Equal(t, map[domain.BookingStatus]int{domain.StatusPaid: 1, domain.StatusUnpaid: 1}, st.OrdersByStatus)
	assert.Equal(t, []domain.ProductSales{{ProductID: f.product.ID, ProductName: f.product.Name, Pieces: 100, Cents: paid.Lines[0].LineTotalCents}}, st.TopProducts)
}

func TestDashboardTakesOneToThreeHundredSixtySixDays(t *testing.T) {
	dashboard := NewSalesDashboard(newOrderFixture(t).store, fixedClock())
	for _, days := range []int{0, -1, 367} {
		_, err := dashboard.Handle(context.Background(), days)
		assert.Equal(t, map[string]string{"days": "days must be from 1 to 366"}, fieldsOf(t, err), days)
	}
	st, err := dashboard.Handle(context.Background(), 366)
	require.NoError(t, err)
	assert.Len(t, st.RevenueByDay, 366)
}

func TestMyOrdersFindAnOrderByItsReference(t *testing.T) {
	f := newOrderFixture(t)
	first := f.placeBooking(t, 100)
	f.placeBooking(t, 100)
	mine := NewBookingQueries(f.store)

	found, err := mine.Mine(context.Background(), f.buyer, " #"+strings.ToLower(first.Reference())+" ", domain.PageRequest{})
	require.NoError(t, err)
	require.Len(t, found.Items, 1)
	assert.Equal(t, first.ID, found.Items[0].ID)

	stranger := domain.User{ID: domain.NewID(), Email: "x@example.com"}
	theirs, err := mine.Mine(context.Background(), stranger, first.Reference(), domain.PageRequest{})
	require.NoError(t, err)
	assert.Empty(t, theirs.Items, "another buyer's reference finds nothing")
}
