package memory

import (
	"cmp"
	"context"
	"slices"

	"github.com/palletshop/pallet/domain"
)

// storedReturns copies returns with times as the stores keep them.
func storedReturns(returns []domain.Return) []domain.Return {
	if len(returns) == 0 {
		return nil
	}
	out := make([]domain.Return, len(returns))
	for i, r := range returns {
		r.CreatedAt = stored(r.CreatedAt)
		r.Lines = slices.Clone(r.Lines)
		r.History = slices.Clone(r.History)
		for j := range r.History {
			r.History[j].At = stored(r.History[j].At)
		}
		out[i] = r
	}
	return out
}

// restockReturnsLocked puts back the pieces of b's returns received with
// restock since old; it needs the write lock held.
func (s *Store) restockReturnsLocked(old, b domain.Booking) {
	codes := domain.WarehouseCodes(s.warehouseListLocked())
	for _, r := range b.RestocksSince(old) {
		if p, ok := s.products[r.ProductID]; ok {
			p.GiveBack([]domain.Allocation{{Warehouse: r.Warehouse, Quantity: r.Quantity}}, codes)
			s.products[r.ProductID] = storedProduct(p)
		}
	}
}

// FindReturn scans the bookings for the return.
func (s *Store) FindReturn(_ context.Context, returnID string) (domain.Booking, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	for _, b := range s.bookings {
		if _, ok := b.FindReturn(returnID); ok {
			return storedBooking(b), nil
		}
	}
	return domain.Booking{}, domain.NotFound("Return")
}

// ListReturns scans every booking's returns, newest first.
func (s *Store) ListReturns(_ context.Context, f domain.ReturnFilter) (domain.Page[domain.BookingReturn], error) {
	s.mu.RLock()
	var matches []domain.BookingReturn
	for _, b := range s.bookings {
		for _, r := range b.Returns {
			if f.Matches(b, r) {
				matches = append(matches, domain.BookingReturn{Booking: storedBooking(b), Return: storedReturns([]domain.Return{r})[0]})
			}
		}
	}
	s.mu.RUnlock()
	slices.SortFunc(matches, func(a, b domain.BookingReturn) int {
		return cmp.Or(b.Return.CreatedAt.Compare(a.Return.CreatedAt), cmp.Compare(a.Return.ID, b.Return.ID))
	})
	return pageOf(matches, f.PageRequest), nil
}
