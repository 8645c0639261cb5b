package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// AddReview posts a signed-in customer's review; a customer with a paid
// order is marked a verified buyer.
type AddReview struct {
	reviews  ports.ReviewRepository
	bookings ports.BookingRepository
	photos   *PhotoLinks
	now      Clock
}

func NewAddReview(reviews ports.ReviewRepository, bookings ports.BookingRepository, photos *PhotoLinks, now Clock) *AddReview {
	return &AddReview{reviews: reviews, bookings: bookings, photos: photos, now: now}
}

func (h *AddReview) Handle(ctx context.Context, author domain.User, in domain.ReviewInput) (domain.Review, error) {
	verified, err := h.bookings.HasPaidBooking(ctx, author.ID)
	if err != nil {
		return domain.Review{}, err
	}
	r, err := domain.NewReview(in, author, verified, h.now())
	if err != nil {
		return domain.Review{}, err
	}
	if err := h.photos.Check("img", r.Img); err != nil {
		return domain.Review{}, err
	}
	if err := h.reviews.CreateReview(ctx, r); err != nil {
		return domain.Review{}, err
	}
	return r, nil
}
