package app

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/png"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/adapters/imaging"
	"github.com/palletshop/pallet/adapters/memory"
	"github.com/palletshop/pallet/domain"
)

// keptImages is an image store that keeps what it is given, naming each
// image by its place in line.
type keptImages struct {
	saved   [][]byte
	deleted []string
}

func (k *keptImages) SaveImage(_ context.Context, data []byte, _ string) (string, error) {
	k.saved = append(k.saved, data)
	return fmt.Sprintf("/images/%d.png", len(k.saved)), nil
}

func (k *keptImages) Issued(url string) bool { return strings.HasPrefix(url, "/images/") }

func (k *keptImages) DeleteImage(_ context.Context, url string) error {
	k.deleted = append(k.deleted, url)
	return nil
}

type uploadFixture struct {
	images *keptImages
	store  *memory.Store
	now    time.Time
	upload *UploadImage
}

// clientAddress is where the fixture's uploads come from.
const clientAddress = "203.0.113.7"

func newUploadFixture(quota domain.UploadQuota) *uploadFixture {
	return newUploadFixtureWith(UploadLimits{DecodeBudgetBytes: DefaultDecodeBudgetBytes, DailyQuota: quota})
}

func newUploadFixtureWith(limits UploadLimits) *uploadFixture {
	f := &uploadFixture{images: &keptImages{}, store: memory.NewStore(), now: fixedNow}
	f.upload = NewUploadImage(f.images, imaging.New(), f.store, limits, func() time.Time { return f.now })
	return f
}

// normalizedSize is how many bytes an upload of data takes once stored.
func normalizedSize(t *testing.T, data []byte) int64 {
	out, err := imaging.New().Process(data, pictureCopySides)
	require.NoError(t, err)
	return int64(len(out.Data))
}

func TestUploadsAreStoredAndRecorded(t *testing.T) {
	f := newUploadFixture(0)
	pic := pngPicture(t, 4, 4)
	uploader := domain.User{ID: domain.NewID()}

	url, err := f.upload.Handle(context.Background(), uploader, clientAddress, pic)
	require.NoError(t, err)
	assert.Equal(t, "/images/1.png", url, "a picture too small for copies keeps a plain URL")
	require.Len(t, f.images.saved, 1)

	used, err := f.store.UploadedBytesSince(context.Background(), uploader.ID, fixedNow)
	require.NoError(t, err)
	assert.Equal(t, int64(len(f.images.saved[0])), used, "the stored bytes are recorded against the uploader")
}

func TestUploadQuotaPerUserPerDay(t *testing.T) {
	pic := pngPicture(t, 40, 30)
	size := normalizedSize(t, pic)
	f := newUploadFixture(domain.UploadQuota(2 * size)) // exactly two fit
	alice, bob := domain.User{ID: domain.NewID()}, domain.User{ID: domain.NewID()}
	ctx := context.Background()

	for i := 0; i < 2; i++ {
		_, err := f.upload.Handle(ctx, alice, clientAddress, pic)
		require.NoError(t, err, "upload %d", i+1)
	}
	_, err := f.upload.Handle(ctx, alice, clientAddress, pic)
	require.Equal(t, domain.ErrUploadQuotaReached, err)
	assert.Len(t, f.images.saved, 2, "a refused upload is not stored")

	_, err = f.upload.Handle(ctx, alice, clientAddress, []byte("not even an image"))
	assert.Equal(t, domain.ErrUploadQuotaReached, err, "a used-up quota is refused before decoding")

	_, err = f.upload.Handle(ctx, bob, clientAddress, pic)
	assert.NoError(t, err, "each user has their own quota")

	f.now = time.Date(fixedNow.Year(), fixedNow.Month(), fixedNow.Day()+1, 0, 0, 0, 0, time.UTC)
	_, err = f.upload.Handle(ctx, alice, clientAddress, pic)
	assert.NoError(t, err, "the quota starts again at midnight UTC")
}

func TestUploadQuotaPerClientAddressPerDay(t *testing.T) {
	pic := pngPicture(t, 40, 30)
	size := normalizedSize(t, pic)
	f := newUploadFixtureWith(UploadLimits{DecodeBudgetBytes: DefaultDecodeBudgetBytes,
		DailyQuota: domain.UploadQuota(size), AddressDailyQuota: domain.UploadQuota(2 * size)})
	ctx := context.Background()
	for i := 0; i < 2; i++ {
		_, err := f.upload.Handle(ctx, domain.User{ID: domain.NewID()}, clientAddress, pic)
		require.NoError(t, err, "fresh account %d", i+1)
	}
	fresh := domain.User{ID: domain.NewID()}
	_, err := f.upload.Handle(ctx, fresh, clientAddress, pic)
	require.Equal(t, domain.ErrAddressUploadQuotaReached, err, "a fresh account brings no fresh quota to the address")
	_, err = f.upload.Handle(ctx, fresh, clientAddress, []byte("not even an image"))
	assert.Equal(t, domain.ErrAddressUploadQuotaReached, err, "a used-up address is refused before decoding")
	assert.Len(t, f.images.saved, 2)

	_, err = f.upload.Handle(ctx, fresh, "198.51.100.1", pic)
	assert.NoError(t, err, "another address has its own quota")

	f.now = time.Date(fixedNow.Year(), fixedNow.Month(), fixedNow.Day()+1, 0, 0, 0, 0, time.UTC)
	_, err = f.upload.Handle(ctx, domain.User{ID: domain.NewID()}, clientAddress, pic)
	assert.NoError(t, err, "the address's quota starts again at midnight UTC")
}

func TestUploadsWaitingForDecodeBudgetHonourTheRequest(t *testing.T) {
	f := newUploadFixture(0)
	pic := pngPicture(t, 4, 4)
	require.True(t, f.upload.normalizer.budget.TryAcquire(DefaultDecodeBudgetBytes)) // every byte busy
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := f.upload.Handle(ctx, domain.User{ID: domain.NewID()}, clientAddress, pic)
	assert.Equal(t, domain.CodeUnavailable, domain.ErrorCode(err), "a caller that gives up while waiting gets a clear answer")
	assert.Empty(t, f.images.saved)
}

func pngPicture(t *testing.T, w, h int) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for i := range img.Pix {
		img.Pix[i] = uint8(i * 7)
	}
	var buf bytes.Buffer
	require.NoError(t, png.Encode(&buf, img))
	return buf.Bytes()
}

func TestUploadsKeepSmallerCopiesNamedInTheURL(t *testing.T) {
	f := newUploadFixture(0)
	uploader := domain.User{ID: domain.NewID()}

	url, err := f.upload.Handle(context.Background(), uploader, clientAddress, pngPicture(t, 1000, 500))
	require.NoError(t, err)
	require.Len(t, f.images.saved, 3, "the copies and the picture")
	picture := domain.ParseStoredPicture(url)
	assert.Equal(t, domain.StoredPicture{URL: "/images/3.png", Width: 1000,
		Copies: []domain.PictureCopy{{URL: "/images/1.png", Width: 640}, {URL: "/images/2.png", Width: 320}}}, picture)

	used, err := f.store.UploadedBytesSince(context.Background(), uploader.ID, fixedNow)
	require.NoError(t, err)
	assert.Equal(t, int64(len(f.images.saved[2])), used, "the quota counts the picture, not the shop's copies")
}
