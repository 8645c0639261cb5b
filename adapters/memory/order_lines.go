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

// moveStockLocked adds sign × every line's quantity to its product's stock,
// skipping products that no longer exist. It needs the write lock held.
func (s *Store) moveStockLocked(b domain.Booking, sign int64) {
	for id, q := range b.LineQuantities() {
		if p, ok := s.products[id]; ok {
			p.Stock += sign * q
			s.products[id] = p
		}
	}
}
