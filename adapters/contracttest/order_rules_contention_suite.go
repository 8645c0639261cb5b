package contracttest

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
)

const (
	ruleRaceRounds     = 5
	capRacers          = 10
	checkoutRacers     = 6
	checkoutRaceAmount = 10
)

// testCapContention races more placements than the cap allows, for one
// buyer: exactly the cap's worth are placed, the rest refused by the cap.
func (s suite) testCapContention(t *testing.T) {
	s.skipUnlessAtomic(t)
	for round := range ruleRaceRounds {
		sh := s.newShop(t, 1000)
		errs := make([]error, capRacers)
		startTogether(capRacers, func(i int) {
			errs[i] = sh.store.PlaceBooking(ctx(t), newBooking(sh.product, sh.buyer, 10, at(i)), capOf(ruleCap))
		})
		placed := 0
		for _, err := range errs {
			if err == nil {
				placed++
			} else {
				assert.ErrorIs(t, err, domain.ErrTooManyOpenOrders, "round %d", round)
			}
		}
		assert.Equal(t, ruleCap, placed, "round %d: exactly the cap is placed", round)
		assert.Equal(t, ruleCap, sh.openOrders(t), "round %d: exactly the cap is open", round)
		assert.Equal(t, int64(1000-ruleCap*10), sh.stock(t), "round %d: only the placed orders took stock", round)
	}
}

// testCheckoutContention checks one cart out several times at once: it is
// ordered once, its stock taken once, and every other checkout is told the
// cart changed.
func (s suite) testCheckoutContention(t *testing.T) {
	s.skipUnlessAtomic(t)
	for round := range ruleRaceRounds {
		d := s.newDepot(t, 100, 100, 100)
		cart := d.fillCart(t, checkoutRaceAmount)
		errs := make([]error, checkoutRacers)
		startTogether(checkoutRacers, func(i int) {
			errs[i] = d.store.PlaceBooking(ctx(t), d.cartOrder(cart, i), domain.OrderRules{Cart: &cart, MaxOpenOrders: 20})
		})
		ordered := 0
		for _, err := range errs {
			if err == nil {
				ordered++
			} else {
				assert.ErrorIs(t, err, domain.ErrCartChanged, "round %d", round)
			}
		}
		require.Equal(t, 1, ordered, "round %d: the cart is ordered once", round)
		assert.Equal(t, 1, d.openOrders(t), "round %d", round)
		assert.Equal(t, []int64{90, 90, 90}, d.stocks(t), "round %d: stock is taken once", round)
		assert.Empty(t, getCart(t, d.store, d.buyer.ID).Lines, "round %d: the cart is emptied", round)
	}
}
