package domain

import (
	"strings"
	"time"
)

// MaxReviewLen bounds a review's text.
const MaxReviewLen = 2000

// A rating is a whole number of stars from MinRating to MaxRating.
const (
	MinRating = 1
	MaxRating = 5
)

// Review is a customer's rating of the shop, with a photo.
type Review struct {
	ID            string
	UserID        string
	Name          string
	Email         string
	Review        string
	Rating        int
	Img           string
	VerifiedBuyer bool
	CreatedAt     time.Time
}

// ReviewInput is the add-review form; name and email come from the user.
type ReviewInput struct {
	Review string
	Rating int
	Img    string
}

// NewReview validates the form with the messages users see (docs/product.md).
func NewReview(in ReviewInput, author User, verified bool, now time.Time) (Review, error) {
	errs := FieldErrors{}
	CheckText(errs, "name", author.Name, "Name is Required", MaxNameLen)
	CheckText(errs, "review", in.Review, "Review is Required", MaxReviewLen)
	if in.Rating < MinRating || in.Rating > MaxRating {
		errs.Add("rating", "Rating must be a whole number from 1 to 5")
	}
	CheckImageURL(errs, "img", in.Img, "Photo url is Required")
	if err := errs.Err("name", "review", "rating", "img"); err != nil {
		return Review{}, err
	}
	return Review{
		ID: NewID(), UserID: author.ID, Name: author.Name, Email: author.Email,
		Review: strings.TrimSpace(in.Review), Rating: in.Rating, Img: strings.TrimSpace(in.Img),
		VerifiedBuyer: verified, CreatedAt: now,
	}, nil
}
