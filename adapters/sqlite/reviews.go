package sqlite

import (
	"context"
	"database/sql"

	"github.com/palletshop/pallet/domain"
)

const reviewColumns = "id, user_id, name, email, review, rating, img, verified_buyer, created_at"

func scanReview(row rowScanner) (domain.Review, error) {
	var r domain.Review
	var created int64
	err := row.Scan(&r.ID, &r.UserID, &r.Name, &r.Email, &r.Review, &r.Rating, &r.Img, &r.VerifiedBuyer, &created)
	r.CreatedAt = fromMillis(created)
	return r, err
}

// CreateReview inserts r.
func (s *Store) CreateReview(ctx context.Context, r domain.Review) error {
	_, err := s.writer.ExecContext(ctx, "INSERT INTO reviews ("+reviewColumns+") VALUES (?,?,?,?,?,?,?,?,?)",
		r.ID, r.UserID, r.Name, r.Email, r.Review, r.Rating, r.Img, r.VerifiedBuyer, toMillis(r.CreatedAt))
	return storeErr("create review", duplicateID(err, "Review"))
}

// ListReviews pages reviews, newest first.
func (s *Store) ListReviews(ctx context.Context, req domain.PageRequest) (domain.Page[domain.Review], error) {
	return page(ctx, s.reader, "list reviews", listQuery[domain.Review]{
		from: "reviews", columns: reviewColumns, orderBy: "created_at DESC, id", scan: scanReview,
	}, req)
}

// DeleteReview removes a review.
func (s *Store) DeleteReview(ctx context.Context, id string) error {
	return s.write(ctx, "delete review", func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, "DELETE FROM reviews WHERE id = ?", id)
		return affectedOne(res, err, "Review")
	})
}
