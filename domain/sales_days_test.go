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
