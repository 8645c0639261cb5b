package memory

import (
	"cmp"
	"context"
	"slices"
	"time"

	"github.com/palletshop/pallet/domain"
)

// SalesStats adds up the bookings under the read lock, by the domain's
// rules (Booking.TallySale, Booking.TallyRefunds).
func (s *Store) SalesStats(_ context.Context, from, to time.Time, top int) (domain.SalesStats, error) {
	start, end := domain.SalesDays(from, to)
	stats := domain.SalesStats{OrdersByStatus: map[domain.BookingStatus]int{}}
	revenue, refunded, products := map[string]int64{}, map[string]int64{}, domain.ProductTally{}
	s.mu.RLock()
	for _, b := range s.bookings {
		b.TallySale(start, end, revenue, products)
		b.TallyRefunds(start, end, refunded, products)
		if !b.CreatedAt.Before(start) && b.CreatedAt.Before(end) {
			stats.OrdersByStatus[b.Status]++
		}
	}
	stats.LowStock = s.lowStockLocked()
	s.mu.RUnlock()
	stats.RevenueByDay = domain.RevenueByDay(start, end, domain.NetOfRefunds(revenue, refunded))
	stats.TopProducts = products.Top(top)
	return stats, nil
}

// lowStockLocked lists the products at or below their threshold, lowest
// stock first, ties by id.
func (s *Store) lowStockLocked() []domain.Product {
	low := []domain.Product{}
	for _, p := range s.products {
		if p.LowOnStock() {
			low = append(low, storedProduct(p))
		}
	}
	slices.SortFunc(low, func(a, b domain.Product) int {
		return cmp.Or(cmp.Compare(a.Stock, b.Stock), cmp.Compare(a.ID, b.ID))
	})
	return low
}
