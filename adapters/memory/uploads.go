package memory

import (
	"context"
	"time"

	"github.com/palletshop/pallet/domain"
)

// RecordUpload remembers one stored upload.
func (s *Store) RecordUpload(_ context.Context, u domain.Upload) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	u.CreatedAt = stored(u.CreatedAt)
	s.uploads = append(s.uploads, u)
	return nil
}

// UploadedBytesSince sums userID's uploads at or after since.
func (s *Store) UploadedBytesSince(_ context.Context, userID string, since time.Time) (int64, error) {
	return s.uploadedBytes(since, func(u domain.Upload) bool { return u.UserID == userID }), nil
}

// UploadedBytesFromAddressSince sums the uploads from address at or after since.
func (s *Store) UploadedBytesFromAddressSince(_ context.Context, address string, since time.Time) (int64, error) {
	return s.uploadedBytes(since, func(u domain.Upload) bool { return u.ClientAddress == address }), nil
}

func (s *Store) uploadedBytes(since time.Time, counts func(domain.Upload) bool) int64 {
	s.mu.RLock()
	defer s.mu.RUnlock()
	var total int64
	for _, u := range s.uploads {
		if counts(u) && !u.CreatedAt.Before(since) {
			total += u.Bytes
		}
	}
	return total
}

// UnreferencedUploads returns URLs last uploaded before olderThan that no
// product, review or user names.
func (s *Store) UnreferencedUploads(_ context.Context, olderThan time.Time, limit int) ([]domain.Upload, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	latest := map[string]domain.Upload{}
	var order []string
	for _, u := range s.uploads {
		prev, seen := latest[u.URL]
		if !seen {
			order = append(order, u.URL)
		}
		if !seen || !u.CreatedAt.Before(prev.CreatedAt) {
			latest[u.URL] = u
		}
	}
	out := []domain.Upload{}
	for _, url := range order {
		if len(out) == limit {
			break
		}
		if u := latest[url]; u.CreatedAt.Before(olderThan) && !s.referenced(url) {
			out = append(out, u)
		}
	}
	return out, nil
}

// referenced reports whether any product, review or user shows url. The
// caller holds the lock.
func (s *Store) referenced(url string) bool {
	for _, p := range s.products {
		if p.Img == url {
			return true
		}
	}
	for _, r := range s.reviews {
		if r.Img == url {
			return true
		}
	}
	for _, u := range s.users {
		if u.PhotoURL == url {
			return true
		}
	}
	return false
}

// DeleteUpload forgets every upload of url.
func (s *Store) DeleteUpload(_ context.Context, url string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	kept := s.uploads[:0]
	for _, u := range s.uploads {
		if u.URL != url {
			kept = append(kept, u)
		}
	}
	s.uploads = kept
	return nil
}
