package memory

import (
	"context"
	"slices"
	"time"

	"github.com/palletshop/pallet/domain"
)

// storedQuote copies q, lines and history included, with times as the
// stores keep them.
func storedQuote(q domain.Quote) domain.Quote {
	q.CreatedAt, q.UpdatedAt = stored(q.CreatedAt), stored(q.UpdatedAt)
	if !q.ValidUntil.IsZero() {
		q.ValidUntil = stored(q.ValidUntil)
	}
	q.Lines = slices.Clone(q.Lines)
	q.History = slices.Clone(q.History)
	if q.LeadTimeDays != nil {
		days := *q.LeadTimeDays
		q.LeadTimeDays = &days
	}
	for i := range q.History {
		q.History[i].At = stored(q.History[i].At)
	}
	return q
}

// CreateQuote adds q under the id it carries.
func (s *Store) CreateQuote(_ context.Context, q domain.Quote) error {
	return insertNew(s, s.quotes, q.ID, storedQuote(q), "Quote")
}

// CreateQuoteFromCart adds q and drops its products' lines from the buyer's
// cart under one lock.
func (s *Store) CreateQuoteFromCart(_ context.Context, q domain.Quote) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.quotes[q.ID]; ok {
		return conflictID("Quote")
	}
	s.quotes[q.ID] = storedQuote(q)
	ids := q.ProductIDs()
	s.carts[q.UserID] = slices.DeleteFunc(slices.Clone(s.carts[q.UserID]), func(l domain.CartLine) bool { return slices.Contains(ids, l.ProductID) })
	if len(s.carts[q.UserID]) == 0 {
		delete(s.carts, q.UserID)
	}
	return nil
}

// GetQuote finds a quote by id.
func (s *Store) GetQuote(_ context.Context, id string) (domain.Quote, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	q, ok := s.quotes[id]
	if !ok {
		return domain.Quote{}, domain.NotFound("Quote")
	}
	return storedQuote(q), nil
}

// ListQuotes filters by user and by the status shown at f.Now, newest first.
func (s *Store) ListQuotes(_ context.Context, f domain.QuoteFilter) (domain.Page[domain.Quote], error) {
	all := newestFirst(s, s.quotes, func(q domain.Quote) (time.Time, string) { return q.CreatedAt, q.ID })
	matches := make([]domain.Quote, 0, len(all))
	for _, q := range all {
		if (f.UserID == "" || q.UserID == f.UserID) && (f.Status == "" || q.StatusAt(f.Now) == f.Status) {
			matches = append(matches, storedQuote(q))
		}
	}
	return pageOf(matches, f.PageRequest), nil
}

// UpdateQuote applies fn to a copy under the lock and keeps it only if fn succeeds.
func (s *Store) UpdateQuote(ctx context.Context, id string, fn func(*domain.Quote) error) (domain.Quote, error) {
	return audited(ctx, s, func() (domain.Quote, error) { return s.updateQuoteLocked(id, fn) })
}

func (s *Store) updateQuoteLocked(id string, fn func(*domain.Quote) error) (domain.Quote, error) {
	q, ok := s.quotes[id]
	if !ok {
		return domain.Quote{}, domain.NotFound("Quote")
	}
	q = storedQuote(q)
	if err := fn(&q); err != nil {
		return domain.Quote{}, err
	}
	q.ID = id
	s.quotes[id] = storedQuote(q)
	return storedQuote(q), nil
}
