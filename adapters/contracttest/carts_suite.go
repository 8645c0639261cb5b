package contracttest

import (
	"testing"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func setLine(t *testing.T, store ports.Store, userID, productID string, quantity int64, minute int) domain.Cart {
	t.Helper()
	c, err := store.SetCartLine(ctx(t), userID, domain.CartLine{ProductID: productID, Quantity: quantity, AddedAt: at(minute)})
	require.NoError(t, err)
	return c
}

func getCart(t *testing.T, store ports.Store, userID string) domain.Cart {
	t.Helper()
	c, err := store.GetCart(ctx(t), userID)
	require.NoError(t, err)
	return c
}

func (s suite) testCarts(t *testing.T) {
	t.Run("a new user's cart is empty", func(t *testing.T) {
		store := s.newStore(t)
		c := getCart(t, store, domain.NewID())
		assert.Empty(t, c.Lines)
	})

	t.Run("set adds lines in order; setting again changes only the quantity", func(t *testing.T) {
		store := s.newStore(t)
		user, a, b := domain.NewID(), domain.NewID(), domain.NewID()
		setLine(t, store, user, a, 100, 1)
		c := setLine(t, store, user, b, 200, 2)
		assert.Equal(t, user, c.UserID)
		assert.Equal(t, []domain.CartLine{{ProductID: a, Quantity: 100, AddedAt: at(1)}, {ProductID: b, Quantity: 200, AddedAt: at(2)}}, c.Lines)

		c = setLine(t, store, user, a, 300, 3)
		want := []domain.CartLine{{ProductID: a, Quantity: 300, AddedAt: at(1)}, {ProductID: b, Quantity: 200, AddedAt: at(2)}}
		assert.Equal(t, want, c.Lines, "the line keeps its place and when it was added")
		assert.Equal(t, want, getCart(t, store, user).Lines)
	})

	t.Run("a line set without a time is added now", func(t *testing.T) {
		store := s.newStore(t)
		c, err := store.SetCartLine(ctx(t), domain.NewID(), domain.CartLine{ProductID: domain.NewID(), Quantity: 1})
		require.NoError(t, err)
		require.Len(t, c.Lines, 1)
		assert.False(t, c.Lines[0].AddedAt.IsZero())
		assertUTC(t, c.Lines[0].AddedAt)
	})

	t.Run("remove drops one line; removing an absent one is fine", func(t *testing.T) {
		store := s.newStore(t)
		user, a, b := domain.NewID(), domain.NewID(), domain.NewID()
		setLine(t, store, user, a, 100, 1)
		setLine(t, store, user, b, 200, 2)
		c, err := store.RemoveCartLine(ctx(t), user, a)
		require.NoError(t, err)
		assert.Equal(t, []domain.CartLine{{ProductID: b, Quantity: 200, AddedAt: at(2)}}, c.Lines)
		c, err = store.RemoveCartLine(ctx(t), user, a)
		require.NoError(t, err)
		assert.Len(t, c.Lines, 1)
		c, err = store.RemoveCartLine(ctx(t), domain.NewID(), a)
		require.NoError(t, err)
		assert.Empty(t, c.Lines, "a user with no cart still has an empty one")
	})

	t.Run("clear empties the cart, and a cleared cart fills again", func(t *testing.T) {
		store := s.newStore(t)
		user, a := domain.NewID(), domain.NewID()
		setLine(t, store, user, a, 100, 1)
		require.NoError(t, store.ClearCart(ctx(t), user))
		assert.Empty(t, getCart(t, store, user).Lines)
		require.NoError(t, store.ClearCart(ctx(t), user), "clearing an empty cart is fine")
		c := setLine(t, store, user, a, 5, 4)
		assert.Equal(t, []domain.CartLine{{ProductID: a, Quantity: 5, AddedAt: at(4)}}, c.Lines)
	})

	t.Run("one user's cart never shows another's lines", func(t *testing.T) {
		store := s.newStore(t)
		ann, bob, p := domain.NewID(), domain.NewID(), domain.NewID()
		setLine(t, store, ann, p, 100, 1)
		c := setLine(t, store, bob, p, 7, 2)
		assert.Equal(t, []domain.CartLine{{ProductID: p, Quantity: 7, AddedAt: at(2)}}, c.Lines)
		assert.Equal(t, []domain.CartLine{{ProductID: p, Quantity: 100, AddedAt: at(1)}}, getCart(t, store, ann).Lines)
		_, err := store.RemoveCartLine(ctx(t), bob, p)
		require.NoError(t, err)
		require.NoError(t, store.ClearCart(ctx(t), bob))
		assert.Len(t, getCart(t, store, ann).Lines, 1)
	})
}
