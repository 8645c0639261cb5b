package app

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/adapters/memory"
	"github.com/palletshop/pallet/domain"
)

// sweepImages records deletions, failing for the URLs in refuse.
type sweepImages struct {
	keptImages
	refuse  map[string]bool
	deletes chan string
}

func (s *sweepImages) DeleteImage(ctx context.Context, url string) error {
	if s.refuse[url] {
		return errors.New("disk says no")
	}
	if s.deletes != nil {
		s.deletes <- url
	}
	return s.keptImages.DeleteImage(ctx, url)
}

func recordAt(t *testing.T, store *memory.Store, url string, at time.Time) {
	t.Helper()
	require.NoError(t, store.RecordUpload(context.Background(), domain.Upload{URL: url, UserID: "u1", Bytes: 10, CreatedAt: at}))
}

func remainingUploads(t *testing.T, store *memory.Store) []string {
	t.Helper()
	left, err := store.UnreferencedUploads(context.Background(), fixedNow.Add(time.Hour), 1000)
	require.NoError(t, err)
	urls := []string{}
	for _, u := range left {
		urls = append(urls, u.URL)
	}
	return urls
}

func TestSweepDeletesDayOldUploadsNothingShows(t *testing.T) {
	f := newOrderFixture(t) // its product shows /catalogue/ssd-sata.svg
	dayAgo := fixedNow.Add(-domain.UnreferencedUploadGrace)
	recordAt(t, f.store, "/images/abandoned.png", dayAgo.Add(-time.Minute))
	recordAt(t, f.store, "/images/just-uploaded.png", dayAgo.Add(time.Minute))
	recordAt(t, f.store, "/catalogue/ssd-sata.svg", dayAgo.Add(-time.Hour))
	images := &sweepImages{}

	n, err := NewSweepUploads(f.store, images, quietLog(), fixedClock()).Handle(context.Background())
	require.NoError(t, err)
	assert.Equal(t, 1, n)
	assert.Equal(t, []string{"/images/abandoned.png"}, images.deleted)
	assert.Equal(t, []string{"/images/just-uploaded.png"}, remainingUploads(t, f.store), "the abandoned upload's record is gone too")
}

func TestSweepWorksThroughManyBatches(t *testing.T) {
	store := memory.NewStore()
	total := 2*sweepBatch + 5
	for i := 0; i < total; i++ {
		recordAt(t, store, fmt.Sprintf("/images/%03d.png", i), fixedNow.Add(-48*time.Hour))
	}
	images := &sweepImages{}
	n, err := NewSweepUploads(store, images, quietLog(), fixedClock()).Handle(context.Background())
	require.NoError(t, err)
	assert.Equal(t, total, n)
	assert.Len(t, images.deleted, total)
	assert.Empty(t, remainingUploads(t, store))
}

func TestSweepKeepsTheRecordWhenTheImageCantBeDeleted(t *testing.T) {
	store := memory.NewStore()
	for i := 0; i < sweepBatch; i++ { // a full batch, so a retry loop would spin
		recordAt(t, store, fmt.Sprintf("/images/%03d.png", i), fixedNow.Add(-48*time.Hour))
	}
	images := &sweepImages{refuse: map[string]bool{"/images/007.png": true}}
	n, err := NewSweepUploads(store, images, quietLog(), fixedClock()).Handle(context.Background())
	require.NoError(t, err)
	assert.Equal(t, sweepBatch-1, n)
	assert.Equal(t, []string{"/images/007.png"}, remainingUploads(t, store), "kept for the next sweep")
}

func TestSweepRunsOnEveryTickUntilStopped(t *testing.T) {
	store := memory.NewStore()
	images := &sweepImages{deletes: make(chan string, 1)}
	ticks := make(chan time.Time)
	ctx, cancel := context.WithCancel(context.Background())
	stopped := make(chan struct{})
	go func() {
		NewSweepUploads(store, images, quietLog(), fixedClock()).Run(ctx, ticks)
		close(stopped)
	}()

	for _, url := range []string{"/images/first.png", "/images/second.png"} {
		recordAt(t, store, url, fixedNow.Add(-48*time.Hour))
		ticks <- fixedNow
		select {
		case got := <-images.deletes:
			assert.Equal(t, url, got)
		case <-time.After(waitLimit):
			t.Fatalf("the tick did not sweep %s", url)
		}
	}
	cancel()
	select {
	case <-stopped:
	case <-time.After(waitLimit):
		t.Fatal("Run did not stop when its context ended")
	}
}

func TestSweepDeletesAPictureWithItsCopies(t *testing.T) {
	store := memory.NewStore()
	picture := domain.StoredPicture{URL: "/images/big.jpg", Width: 1600,
		Copies: []domain.PictureCopy{{URL: "/images/mid.jpg", Width: 640}, {URL: "/images/small.jpg", Width: 320}}}
	recordAt(t, store, picture.String(), fixedNow.Add(-48*time.Hour))
	images := &sweepImages{}

	n, err := NewSweepUploads(store, images, quietLog(), fixedClock()).Handle(context.Background())
	require.NoError(t, err)
	assert.Equal(t, 1, n)
	assert.ElementsMatch(t, []string{"/images/big.jpg", "/images/mid.jpg", "/images/small.jpg"}, images.deleted)
	assert.Empty(t, remainingUploads(t, store))
}
