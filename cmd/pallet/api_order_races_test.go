package main

import (
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// raceStores are the stores the order races run on: both can prove atomicity.
var raceStores = []string{"memory", "sqlite"}

// atOnce sends n requests together and returns their replies in order.
func (s *shop) atOnce(n int, send func(i int) reply) []reply {
	replies := make([]reply, n)
	start := make(chan struct{})
	var done sync.WaitGroup
	done.Add(n)
	for i := range n {
		go func() {
			defer done.Done()
			<-start
			replies[i] = send(i)
		}()
	}
	close(start)
	done.Wait()
	return replies
}

// statuses counts the replies by HTTP status.
func statuses(replies []reply) map[int]int {
	out := map[int]int{}
	for _, r := range replies {
		out[r.Status]++
	}
	return out
}

func TestSimultaneousOrdersNeverPassTheOpenOrderCap(t *testing.T) {
	t.Parallel()
	const workers, rounds, maxOpen = 10, 3, 3
	for _, store := range raceStores {
		t.Run(store, func(t *testing.T) {
			s := newShop(t, map[string]string{"PALLET_STORE": store, "PALLET_MAX_OPEN_ORDERS": "3"})
			p := s.cartProduct(s.adminToken(), "Capped SSD", 1000, 10_000, 1)
			for round := range rounds {
				customer, _ := s.signUp("Hoarder")
				replies := s.atOnce(workers, func(int) reply {
					return s.do("POST", "/api/bookings", customer, orderBody(p["id"].(string), float64(1)))
				})
				assert.Equal(t, map[int]int{201: maxOpen, 409: workers - maxOpen}, statuses(replies), "round %d", round)
				for _, r := range replies {
					if r.Status == 409 {
						assert.Equal(t, "Pay or cancel an open order first", r.ErrorMessage(t))
					}
				}
				assert.Equal(t, maxOpen, len(items(t, s.getJSON("/api/bookings", customer))), "round %d: exactly the cap is open", round)
			}
		})
	}
}

func TestSimultaneousCheckoutsOfOneCartOrderItOnce(t *testing.T) {
	t.Parallel()
	const workers, rounds = 6, 5
	for _, store := range raceStores {
		t.Run(store, func(t *testing.T) {
			s := newShop(t, map[string]string{"PALLET_STORE": store})
			ps := s.threeProducts(s.adminToken())
			for round := range rounds {
				customer, _ := s.signUp("Clicker")
				before := s.stocks(ps)
				for _, p := range ps {
					s.putInCart(customer, p["id"].(string), 10)
				}
				replies := s.atOnce(workers, func(int) reply {
					return s.do("POST", "/api/cart/checkout", customer, checkoutBody())
				})
				require.Equal(t, 1, statuses(replies)[201], "round %d: one checkout orders the cart: %v", round, statuses(replies))
				for _, r := range replies {
					switch r.Status {
					case 201:
					case 409:
						assert.Equal(t, "Your cart changed during checkout; check it and try again", r.ErrorMessage(t))
					default:
						assert.Equal(t, 400, r.Status, string(r.Body))
						assert.Equal(t, "Your cart is empty", r.ErrorMessage(t), "a checkout that came after finds the cart empty")
					}
				}
				assert.Equal(t, 1, len(items(t, s.getJSON("/api/bookings", customer))), "round %d: one order", round)
				after := s.stocks(ps)
				for i := range ps {
					assert.Equal(t, before[i]-10, after[i], "round %d: product %d's stock is taken once", round, i)
				}
				assert.Empty(t, cartLines(t, s.getJSON("/api/cart", customer)), "the cart is emptied")
			}
		})
	}
}
