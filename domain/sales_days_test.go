package domain

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

func TestSalesDaysCoverTheDayOfFromUpToAndIncludingTheDayOfTo(t *testing.T) {
	from := time.Date(2026, 3, 1, 23, 30, 0, 0, time.FixedZone("east", 3*3600)) // 20:30 UTC
	start, end := SalesDays(from, time.Date(2026, 3, 3, 0, 5, 0, 0, time.UTC))
	assert.Equal(t, time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC), start)
	assert.Equal(t, time.Date(2026, 3, 4, 0, 0, 0, 0, time.UTC), end)
}

func TestSalesDaysAreEmptyWhenToIsBeforeFrom(t *testing.T) {
	start, end := SalesDays(time.Date(2026, 3, 5, 0, 0, 0, 0, time.UTC), time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC))
	assert.Equal(t, start, end)
	assert.Empty(t, RevenueByDay(start, end, nil))
}

func TestRevenueByDayListsEveryDayWithZeroDaysIncluded(t *testing.T) {
	start, end := SalesDays(time.Date(2026, 2, 27, 8, 0, 0, 0, time.UTC), time.Date(2026, 3, 2, 8, 0, 0, 0, time.UTC))
	days := RevenueByDay(start, end, map[string]int64{"2026-02-28": 500, "2026-03-02": 7})
	assert.Equal(t, []DayRevenue{
		{Date: "2026-02-27", Cents: 0}, {Date: "2026-02-28", Cents: 500},
		{Date: "2026-03-01", Cents: 0}, {Date: "2026-03-02", Cents: 7},
	}, days)
}

func TestOnlyPaidShippedAndDeliveredCountAsSales(t *testing.T) {
	for _, s := range []BookingStatus{StatusUnpaid, StatusCancelled, StatusRefunded, StatusExpired, StatusRefunding} {
		assert.False(t, s.CountsAsSale(), s)
	}
	for _, s := range SaleStatuses {
		assert.True(t, s.CountsAsSale(), s)
	}
}

func TestARefundedOrderIsASaleIfItWasPaidOrShipped(t *testing.T) {
	done := []Refund{{ID: "r1", At: now, AmountCents: 100, Status: RefundDone, Reason: "x"}}
	paid := bookingIn(t, StatusRefunded)
	paid.PaidAt, paid.Refunds = now, done
	assert.True(t, paid.IsSale(), "paid, then refunded in full")
	shipped := bookingIn(t, StatusShipped)
	shipped.moveTo(StatusPartiallyRefunded, "admin", now)
	shipped.Refunds = done
	assert.True(t, shipped.IsSale(), "an invoice shipped unpaid, then credited")
	credited := bookingIn(t, StatusPartiallyRefunded)
	credited.Refunds = done
	assert.False(t, credited.IsSale(), "an invoice credited before it was paid or shipped")
	legacy := bookingIn(t, StatusRefunded)
	legacy.PaidAt = now
	assert.False(t, legacy.IsSale(), "refunded whole before refunds were recorded: nothing to take off")
}

func TestTalliesCountASaleOnItsDayAndItsRefundsOnTheirs(t *testing.T) {
	b := bookingIn(t, StatusRefunded)
	b.PaidAt = now
	id := b.Lines[0].ProductID
	b.Refunds = []Refund{{ID: "r1", At: now.Add(48 * time.Hour), AmountCents: b.TotalPriceCents, Status: RefundDone, Reason: "x",
		Lines: []RefundLine{{ProductID: id, Quantity: b.Lines[0].Quantity, AmountCents: b.Lines[0].LineTotalCents}}}}
	start, end := SalesDays(now, now.Add(72*time.Hour))
	revenue, refunded, products := map[string]int64{}, map[string]int64{}, ProductTally{}
	b.TallySale(start, end, revenue, products)
	b.TallyRefunds(start, end, refunded, products)
	assert.Equal(t, map[string]int64{DayKey(now): b.TotalPriceCents}, revenue)
	assert.Equal(t, map[string]int64{DayKey(now.Add(48 * time.Hour)): b.TotalPriceCents}, refunded)
	assert.Equal(t, []ProductSales{{ProductID: id, ProductName: b.Lines[0].ProductName}}, products.Top(5), "net of the refunded pieces and cents")

	later, _ := SalesDays(now.Add(48*time.Hour), now.Add(48*time.Hour))
	revenue, refunded, products = map[string]int64{}, map[string]int64{}, ProductTally{}
	b.TallySale(later, later.AddDate(0, 0, 1), revenue, products)
	b.TallyRefunds(later, later.AddDate(0, 0, 1), refunded, products)
	assert.Empty(t, revenue, "placed before the range")
	assert.Equal(t, b.TotalPriceCents, refunded[DayKey(later)], "a full refund of an order placed before the range comes off in it")
	assert.Equal(t, -b.Lines[0].Quantity, products[id].Pieces)
}
