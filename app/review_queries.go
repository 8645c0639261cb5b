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
	now     Clock
}

func NewDeleteReview(reviews ports.ReviewRepository, now Clock) *DeleteReview {
	return &DeleteReview{reviews: reviews, now: now}
}

func (h *DeleteReview) Handle(ctx context.Context, actor domain.User, id string) error {
	ctx, audit := withAdminAudit(ctx, actor, h.now)
	audit.record(domain.AuditReviewDelete, id, nil, nil)
	return h.reviews.DeleteReview(ctx, id)
}
