// Package diskimages keeps uploaded images as files in the data directory
// and serves them back. It is the default ports.ImageStore.
package diskimages

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/palletshop/pallet/domain"
)

// URLPrefix is where Handler serves the stored images.
const URLPrefix = "/images/"

// extensions maps the content types NormalizeImage produces to file endings.
var extensions = map[string]string{
	"image/png":  ".png",
	"image/jpeg": ".jpg",
}

var errUnavailable = &domain.Error{Code: domain.CodeUnavailable, Message: "The image store is unavailable, please try again"}

// Store saves images under dir with names taken from their content hash, so
// saving the same bytes twice gives the same URL and one file.
type Store struct {
	dir string
}

// New creates dir if needed and returns a store that writes there.
func New(dir string) (*Store, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("image directory %s: %w", dir, err)
	}
	return &Store{dir: dir}, nil
}

// Dir is the folder the images live in.
func (s *Store) Dir() string { return s.dir }

// SaveImage stores already-normalised PNG or JPEG bytes and returns their URL.
func (s *Store) SaveImage(ctx context.Context, data []byte, contentType string) (string, error) {
	ext, ok := extensions[contentType]
	if !ok || len(data) == 0 {
		return "", fmt.Errorf("diskimages: refusing %d bytes of %q (only normalised PNG or JPEG)", len(data), contentType)
	}
	if err := ctx.Err(); err != nil {
		return "", err
	}
	sum := sha256.Sum256(data)
	name := hex.EncodeToString(sum[:])[:32] + ext
	path := filepath.Join(s.dir, name)
	if info, err := os.Stat(path); err == nil && info.Mode().IsRegular() && info.Size() == int64(len(data)) {
		return URLPrefix + name, nil
	}
	if err := writeAtomically(s.dir, path, data); err != nil {
		return "", fmt.Errorf("%w: %w", errUnavailable, err)
	}
	return URLPrefix + name, nil
}

// DeleteImage removes the file behind a URL that SaveImage returned. Only
// names SaveImage produces are accepted, so nothing outside the folder
// (or not an image) can be named; one already gone is not an error.
func (s *Store) DeleteImage(ctx context.Context, url string) error {
	name, ok := strings.CutPrefix(url, URLPrefix)
	if !ok || !namePattern.MatchString(name) {
		return fmt.Errorf("diskimages: refusing to delete %q: not an image this store saved", url)
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	err := os.Remove(filepath.Join(s.dir, name))
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("%w: %w", errUnavailable, err)
	}
	return nil
}

// Issued reports whether url names an image this store saved and still
// keeps.
func (s *Store) Issued(url string) bool {
	name, ok := strings.CutPrefix(url, URLPrefix)
	if !ok || !namePattern.MatchString(name) {
		return false
	}
	info, err := os.Stat(filepath.Join(s.dir, name))
	return err == nil && info.Mode().IsRegular()
}

// writeAtomically writes to a temporary file in the same folder and renames
// it into place, so a reader never sees a half-written image.
func writeAtomically(dir, path string, data []byte) (err error) {
	tmp, err := os.CreateTemp(dir, ".upload-*")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			_ = tmp.Close()
			_ = os.Remove(tmp.Name())
		}
	}()
	if _, err = tmp.Write(data); err != nil {
		return err
	}
	if err = tmp.Sync(); err != nil {
		return err
	}
	if err = tmp.Chmod(0o644); err != nil {
		return err
	}
	if err = tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}
