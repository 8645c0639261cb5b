package memory

import (
	"cmp"
	"context"
	"slices"
	"time"

	"github.com/palletshop/pallet/domain"
)

// storedBooking copies b, history included, with times as the stores keep them.
func storedBooking(b domain.Booking) domain.Booking {
	b.CreatedAt, b.UpdatedAt = stored(b.CreatedAt), stored(b.UpdatedAt)
	b.ExpiresAt, b.InvoicedAt = storedOrZero(b.ExpiresAt), storedOrZero(b.InvoicedAt)
	b.DueDate, b.CreditedAt = storedOrZero(b.DueDate), storedOrZero(b.CreditedAt)
	b.PaidAt = storedOrZero(b.PaidAt)
	b.Refunds = slices.Clone(b.Refunds)
	for i := range b.Refunds {
		r := &b.Refunds[i]
		r.At, r.CreditedAt, r.Lines = stored(r.At), storedOrZero(r.CreditedAt), slices.Clone(r.Lines)
	}
	b.Outbox = nil
	history := make([]domain.StatusChange, len(b.History))
	for i, h := range b.History {
		h.At = stored(h.At)
		history[i] = h
	}
	b.History = history
	b.Lines = append([]domain.BookingLine(nil), b.Lines...)
	for i := range b.Lines {
		b.Lines[i].Allocations = slices.Clone(b.Lines[i].Allocations)
	}
	b.Shipments = slices.Clone(b.Shipments)
	for i := range b.Shipments {
		b.Shipments[i].At = stored(b.Shipments[i].At)
	}
	b.Returns = storedReturns(b.Returns)
	return b
}

// PlaceBooking checks the rules, reserves every line's stock, inserts b and
// empties a checked-out cart in one step under the lock, or changes nothing.
func (s *Store) PlaceBooking(_ context.Context, b domain.Booking, rules domain.OrderRules) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := rules.CheckCart(s.cartLocked(b.UserID)); err != nil {
		return err
	}
	if err := rules.CheckOpenOrders(s.openOrdersLocked(b.UserID)); err != nil {
		return err
	}
	if err := s.shortageLocked(b); err != nil {
		return err
	}
	if _, ok := s.bookings[b.ID]; ok {
		return conflictID("Booking")
	}
	if s.invoiceNumberTakenLocked(b) {
		return conflictID("Invoice number")
	}
	if err := b.CheckDocumentsToNumber(); err != nil {
		return err
	}
	s.reserveLocked(&b)
	s.saveBookingLocked(b)
	if rules.Cart != nil {
		delete(s.carts, b.UserID)
	}
	return nil
}

// openOrdersLocked counts the user's unpaid bookings; it needs the lock held.
func (s *Store) openOrdersLocked(userID string) int {
	open := 0
	for _, b := range s.bookings {
		if b.UserID == userID && b.Status == domain.StatusUnpaid {
			open++
		}
	}
	return open
}

// GetBooking finds a booking by id.
func (s *Store) GetBooking(_ context.Context, id string) (domain.Booking, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	b, ok := s.bookings[id]
	if !ok {
		return domain.Booking{}, domain.NotFound("Booking")
	}
	return storedBooking(b), nil
}

// ListBookings applies the filter (see bookingMatches), newest first.
func (s *Store) ListBookings(_ context.Context, f domain.BookingFilter) (domain.Page[domain.Booking], error) {
	s.mu.RLock()
	var matches []domain.Booking
	for _, b := range s.bookings {
		if bookingMatches(b, f) {
			matches = append(matches, storedBooking(b))
		}
	}
	s.mu.RUnlock()
	slices.SortFunc(matches, func(a, b domain.Booking) int {
		return cmp.Or(b.CreatedAt.Compare(a.CreatedAt), cmp.Compare(a.ID, b.ID))
	})
	return pageOf(matches, f.PageRequest), nil
}

// UpdateBooking applies fn to a copy under the lock.
func (s *Store) UpdateBooking(ctx context.Context, id string, fn func(*domain.Booking) error) (domain.Booking, error) {
	return audited(ctx, s, func() (domain.Booking, error) { return s.updateBookingLocked(id, fn) })
}

// updateBookingLocked needs the write lock held. A move to a status that no
// longer holds stock gives the pieces not shipped back to their product, if
// it still exists.
func (s *Store) updateBookingLocked(id string, fn func(*domain.Booking) error) (domain.Booking, error) {
	old, ok := s.bookings[id]
	if !ok {
		return domain.Booking{}, domain.NotFound("Booking")
	}
	b := storedBooking(old)
	if err := fn(&b); err != nil {
		return domain.Booking{}, err
	}
	b.ID = id
	b.KeepIssuedParties(old)
	if s.invoiceNumberTakenLocked(b) {
		return domain.Booking{}, conflictID("Invoice number")
	}
	if err := b.CheckDocumentsToNumber(); err != nil {
		return domain.Booking{}, err
	}
	if old.Status.HoldsStock() && !b.Status.HoldsStock() {
		s.giveBackLocked(old)
	}
	s.restockReturnsLocked(old, b)
	return s.saveBookingLocked(b), nil
}

// ExpireBookings expires every due unpaid booking under one hold of the lock.
func (s *Store) ExpireBookings(_ context.Context, now time.Time) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	expired := 0
	for id, b := range s.bookings {
		if !b.ReservationRanOut(now) {
			continue
		}
		if _, err := s.updateBookingLocked(id, func(b *domain.Booking) error { return b.Expire(domain.SystemActor, now) }); err != nil {
			return expired, err
		}
		expired++
	}
	return expired, nil
}

// HasPaidBooking reports whether the user has a booking in one of the
// domain.PaidStatuses (an invoice order shipped on terms counts as bought).
func (s *Store) HasPaidBooking(_ context.Context, userID string) (bool, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	for _, b := range s.bookings {
		if b.UserID == userID && slices.Contains(domain.PaidStatuses, b.Status) {
			return true, nil
		}
	}
	return false, nil
}
