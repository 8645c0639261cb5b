package domain

import (
	"cmp"
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

// CountsAsSale reports whether a booking in this status is a sale
// whatever else it holds: paid, or shipped (on invoice terms, before it is
// paid). Refunds never make an order stop being a sale: see IsSale.
func (s BookingStatus) CountsAsSale() bool { return slices.Contains(SaleStatuses, s) }

// SaleStatuses are the statuses that CountsAsSale.
var SaleStatuses = []BookingStatus{StatusPaid, StatusPartiallyShipped, StatusShipped, StatusDelivered}

// RefundStatuses are the statuses refunds move an order to; such an order
// is a sale if it was one before (IsSale).
var RefundStatuses = []BookingStatus{StatusPartiallyRefunded, StatusRefunded}

// ShippedStatuses are the statuses an order that shipped has passed through.
var ShippedStatuses = []BookingStatus{StatusPartiallyShipped, StatusShipped, StatusDelivered}

// IsSale reports whether b counts towards revenue and top products, on the
// day it was placed (its total with tax, its lines without), and its done
// refunds come off on the days they were made (TallyRefunds). That is an
// order in a sale status, or a partly or fully refunded one that was a
// sale before: paid, or shipped. An invoice credited before it was paid or
// shipped was never a sale, and nor was an order refunded whole before
// refunds were recorded one by one (it has no refunds to take off).
func (b Booking) IsSale() bool {
	if b.Status.CountsAsSale() {
		return true
	}
	if !slices.Contains(RefundStatuses, b.Status) || len(b.Refunds) == 0 {
		return false
	}
	return !b.PaidAt.IsZero() || slices.ContainsFunc(b.History, func(c StatusChange) bool { return slices.Contains(ShippedStatuses, c.Status) })
}

// TallySale adds b to revenue (by day, with tax) and products (without
// tax) if it is a sale placed in [start, end).
func (b Booking) TallySale(start, end time.Time, revenue map[string]int64, products ProductTally) {
	if b.CreatedAt.Before(start) || !b.CreatedAt.Before(end) || !b.IsSale() {
		return
	}
	revenue[DayKey(b.CreatedAt)] += b.TotalPriceCents
	for _, l := range b.Lines {
		products.Add(l.ProductID, l.ProductName, l.Quantity, l.LineTotalCents)
	}
}

// TallyRefunds adds the done refunds of a sale made in [start, end) to
// refunded, by the UTC day each was made, and takes their refunded lines
// off products (pieces, and cents without tax). A refund of an amount
// names no product, so it comes off revenue only.
func (b Booking) TallyRefunds(start, end time.Time, refunded map[string]int64, products ProductTally) {
	if !b.IsSale() {
		return
	}
	for _, r := range b.Refunds {
		if r.Status != RefundDone || r.At.Before(start) || !r.At.Before(end) {
			continue
		}
		refunded[DayKey(r.At)] += r.AmountCents
		for _, l := range r.Lines {
			products.Add(l.ProductID, b.lineName(l.ProductID), -l.Quantity, -l.AmountCents)
		}
	}
}

func (b Booking) lineName(productID string) string {
	for _, l := range b.Lines {
		if l.ProductID == productID {
			return l.ProductName
		}
	}
	return ""
}

// ProductTally adds up pieces and cents by product.
type ProductTally map[string]*ProductSales

// Add adds pieces and cents (negative to take them off) to a product; the
// stores agree on the greatest name seen.
func (t ProductTally) Add(productID, name string, pieces, cents int64) {
	ps, ok := t[productID]
	if !ok {
		ps = &ProductSales{ProductID: productID}
		t[productID] = ps
	}
	ps.ProductName = max(ps.ProductName, name)
	ps.Pieces += pieces
	ps.Cents += cents
}

// Top is the top n products by cents, highest first, ties by id.
func (t ProductTally) Top(n int) []ProductSales {
	all := make([]ProductSales, 0, len(t))
	for _, ps := range t {
		all = append(all, *ps)
	}
	slices.SortFunc(all, func(a, b ProductSales) int {
		return cmp.Or(cmp.Compare(b.Cents, a.Cents), cmp.Compare(a.ProductID, b.ProductID))
	})
	return all[:min(max(n, 0), len(all))]
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
