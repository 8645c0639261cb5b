package contracttest

import (
	"testing"
	"time"

	"github.com/palletshop/pallet/domain"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func newReview(name string, rating int, created time.Time) domain.Review {
	return domain.Review{
		ID: domain.NewID(), UserID: domain.NewID(), Name: name, Email: name + "@example.com",
		Review: "Fast delivery, pallets well wrapped", Rating: rating, Img: "/uploads/" + name + ".jpg",
		VerifiedBuyer: rating%2 == 0, CreatedAt: created,
	}
}

func (s suite) testReviews(t *testing.T) {
	t.Run("list newest first, ties by id, paged", func(t *testing.T) {
		store := s.newStore(t)
		ids := sortedIDs(2)
		old, tieLow, tieHigh, newest := newReview("old", 3, at(1)), newReview("b", 4, at(2)), newReview("a", 5, at(2)), newReview("new", 2, at(3).Add(321*time.Microsecond))
		tieLow.ID, tieHigh.ID = ids[0], ids[1]
		for _, r := range []domain.Review{tieHigh, old, newest, tieLow} {
			require.NoError(t, store.CreateReview(ctx(t), r))
		}
		pages := [][]domain.Review{{newest, tieLow}, {tieHigh, old}, {}}
		for i, want := range pages {
			page, err := store.ListReviews(ctx(t), domain.PageRequest{Page: i + 1, Limit: 2})
			require.NoError(t, err)
			require.NotNil(t, page.Items)
			assert.Equal(t, 4, page.Total)
			require.Len(t, page.Items, len(want), "page %d", i+1)
			for j := range want {
				assert.Equal(t, normReview(want[j]), normReview(page.Items[j]))
				assertUTC(t, page.Items[j].CreatedAt)
			}
		}
	})

	t.Run("delete", func(t *testing.T) {
		store := s.newStore(t)
		gone, kept := newReview("gone", 1, at(1)), newReview("kept", 5, at(2))
		require.NoError(t, store.CreateReview(ctx(t), gone))
		require.NoError(t, store.CreateReview(ctx(t), kept))
		require.NoError(t, store.DeleteReview(ctx(t), gone.ID))
		page, err := store.ListReviews(ctx(t), domain.PageRequest{})
		require.NoError(t, err)
		require.Len(t, page.Items, 1)
		assert.Equal(t, kept.ID, page.Items[0].ID)
		assert.Equal(t, 1, page.Total)
		for _, id := range []string{gone.ID, domain.NewID(), "not-an-id"} {
			requireCode(t, store.DeleteReview(ctx(t), id), domain.CodeNotFound)
		}
	})
}
