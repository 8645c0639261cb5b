package memory

import (
	"context"
	"time"

	"github.com/palletshop/pallet/domain"
)

// CreateReview adds r.
func (s *Store) CreateReview(_ context.Context, r domain.Review) error {
	r.CreatedAt = stored(r.CreatedAt)
	return insertNew(s, s.reviews, r.ID, r, "Review")
}

// ListReviews pages reviews, newest first.
func (s *Store) ListReviews(_ context.Context, req domain.PageRequest) (domain.Page[domain.Review], error) {
	all := newestFirst(s, s.reviews, func(v domain.Review) (time.Time, string) { return v.CreatedAt, v.ID })
	return pageOf(all, req), nil
}

// DeleteReview removes a review.
func (s *Store) DeleteReview(ctx context.Context, id string) error {
	return auditedErr(ctx, s, func() error { return deleteByIDLocked(s.reviews, id, "Review") })
}
