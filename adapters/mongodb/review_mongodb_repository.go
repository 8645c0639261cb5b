package mongodb

import (
	"context"

	"go.mongodb.org/mongo-driver/v2/bson"

	"github.com/palletshop/pallet/domain"
)

// CreateReview inserts r.
func (s *Store) CreateReview(ctx context.Context, r domain.Review) error {
	_, err := s.reviews.InsertOne(ctx, newReviewDoc(r))
	return storeErr(err)
}

// ListReviews returns one page of reviews, newest first.
func (s *Store) ListReviews(ctx context.Context, page domain.PageRequest) (domain.Page[domain.Review], error) {
	return listPage[domain.Review, reviewDoc](ctx, s.reviews, bson.D{}, newestFirst, page)
}

// DeleteReview removes a review.
func (s *Store) DeleteReview(ctx context.Context, id string) error {
	return s.audited(ctx, func(ctx context.Context) error { return deleteByID(ctx, s.reviews, id, "Review") })
}
