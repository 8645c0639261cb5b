package ports

import (
	"context"
	"time"

	"github.com/palletshop/pallet/domain"
)

// UploadRepository records every stored upload, so that the daily quotas of
// each user and each client address can be counted and uploads nothing uses can be swept away.
type UploadRepository interface {
	RecordUpload(ctx context.Context, u domain.Upload) error
	// UploadedBytesSince sums the bytes userID uploaded at or after since.
	UploadedBytesSince(ctx context.Context, userID string, since time.Time) (int64, error)
	// UploadedBytesFromAddressSince sums the bytes uploaded from the
	// client address at or after since, whoever uploaded them.
	UploadedBytesFromAddressSince(ctx context.Context, address string, since time.Time) (int64, error)
	// UnreferencedUploads returns up to limit URLs, each as its latest
	// upload, that were last uploaded before olderThan and that no
	// product's img, review's img or user's photo URL equals. Order is
	// unspecified.
	UnreferencedUploads(ctx context.Context, olderThan time.Time, limit int) ([]domain.Upload, error)
	// DeleteUpload forgets every upload of url; an unknown url is not an error.
	DeleteUpload(ctx context.Context, url string) error
}
