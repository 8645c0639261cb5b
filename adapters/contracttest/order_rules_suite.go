package contracttest

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
)

const ruleCap = 3

func capOf(n int) domain.OrderRules { return domain.OrderRules{MaxOpenOrders: n} }

// openOrders counts the buyer's unpaid bookings.
func (sh shop) openOrders(t *testing.T) int {
	t.Helper()
	page, err := sh.store.ListBookings(ctx(t), domain.BookingFilter{UserID: sh.buyer.ID, Status: domain.StatusUnpaid})
	require.NoError(t, err)
	return page.Total
}

// fillCart puts quantity of every depot product into the buyer's cart and
// returns the cart as the store has it, as checkout reads it.
func (d depot) fillCart(t *testing.T, quantity int64) domain.Cart {
	t.Helper()
	for i, p := range d.products {
		setLine(t, d.store, d.buyer.ID, p.ID, quantity, i)
	}
	return getCart(t, d.store, d.buyer.ID)
}

// cartOrder is the order checkout would build from the cart.
func (d depot) cartOrder(cart domain.Cart, minute int) domain.Booking {
	var items []domain.OrderItem
	for _, l := range cart.Lines {
		for _, p := range d.products {
			if p.ID == l.ProductID {
				items = append(items, lineOf(p, l.Quantity))
			}
		}
	}
	return newOrder(d.buyer, at(minute), items...)
}

func (s suite) testOrderRules(t *testing.T) {
	t.Run("the cap refuses an order past it and reserves nothing", func(t *testing.T) {
		sh := s.newShop(t, 1000)
		for i := range ruleCap {
			require.NoError(t, sh.store.PlaceBooking(ctx(t), newBooking(sh.product, sh.buyer, 10, at(i)), capOf(ruleCap)))
		}
		err := sh.store.PlaceBooking(ctx(t), newBooking(sh.product, sh.buyer, 10, at(5)), capOf(ruleCap))
		require.ErrorIs(t, err, domain.ErrTooManyOpenOrders)
		assert.Equal(t, int64(1000-ruleCap*10), sh.stock(t), "the refused order took no stock")
		assert.Equal(t, ruleCap, sh.openOrders(t))
		require.NoError(t, sh.store.PlaceBooking(ctx(t), newBooking(sh.product, sh.buyer, 10, at(6)), domain.OrderRules{}), "0 sets no cap")
	})

	t.Run("only the buyer's unpaid orders count", func(t *testing.T) {
		sh := s.newShop(t, 1000)
		other := mustCreateUser(t, sh.store, newUser("other@example.com", domain.RoleCustomer, at(0)))
		for i := range ruleCap {
			require.NoError(t, sh.store.PlaceBooking(ctx(t), newBooking(sh.product, other, 10, at(i)), capOf(ruleCap)))
		}
		first := sh.place(t, 10, at(1))
		sh.place(t, 10, at(2))
		_, err := sh.store.UpdateBooking(ctx(t), first.ID, func(b *domain.Booking) error { return b.Cancel("buyer", at(3)) })
		require.NoError(t, err)
		paid := sh.place(t, 10, at(4))
		_, err = sh.store.UpdateBooking(ctx(t), paid.ID, func(b *domain.Booking) error {
			_, err := b.MarkPaid("pi_1", "buyer", at(5))
			return err
		})
		require.NoError(t, err)

		require.NoError(t, sh.store.PlaceBooking(ctx(t), newBooking(sh.product, sh.buyer, 10, at(6)), capOf(ruleCap)))
		require.NoError(t, sh.store.PlaceBooking(ctx(t), newBooking(sh.product, sh.buyer, 10, at(7)), capOf(ruleCap)))
		require.ErrorIs(t, sh.store.PlaceBooking(ctx(t), newBooking(sh.product, sh.buyer, 10, at(8)), capOf(ruleCap)), domain.ErrTooManyOpenOrders)
	})

	t.Run("a checkout empties the cart it ordered, once", func(t *testing.T) {
		d := s.newDepot(t, 100, 100)
		cart := d.fillCart(t, 10)
		require.NoError(t, d.store.PlaceBooking(ctx(t), d.cartOrder(cart, 1), domain.OrderRules{Cart: &cart}))
		assert.Empty(t, getCart(t, d.store, d.buyer.ID).Lines, "the cart is emptied with the order")

		err := d.store.PlaceBooking(ctx(t), d.cartOrder(cart, 2), domain.OrderRules{Cart: &cart})
		require.ErrorIs(t, err, domain.ErrCartChanged, "the same cart can't be ordered again")
		assert.Equal(t, []int64{90, 90}, d.stocks(t), "stock is taken once")
		assert.Equal(t, 1, d.openOrders(t))
	})

	t.Run("a cart changed since it was read is not ordered, and kept", func(t *testing.T) {
		d := s.newDepot(t, 100, 100)
		read := d.fillCart(t, 10)
		changed := setLine(t, d.store, d.buyer.ID, d.products[1].ID, 20, 9)
		err := d.store.PlaceBooking(ctx(t), d.cartOrder(read, 1), domain.OrderRules{Cart: &read})
		require.ErrorIs(t, err, domain.ErrCartChanged)
		assert.Equal(t, []int64{100, 100}, d.stocks(t), "nothing is reserved")
		assert.Zero(t, d.openOrders(t))
		assert.Equal(t, changed.Lines, getCart(t, d.store, d.buyer.ID).Lines, "the buyer's change is kept")
	})

	t.Run("a refused checkout keeps the cart", func(t *testing.T) {
		d := s.newDepot(t, 100, 5)
		cart := d.fillCart(t, 10)
		requireShortage(t, d.store.PlaceBooking(ctx(t), d.cartOrder(cart, 1), domain.OrderRules{Cart: &cart}))
		full := domain.OrderRules{Cart: &cart, MaxOpenOrders: 1}
		require.NoError(t, d.store.PlaceBooking(ctx(t), newBooking(d.products[0], d.buyer, 1, at(2)), domain.OrderRules{}))
		require.ErrorIs(t, d.store.PlaceBooking(ctx(t), d.cartOrder(cart, 3), full), domain.ErrTooManyOpenOrders)
		assert.Equal(t, cart.Lines, getCart(t, d.store, d.buyer.ID).Lines)
	})
}
