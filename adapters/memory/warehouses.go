package memory

import (
	"context"
	"maps"
	"slices"

	"github.com/palletshop/pallet/domain"
)

// warehouseListLocked is every warehouse in taking order; it needs the lock held.
func (s *Store) warehouseListLocked() []domain.Warehouse {
	ws := slices.Collect(maps.Values(s.warehouses))
	domain.SortWarehouses(ws)
	return ws
}

// ListWarehouses returns the warehouses in taking order.
func (s *Store) ListWarehouses(context.Context) ([]domain.Warehouse, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.warehouseListLocked(), nil
}

// SaveWarehouse creates or replaces the warehouse with w's code.
func (s *Store) SaveWarehouse(ctx context.Context, w domain.Warehouse) error {
	_, err := audited(ctx, s, func() (struct{}, error) {
		if _, ok := s.warehouses[w.Code]; !ok && len(s.warehouses) >= domain.MaxWarehouses {
			return struct{}{}, domain.ErrTooManyWarehouses
		}
		s.warehouses[w.Code] = w
		return struct{}{}, nil
	})
	return err
}

// DeleteWarehouse removes it, checked against the stock under the lock.
func (s *Store) DeleteWarehouse(ctx context.Context, code string) error {
	_, err := audited(ctx, s, func() (struct{}, error) {
		held := false
		for _, p := range s.products {
			held = held || p.StockIn(code) > 0
		}
		if err := domain.CheckWarehouseDelete(code, s.warehouseListLocked(), held); err != nil {
			return struct{}{}, err
		}
		delete(s.warehouses, code)
		return struct{}{}, nil
	})
	return err
}

// FillBackorders offers the product's stock to its waiting bookings,
// longest ready to ship first (domain.FirstToFill), under one hold of the lock.
func (s *Store) FillBackorders(ctx context.Context, productID string, fill func(*domain.Booking, *domain.Product) bool) ([]domain.Booking, error) {
	return audited(ctx, s, productWrite(s, func() ([]domain.Booking, error) {
		p, ok := s.products[productID]
		if !ok {
			return nil, domain.NotFound("Product")
		}
		p = storedProduct(p)
		var waiting []domain.Booking
		for _, b := range s.bookings {
			if b.WaitsForStock(productID) {
				waiting = append(waiting, storedBooking(b))
			}
		}
		slices.SortFunc(waiting, domain.FirstToFill)
		var changed []domain.Booking
		for _, b := range waiting {
			if fill(&b, &p) {
				changed = append(changed, s.saveBookingLocked(b))
			}
		}
		s.products[productID] = storedProduct(p)
		return changed, nil
	}))
}
