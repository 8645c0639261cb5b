package diskimages

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
)

var pngBytes = []byte("\x89PNG\r\n\x1a\nnot really decoded by the store")

func newStore(t *testing.T) *Store {
	t.Helper()
	s, err := New(filepath.Join(t.TempDir(), "images"))
	require.NoError(t, err)
	return s
}

func TestSaveImageNamesFilesByContent(t *testing.T) {
	s := newStore(t)
	url, err := s.SaveImage(context.Background(), pngBytes, "image/png")
	require.NoError(t, err)
	assert.Regexp(t, regexp.MustCompile(`^/images/[0-9a-f]{32}\.png$`), url)

	stored, err := os.ReadFile(filepath.Join(s.Dir(), filepath.Base(url)))
	require.NoError(t, err)
	assert.Equal(t, pngBytes, stored)

	jpgURL, err := s.SaveImage(context.Background(), []byte("\xff\xd8\xff other bytes"), "image/jpeg")
	require.NoError(t, err)
	assert.Regexp(t, `^/images/[0-9a-f]{32}\.jpg$`, jpgURL)
	assert.NotEqual(t, filepath.Base(url)[:32], filepath.Base(jpgURL)[:32])
}

func TestSaveImageIsIdempotent(t *testing.T) {
	s := newStore(t)
	first, err := s.SaveImage(context.Background(), pngBytes, "image/png")
	require.NoError(t, err)
	second, err := s.SaveImage(context.Background(), append([]byte{}, pngBytes...), "image/png")
	require.NoError(t, err)
	assert.Equal(t, first, second)

	entries, err := os.ReadDir(s.Dir())
	require.NoError(t, err)
	require.Len(t, entries, 1, "one file, and no temporary files left behind")
	assert.Equal(t, filepath.Base(first), entries[0].Name())
}

func TestSaveImageRefusesWhatWasNotNormalised(t *testing.T) {
	s := newStore(t)
	_, err := s.SaveImage(context.Background(), pngBytes, "image/gif")
	assert.Error(t, err)
	_, err = s.SaveImage(context.Background(), nil, "image/png")
	assert.Error(t, err)
}

func TestSaveImageReportsAnUnwritableFolderAsUnavailable(t *testing.T) {
	s := newStore(t)
	require.NoError(t, os.RemoveAll(s.Dir()))
	require.NoError(t, os.WriteFile(s.Dir(), []byte("a file, not a folder"), 0o644))

	_, err := s.SaveImage(context.Background(), pngBytes, "image/png")
	require.Error(t, err)
	assert.True(t, domain.IsCode(err, domain.CodeUnavailable), "got %v", err)
}

func TestSaveImageHonoursCancellation(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := newStore(t).SaveImage(ctx, pngBytes, "image/png")
	assert.ErrorIs(t, err, context.Canceled)
}

func TestDeleteImageRemovesTheFile(t *testing.T) {
	s := newStore(t)
	url, err := s.SaveImage(context.Background(), pngBytes, "image/png")
	require.NoError(t, err)

	require.NoError(t, s.DeleteImage(context.Background(), url))
	assert.NoFileExists(t, filepath.Join(s.Dir(), filepath.Base(url)))
	assert.NoError(t, s.DeleteImage(context.Background(), url), "already gone is fine")
}

func TestDeleteImageNeverLeavesItsFolder(t *testing.T) {
	s := newStore(t)
	outside := filepath.Join(filepath.Dir(s.Dir()), "pallet.db")
	require.NoError(t, os.WriteFile(outside, []byte("the shop's data"), 0o644))
	hidden := filepath.Join(s.Dir(), ".upload-123")
	require.NoError(t, os.WriteFile(hidden, []byte("x"), 0o644))

	for _, url := range []string{
		"/images/../pallet.db",
		"/images/..%2fpallet.db",
		"/images/../../etc/passwd",
		"/images/.upload-123",
		"/images/0123456789abcdef0123456789abcdef.png/../../pallet.db",
		"/catalogue/ssd-sata.svg",
		"https://i.host.test/0123456789abcdef0123456789abcdef.png",
		"",
	} {
		assert.Error(t, s.DeleteImage(context.Background(), url), url)
	}
	assert.FileExists(t, outside)
	assert.FileExists(t, hidden)
}

func TestIssuedKnowsOnlyImagesTheStoreKeeps(t *testing.T) {
	s := newStore(t)
	url, err := s.SaveImage(context.Background(), pngBytes, "image/png")
	require.NoError(t, err)
	assert.True(t, s.Issued(url))

	for _, other := range []string{
		"/images/0123456789abcdef0123456789abcdef.png", // never saved
		"/images/../pallet.db",
		"/images/.upload-123",
		"/catalogue/ssd-sata.svg",
		"https://elsewhere.example" + url,
		url + "?x",
		"",
	} {
		assert.False(t, s.Issued(other), other)
	}
	require.NoError(t, s.DeleteImage(context.Background(), url))
	assert.False(t, s.Issued(url), "a deleted image is no longer the store's")
}
