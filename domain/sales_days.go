package domain

import (
	"slices"
	"time"
)

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
// revenue and top products: paid, or shipped on invoice terms (invoiced),
// and not refunded in full. A partly refunded order counts, and its
// refunds come off the revenue of the days they were made (RefundedByDay).
func (s BookingStatus) CountsAsSale() bool { return slices.Contains(SaleStatuses, s) }

// SaleStatuses are the statuses that CountsAsSale.
var SaleStatuses = []BookingStatus{StatusPaid, StatusPartiallyShipped, StatusShipped, StatusDelivered, StatusPartiallyRefunded}

// RefundedByDay adds the done refunds of a sale made in [start, end) to
// refunded, by the UTC day each was made.
func (b Booking) RefundedByDay(start, end time.Time, refunded map[string]int64) {
	if !b.Status.CountsAsSale() {
		return
	}
	for _, r := range b.Refunds {
		if r.Status == RefundDone && !r.At.Before(start) && r.At.Before(end) {
			refunded[DayKey(r.At)] += r.AmountCents
		}
	}
}

// NetOfRefunds takes each day's refunds off its revenue.
func NetOfRefunds(revenue, refunded map[string]int64) map[string]int64 {
	for day, cents := range refunded {
		revenue[day] -= cents
	}
	return revenue
}

func utcDay(t time.Time) time.Time {
	y, m, d := t.UTC().Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}
