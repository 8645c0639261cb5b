package memory

import (
	"context"

	"github.com/palletshop/pallet/domain"
)

// GetProducts returns the products with these ids that exist.
func (s *Store) GetProducts(_ context.Context, ids []string) ([]domain.Product, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	seen := make(map[string]bool, len(ids))
	var out []domain.Product
	for _, id := range ids {
		if p, ok := s.products[id]; ok && !seen[id] {
			seen[id] = true
			out = append(out, storedProduct(p))
		}
	}
	return out, nil
}

// shortageLocked is what stops every line of b from being reserved now, or
// nil when nothing does. It needs the lock held.
func (s *Store) shortageLocked(b domain.Booking) error {
	short := &domain.StockShortage{}
	want := b.LineQuantities()
	for _, l := range b.Lines {
		id := l.ProductID
		switch p, ok := s.products[id]; {
		case !ok:
			short.AddMissing(id)
		case !p.HasStockFor(want[id]):
			short.AddShort(id, p.Stock)
		}
	}
	return short.Err()
}

// reserveLocked takes every line's pieces from its product's warehouses,
// fastest first, and records where they came from and what is backordered
// on the line. shortageLocked must have passed. It needs the write lock held.
func (s *Store) reserveLocked(b *domain.Booking) {
	order := domain.WarehouseCodes(s.warehouseListLocked())
	for i := range b.Lines {
		l := &b.Lines[i]
		p := s.products[l.ProductID]
		l.Allocations, l.BackorderedQuantity, _ = p.Reserve(l.Quantity, order)
		s.products[l.ProductID] = storedProduct(p)
	}
}

// giveBackLocked returns every line's reserved pieces to the warehouses
// they came from, skipping products that no longer exist. It needs the
// write lock held.
func (s *Store) giveBackLocked(b domain.Booking) {
	codes := domain.WarehouseCodes(s.warehouseListLocked())
	for _, l := range b.UnshippedReservations() {
		if p, ok := s.products[l.ProductID]; ok {
			p.GiveBack(l.Reserved(), codes)
			s.products[l.ProductID] = storedProduct(p)
		}
	}
}
