package memory

import (
	"context"

	"github.com/palletshop/pallet/domain"
)

// ClaimLowStockAlerts marks and returns the products that just crossed their
// low-stock threshold, and unmarks those back above it, under the lock.
func (s *Store) ClaimLowStockAlerts(context.Context) ([]domain.Product, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	crossed := []domain.Product{}
	for id, p := range s.products {
		low := p.LowOnStock()
		switch {
		case low && !p.LowStockAlerted:
			p.LowStockAlerted = true
			crossed = append(crossed, storedProduct(p))
		case !low && p.LowStockAlerted:
			p.LowStockAlerted = false
		default:
			continue
		}
		s.products[id] = p
	}
	return crossed, nil
}
