package memory

import (
	"context"
	"slices"

	"github.com/palletshop/pallet/domain"
)

// cartLocked copies the user's lines; it needs the lock held.
func (s *Store) cartLocked(userID string) domain.Cart {
	return domain.Cart{UserID: userID, Lines: slices.Clone(s.carts[userID])}
}

// GetCart returns the user's cart, empty if they have none.
func (s *Store) GetCart(_ context.Context, userID string) (domain.Cart, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.cartLocked(userID), nil
}

// SetCartLine sets the line's quantity, keeping its place and added time if
// the product is already in the cart, or adds it at the end.
func (s *Store) SetCartLine(_ context.Context, userID string, line domain.CartLine) (domain.Cart, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	lines := s.carts[userID]
	i := slices.IndexFunc(lines, func(l domain.CartLine) bool { return l.ProductID == line.ProductID })
	if i >= 0 {
		lines[i].Quantity = line.Quantity
	} else {
		if line.AddedAt.IsZero() {
			line.AddedAt = s.now()
		}
		line.AddedAt = stored(line.AddedAt)
		s.carts[userID] = append(lines, line)
	}
	return s.cartLocked(userID), nil
}

// RemoveCartLine drops the product from the cart; removing an absent line is fine.
func (s *Store) RemoveCartLine(_ context.Context, userID, productID string) (domain.Cart, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.carts[userID] = slices.DeleteFunc(slices.Clone(s.carts[userID]), func(l domain.CartLine) bool { return l.ProductID == productID })
	if len(s.carts[userID]) == 0 {
		delete(s.carts, userID)
	}
	return s.cartLocked(userID), nil
}

// ClearCart empties the user's cart.
func (s *Store) ClearCart(_ context.Context, userID string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.carts, userID)
	return nil
}
