package app

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/adapters/memory"
	"github.com/palletshop/pallet/domain"
)

// keptImages is an image store that keeps what it is given.
type keptImages struct {
	saved   [][]byte
	deleted []string
}

func (k *keptImages) SaveImage(_ context.Context, data []byte, _ string) (string, error) {
	k.saved = append(k.saved, data)
	return "/images/x.png", nil
}

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

func newUploadFixture(quota domain.UploadQuota) *uploadFixture {
	f := &uploadFixture{images: &keptImages{}, store: memory.NewStore(), now: fixedNow}
	f.upload = NewUploadImage(f.images, f.store, UploadLimits{DecodeBudgetBytes: DefaultDecodeBudgetBytes, DailyQuota: quota},
		func() time.Time { return f.now })
	return f
}

// normalizedSize is how many bytes an upload of data takes once stored.
func normalizedSize(t *testing.T, data []byte) int64 {
	out, err := normalizeWithDefaultBudget(data)
	require.NoError(t, err)
	return int64(len(out.Data))
}

func TestUploadsAreStoredAndRecorded(t *testing.T) {
	f := newUploadFixture(0)
	pic := encodePNG(t, testPicture(4, 4))
	uploader := domain.User{ID: domain.NewID()}

	url, err := f.upload.Handle(context.Background(), uploader, pic)
	require.NoError(t, err)
	assert.Equal(t, "/images/x.png", url)
	require.Len(t, f.images.saved, 1)

	used, err := f.store.UploadedBytesSince(context.Background(), uploader.ID, fixedNow)
	require.NoError(t, err)
	assert.Equal(t, int64(len(f.images.saved[0])), used, "the stored bytes are recorded against the uploader")
}

func TestUploadQuotaPerUserPerDay(t *testing.T) {
	pic := encodePNG(t, testPicture(40, 30))
	size := normalizedSize(t, pic)
	f := newUploadFixture(domain.UploadQuota(2 * size)) // exactly two fit
	alice, bob := domain.User{ID: domain.NewID()}, domain.User{ID: domain.NewID()}
	ctx := context.Background()

	for i := 0; i < 2; i++ {
		_, err := f.upload.Handle(ctx, alice, pic)
		require.NoError(t, err, "upload %d", i+1)
	}
	_, err := f.upload.Handle(ctx, alice, pic)
	require.Equal(t, domain.ErrUploadQuotaReached, err)
	assert.Len(t, f.images.saved, 2, "a refused upload is not stored")

	_, err = f.upload.Handle(ctx, alice, []byte("not even an image"))
	assert.Equal(t, domain.ErrUploadQuotaReached, err, "a used-up quota is refused before decoding")

	_, err = f.upload.Handle(ctx, bob, pic)
	assert.NoError(t, err, "each user has their own quota")

	f.now = time.Date(fixedNow.Year(), fixedNow.Month(), fixedNow.Day()+1, 0, 0, 0, 0, time.UTC)
	_, err = f.upload.Handle(ctx, alice, pic)
	assert.NoError(t, err, "the quota starts again at midnight UTC")
}

func TestUploadsWaitingForDecodeBudgetHonourTheRequest(t *testing.T) {
	f := newUploadFixture(0)
	pic := encodePNG(t, testPicture(4, 4))
	require.True(t, f.upload.normalizer.budget.TryAcquire(DefaultDecodeBudgetBytes)) // every byte busy
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := f.upload.Handle(ctx, domain.User{ID: domain.NewID()}, pic)
	assert.Equal(t, domain.CodeUnavailable, domain.ErrorCode(err), "a caller that gives up while waiting gets a clear answer")
	assert.Empty(t, f.images.saved)
}
