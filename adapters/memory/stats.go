package memory

import (
	"cmp"
	"context"
	"slices"
	"time"

	"github.com/palletshop/pallet/domain"
)

// SalesStats adds up the bookings placed in the range under the read lock.
func (s *Store) SalesStats(_ context.Context, from, to time.Time, top int) (domain.SalesStats, error) {
	start, end := domain.SalesDays(from, to)
	stats := domain.SalesStats{OrdersByStatus: map[domain.BookingStatus]int{}}
	revenue, refunded := map[string]int64{}, map[string]int64{}
	sales := map[string]*domain.ProductSales{}
	s.mu.RLock()
	for _, b := range s.bookings {
		b.RefundedByDay(start, end, refunded)
		if b.CreatedAt.Before(start) || !b.CreatedAt.Before(end) {
			continue
		}
		stats.OrdersByStatus[b.Status]++
		if !b.Status.CountsAsSale() {
			continue
		}
		revenue[domain.DayKey(b.CreatedAt)] += b.TotalPriceCents
		for _, l := range b.Lines {
			addLineSale(sales, l)
		}
	}
	stats.LowStock = s.lowStockLocked()
	s.mu.RUnlock()
	stats.RevenueByDay = domain.RevenueByDay(start, end, domain.NetOfRefunds(revenue, refunded))
	stats.TopProducts = topSales(sales, top)
	return stats, nil
}

func addLineSale(sales map[string]*domain.ProductSales, l domain.BookingLine) {
	ps, ok := sales[l.ProductID]
	if !ok {
		ps = &domain.ProductSales{ProductID: l.ProductID}
		sales[l.ProductID] = ps
	}
	ps.ProductName = max(ps.ProductName, l.ProductName) // the stores agree on the greatest name
	ps.Pieces += l.Quantity
	ps.Cents += l.LineTotalCents
}

// topSales is the top products by revenue, highest first, ties by id.
func topSales(sales map[string]*domain.ProductSales, top int) []domain.ProductSales {
	all := make([]domain.ProductSales, 0, len(sales))
	for _, ps := range sales {
		all = append(all, *ps)
	}
	slices.SortFunc(all, func(a, b domain.ProductSales) int {
		return cmp.Or(cmp.Compare(b.Cents, a.Cents), cmp.Compare(a.ProductID, b.ProductID))
	})
	return all[:min(max(top, 0), len(all))]
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
