package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// ReviewQueries lists reviews, newest first.
type ReviewQueries struct{ reviews ports.ReviewRepository }

func NewReviewQueries(reviews ports.ReviewRepository) *ReviewQueries {
	return &ReviewQueries{reviews: reviews}
}

func (q *ReviewQueries) List(ctx context.Context, page domain.PageRequest) (domain.Page[domain.Review], error) {
	return q.reviews.ListReviews(ctx, page.Normalize())
}

// DeleteReview removes a review (admins).
type DeleteReview struct {
	reviews ports.ReviewRepository
	version *ReviewsVersion
}

func NewDeleteReview(reviews ports.ReviewRepository, version *ReviewsVersion) *DeleteReview {
	return &DeleteReview{reviews: reviews, version: version}
}

func (h *DeleteReview) Handle(ctx context.Context, id string) error {
	defer h.version.Bump()
	return h.reviews.DeleteReview(ctx, id)
}
