package memory

import (
	"context"
	"time"

	"github.com/palletshop/pallet/domain"
)

// CreateReview adds r.
func (s *Store) CreateReview(_ context.Context, r domain.Review) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.reviews[r.ID]; ok {
		return conflictID("Review")
	}
	r.CreatedAt = stored(r.CreatedAt)
	s.reviews[r.ID] = r
	return nil
}

// ListReviews pages reviews, newest first.
func (s *Store) ListReviews(_ context.Context, req domain.PageRequest) (domain.Page[domain.Review], error) {
	all := newestFirst(s, s.reviews, func(v domain.Review) (time.Time, string) { return v.CreatedAt, v.ID })
	return pageOf(all, req), nil
}

// DeleteReview removes a review.
func (s *Store) DeleteReview(_ context.Context, id string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.reviews[id]; !ok {
		return domain.NotFound("Review")
	}
	delete(s.reviews, id)
	return nil
}
