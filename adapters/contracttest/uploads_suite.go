package contracttest

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

func newUpload(url, userID string, bytes int64, created time.Time) domain.Upload {
	return domain.Upload{URL: url, UserID: userID, Bytes: bytes, CreatedAt: created}
}

func recordUploads(t *testing.T, store ports.Store, uploads ...domain.Upload) {
	t.Helper()
	for _, u := range uploads {
		require.NoError(t, store.RecordUpload(ctx(t), u))
	}
}

func unreferenced(t *testing.T, store ports.Store, olderThan time.Time, limit int) []domain.Upload {
	t.Helper()
	got, err := store.UnreferencedUploads(ctx(t), olderThan, limit)
	require.NoError(t, err)
	assert.LessOrEqual(t, len(got), limit)
	for i := range got {
		assertUTC(t, got[i].CreatedAt)
	}
	return got
}

func uploadURLs(uploads []domain.Upload) []string {
	urls := make([]string, len(uploads))
	for i, u := range uploads {
		urls[i] = u.URL
	}
	return urls
}

func (s suite) testUploads(t *testing.T) {
	t.Run("bytes since a time, per user", s.testUploadedBytesSince)
	t.Run("bytes since a time, per client address", s.testUploadedBytesFromAddressSince)
	t.Run("unreferenced means old and used by nothing", s.testUnreferencedUploads)
	t.Run("limit, delete and drain", s.testDrainUnreferencedUploads)
}

func (s suite) testUploadedBytesSince(t *testing.T) {
	store := s.newStore(t)
	alice, bob := domain.NewID(), domain.NewID()
	recordUploads(t, store,
		newUpload("/images/a.png", alice, 100, at(1)),
		newUpload("/images/b.png", alice, 50, at(2)),
		newUpload("/images/b.png", alice, 50, at(3)), // the same bytes again still count
		newUpload("/images/c.png", bob, 999, at(2)),
	)
	for _, tc := range []struct {
		user  string
		since time.Time
		want  int64
	}{
		{alice, at(0), 200},
		{alice, at(2), 100}, // since is inclusive
		{alice, at(4), 0},
		{bob, at(0), 999},
		{domain.NewID(), at(0), 0},
	} {
		got, err := store.UploadedBytesSince(ctx(t), tc.user, tc.since)
		require.NoError(t, err)
		assert.Equal(t, tc.want, got, "user %s since %s", tc.user, tc.since)
	}
}

func (s suite) testUploadedBytesFromAddressSince(t *testing.T) {
	store := s.newStore(t)
	office, home := "203.0.113.7", "2001:db8:1:2::/64"
	from := func(u domain.Upload, address string) domain.Upload {
		u.ClientAddress = address
		return u
	}
	recordUploads(t, store,
		from(newUpload("/images/a.png", domain.NewID(), 100, at(1)), office),
		from(newUpload("/images/b.png", domain.NewID(), 50, at(2)), office), // another account, same address
		from(newUpload("/images/c.png", domain.NewID(), 999, at(2)), home),
		newUpload("/images/d.png", domain.NewID(), 7, at(2)), // recorded before addresses were
	)
	for _, tc := range []struct {
		address string
		since   time.Time
		want    int64
	}{
		{office, at(0), 150},
		{office, at(2), 50}, // since is inclusive
		{office, at(3), 0},
		{home, at(0), 999},
		{"198.51.100.1", at(0), 0},
	} {
		got, err := store.UploadedBytesFromAddressSince(ctx(t), tc.address, tc.since)
		require.NoError(t, err)
		assert.Equal(t, tc.want, got, "address %s since %s", tc.address, tc.since)
	}
	got := unreferenced(t, store, at(60), 100)
	for _, u := range got {
		if u.URL == "/images/c.png" {
			assert.Equal(t, home, u.ClientAddress, "an upload keeps its address")
		}
	}
}

func (s suite) testUnreferencedUploads(t *testing.T) {
	store := s.newStore(t)
	someone := domain.NewID()
	product := newProduct("SSD", "Acme", 100, 10, at(0))
	product.Img = "/images/product.png"
	mustCreateProduct(t, store, product)
	review := newReview("rita", 5, at(0))
	review.Img = "/images/review.jpg"
	require.NoError(t, store.CreateReview(ctx(t), review))
	user := newUser("photo@example.com", domain.RoleCustomer, at(0))
	user.PhotoURL = "/images/photo.png"
	mustCreateUser(t, store, user)

	cutoff := at(60)
	recordUploads(t, store,
		newUpload("/images/orphan.png", someone, 10, at(1)),
		newUpload("/images/product.png", someone, 10, at(1)),
		newUpload("/images/review.jpg", someone, 10, at(1)),
		newUpload("/images/photo.png", someone, 10, at(1)),
		newUpload("/images/fresh.png", someone, 10, at(61)),
		newUpload("/images/at-cutoff.png", someone, 10, cutoff),
		newUpload("/images/reuploaded.png", someone, 10, at(2)),
		newUpload("/images/reuploaded.png", user.ID, 10, at(70)),
		newUpload("/images/twice.png", someone, 10, at(3)),
		newUpload("/images/twice.png", user.ID, 20, at(4)),
	)
	got := unreferenced(t, store, cutoff, 100)
	assert.ElementsMatch(t, []string{"/images/orphan.png", "/images/twice.png"}, uploadURLs(got))
	for _, u := range got {
		if u.URL == "/images/twice.png" {
			assert.Equal(t, newUpload("/images/twice.png", user.ID, 20, at(4)), u, "a URL comes back as its latest upload")
		}
	}
}

func (s suite) testDrainUnreferencedUploads(t *testing.T) {
	store := s.newStore(t)
	owner := domain.NewID()
	want := []string{"/images/1.png", "/images/2.png", "/images/3.png", "/images/4.png", "/images/5.png"}
	for i, url := range want {
		recordUploads(t, store, newUpload(url, owner, 10, at(i)))
	}
	var seen []string
	for range want {
		batch := unreferenced(t, store, at(60), 2)
		if len(batch) == 0 {
			break
		}
		for _, u := range batch {
			require.NoError(t, store.DeleteUpload(ctx(t), u.URL))
			seen = append(seen, u.URL)
		}
	}
	assert.ElementsMatch(t, want, seen, "every orphan comes out exactly once")
	assert.Empty(t, unreferenced(t, store, at(60), 2))

	used, err := store.UploadedBytesSince(ctx(t), owner, at(0))
	require.NoError(t, err)
	assert.Zero(t, used, "deleted uploads no longer count")
	assert.NoError(t, store.DeleteUpload(ctx(t), "/images/never-uploaded.png"), "deleting twice is fine")
}
