package contracttest

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/palletshop/pallet/domain"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const (
	overlapStock    = 100
	overlapWorkers  = 40
	overlapQuantity = 5
	overlapDeadline = 60 * time.Second
)

// overlapOrders are the product indexes each worker asks for, in the order
// it lists them: every permutation of three products, and some pairs.
var overlapOrders = [][]int{{0, 1, 2}, {2, 1, 0}, {1, 0, 2}, {2, 0, 1}, {0, 2, 1}, {1, 2, 0}, {2, 0}, {1, 2}}

// testOverlappingOrders races checkouts whose carts share products, listed
// in different orders, against little stock: no product oversells, the
// stock taken is exactly what the stored bookings hold, every failure is a
// shortage, and nothing deadlocks.
func (s suite) testOverlappingOrders(t *testing.T) {
	s.skipUnlessAtomic(t)
	d := s.newDepot(t, overlapStock, overlapStock, overlapStock)
	deadline, cancel := context.WithTimeout(ctx(t), overlapDeadline)
	defer cancel()

	var mu sync.Mutex
	var failures []error
	startTogether(overlapWorkers, func(i int) {
		var items []domain.OrderItem
		for _, p := range overlapOrders[i%len(overlapOrders)] {
			items = append(items, lineOf(d.products[p], overlapQuantity))
		}
		err := d.store.PlaceBooking(deadline, newOrder(d.buyer, at(i), items...), domain.OrderRules{})
		if err != nil {
			mu.Lock()
			failures = append(failures, err)
			mu.Unlock()
		}
	})
	require.NoError(t, deadline.Err(), "every checkout finished in time")

	for _, err := range failures {
		short := requireShortage(t, err)
		assert.Empty(t, short.Missing)
		for _, stock := range short.Stock {
			assert.Less(t, stock, int64(overlapQuantity), "a line is named short only when it is")
		}
	}
	reserved := make([]int64, len(d.products))
	page, err := d.store.ListBookings(ctx(t), domain.BookingFilter{UserID: d.buyer.ID, PageRequest: domain.PageRequest{Limit: domain.MaxPageLimit}})
	require.NoError(t, err)
	assert.Equal(t, overlapWorkers-len(failures), page.Total, "one booking per success")
	for _, b := range page.Items {
		for i, p := range d.products {
			reserved[i] += b.LineQuantities()[p.ID]
		}
	}
	for i, stock := range d.stocks(t) {
		require.GreaterOrEqual(t, stock, int64(0), "no product oversells")
		assert.Equal(t, overlapStock-reserved[i], stock, "product %d lost only what bookings hold", i)
	}
	assert.NotEmpty(t, failures, "demand exceeded stock, so some checkouts were refused")
}
