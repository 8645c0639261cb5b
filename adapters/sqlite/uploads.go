package sqlite

import (
	"context"
	"time"

	"github.com/palletshop/pallet/domain"
)

// RecordUpload adds one row for a stored upload.
func (s *Store) RecordUpload(ctx context.Context, u domain.Upload) error {
	_, err := s.writer.ExecContext(ctx, "INSERT INTO uploads (url, user_id, client_address, bytes, created_at) VALUES (?,?,?,?,?)",
		u.URL, u.UserID, u.ClientAddress, u.Bytes, toMillis(u.CreatedAt))
	return storeErr("record upload", err)
}

// UploadedBytesSince sums userID's uploads at or after since.
func (s *Store) UploadedBytesSince(ctx context.Context, userID string, since time.Time) (int64, error) {
	var total int64
	err := s.reader.QueryRowContext(ctx, "SELECT COALESCE(SUM(bytes), 0) FROM uploads WHERE user_id = ? AND created_at >= ?",
		userID, toMillis(since)).Scan(&total)
	return total, storeErr("sum uploads", err)
}

// UploadedBytesFromAddressSince sums the uploads from address at or after since.
func (s *Store) UploadedBytesFromAddressSince(ctx context.Context, address string, since time.Time) (int64, error) {
	var total int64
	err := s.reader.QueryRowContext(ctx, "SELECT COALESCE(SUM(bytes), 0) FROM uploads WHERE client_address = ? AND created_at >= ?",
		address, toMillis(since)).Scan(&total)
	return total, storeErr("sum uploads from an address", err)
}

// unreferencedUploads groups uploads by URL; with MAX(), SQLite takes the
// bare columns from the row holding the maximum, i.e. the latest upload.
const unreferencedUploads = `SELECT url, user_id, client_address, bytes, MAX(created_at) AS last FROM uploads
GROUP BY url
HAVING last < ?
   AND NOT EXISTS (SELECT 1 FROM products WHERE img = uploads.url)
   AND NOT EXISTS (SELECT 1 FROM reviews WHERE img = uploads.url)
   AND NOT EXISTS (SELECT 1 FROM users WHERE photo_url = uploads.url)
LIMIT ?`

// UnreferencedUploads returns URLs last uploaded before olderThan that
// nothing shows.
func (s *Store) UnreferencedUploads(ctx context.Context, olderThan time.Time, limit int) ([]domain.Upload, error) {
	uploads, err := queryAll(ctx, s.reader, unreferencedUploads, []any{toMillis(olderThan), limit}, scanUpload)
	return uploads, storeErr("list unreferenced uploads", err)
}

func scanUpload(row rowScanner) (domain.Upload, error) {
	var u domain.Upload
	var created int64
	err := row.Scan(&u.URL, &u.UserID, &u.ClientAddress, &u.Bytes, &created)
	u.CreatedAt = fromMillis(created)
	return u, err
}

// DeleteUpload removes every row of url.
func (s *Store) DeleteUpload(ctx context.Context, url string) error {
	_, err := s.writer.ExecContext(ctx, "DELETE FROM uploads WHERE url = ?", url)
	return storeErr("delete upload", err)
}
