package domain

import "time"

// SalesDays is the half-open span [Start, End) of whole UTC days that
// SalesStats covers for from and to: the day of from up to and including
// the day of to.
func SalesDays(from, to time.Time) (start, end time.Time) {
	start = utcDay(from)
	end = utcDay(to).AddDate(0, 0, 1)
	if end.Before(start) {
		end = start
	}
	return start, end
}

// RevenueByDay lists every UTC day in [start, end), oldest first, with the
// cents takings of the days in cents and 0 for the others.
func RevenueByDay(start, end time.Time, cents map[string]int64) []DayRevenue {
	days := []DayRevenue{}
	for d := utcDay(start); d.Before(end); d = d.AddDate(0, 0, 1) {
		key := DayKey(d)
		days = append(days, DayRevenue{Date: key, Cents: cents[key]})
	}
	return days
}

// DayKey is t's UTC day as YYYY-MM-DD.
func DayKey(t time.Time) string { return t.UTC().Format(time.DateOnly) }

// CountsAsSale reports whether a booking in this status counts towards
// revenue and top products.
func (s BookingStatus) CountsAsSale() bool {
	return s == StatusPaid || s == StatusPartiallyShipped || s == StatusShipped || s == StatusDelivered
}

// SaleStatuses are the statuses that CountsAsSale.
var SaleStatuses = []BookingStatus{StatusPaid, StatusPartiallyShipped, StatusShipped, StatusDelivered}

func utcDay(t time.Time) time.Time {
	y, m, d := t.UTC().Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}
