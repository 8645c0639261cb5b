package memory

import (
	"context"
	"slices"

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
			out = append(out, p)
		}
	}
	return out, nil
}

// shortageLocked is what stops every line of b from being reserved now, or
// nil when nothing does. It needs the lock held.
func (s *Store) shortageLocked(b domain.Booking) *domain.StockShortage {
	short := &domain.StockShortage{}
	want := b.LineQuantities()
	for _, l := range b.Lines {
		id := l.ProductID
		p, ok := s.products[id]
		switch {
		case !ok && !slices.Contains(short.Missing, id):
			short.Missing = append(short.Missing, id)
		case ok && p.Stock < want[id]:
			if short.Stock == nil {
				short.Stock = map[string]int64{}
			}
			short.Stock[id] = p.Stock
		}
	}
	if len(short.Missing) == 0 && len(short.Stock) == 0 {
		return nil
	}
	return short
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
