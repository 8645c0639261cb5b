package contracttest

import (
	"errors"
	"sync"
	"testing"

	"github.com/palletshop/pallet/domain"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const (
	contentionStock    = 1000
	contentionWorkers  = 200
	contentionQuantity = 7
)

func (s suite) skipUnlessAtomic(t *testing.T) {
	if !s.caps.ConcurrentAtomicity {
		t.Skip(s.caps.SkipReason)
	}
}

// startTogether runs n calls of fn at once and waits for all of them.
func startTogether(n int, fn func(i int)) {
	var ready, done sync.WaitGroup
	start := make(chan struct{})
	ready.Add(n)
	done.Add(n)
	for i := range n {
		go func() {
			defer done.Done()
			ready.Done()
			<-start
			fn(i)
		}()
	}
	ready.Wait()
	close(start)
	done.Wait()
}

// assertOutOfStock checks a failed placement: a stock shortage naming only
// the one product, with a stock smaller than the quantity asked for.
func assertOutOfStock(t *testing.T, err error) {
	t.Helper()
	var short *domain.StockShortage
	if !assert.True(t, errors.As(err, &short), "want a stock shortage, got %v", err) {
		return
	}
	assert.Empty(t, short.Missing, "no product is missing")
	if assert.Len(t, short.Stock, 1, "one short line") {
		for _, stock := range short.Stock {
			assert.Less(t, stock, int64(contentionQuantity), "the stock named is below the quantity asked for")
		}
	}
}

type placeResults struct {
	mu        sync.Mutex
	successes int
	failures  []error
}

func (r *placeResults) record(err error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if err == nil {
		r.successes++
		return
	}
	r.failures = append(r.failures, err)
}

func (s suite) testPlaceContention(t *testing.T) {
	s.skipUnlessAtomic(t)
	sh := s.newShop(t, contentionStock)
	var results placeResults
	startTogether(contentionWorkers, func(i int) {
		results.record(sh.store.PlaceBooking(ctx(t), newBooking(sh.product, sh.buyer, contentionQuantity, at(i)), domain.OrderRules{}))
	})

	final := sh.stock(t)
	require.GreaterOrEqual(t, final, int64(0), "stock never goes negative")
	assert.Equal(t, int64(results.successes*contentionQuantity), contentionStock-final, "every success took its quantity, nothing else did")
	assert.Less(t, final, int64(contentionQuantity), "demand exceeded stock, so only a remainder is left")
	assert.Equal(t, contentionStock/contentionQuantity, results.successes)
	for _, err := range results.failures {
		assertOutOfStock(t, err)
	}
	page, err := sh.store.ListBookings(ctx(t), domain.BookingFilter{UserID: sh.buyer.ID})
	require.NoError(t, err)
	assert.Equal(t, results.successes, page.Total, "one booking per success, none for failures")
}

// testCancelContention cancels every booking twice at once while new
// bookings race for the stock the cancels give back.
func (s suite) testCancelContention(t *testing.T) {
	s.skipUnlessAtomic(t)
	const initial, placed = 700, 50
	sh := s.newShop(t, initial)
	booked := make([]domain.Booking, placed)
	for i := range booked {
		booked[i] = sh.place(t, contentionQuantity, at(i))
	}

	var places placeResults
	var cancelMu sync.Mutex
	cancels := 0
	startTogether(placed*2+contentionWorkers/2, func(i int) {
		if i < placed*2 {
			_, err := sh.store.UpdateBooking(ctx(t), booked[i/2].ID, func(b *domain.Booking) error { return b.Cancel("racer", at(100)) })
			if err == nil {
				cancelMu.Lock()
				cancels++
				cancelMu.Unlock()
			} else {
				assert.Equal(t, domain.CodeConflict, domain.ErrorCode(err), "the losing cancel sees the booking cancelled: %v", err)
			}
			return
		}
		places.record(sh.store.PlaceBooking(ctx(t), newBooking(sh.product, sh.buyer, contentionQuantity, at(200+i)), domain.OrderRules{}))
	})

	assert.Equal(t, placed, cancels, "each booking is cancelled exactly once")
	for _, err := range places.failures {
		assertOutOfStock(t, err)
	}
	final := sh.stock(t)
	require.GreaterOrEqual(t, final, int64(0))
	assert.Equal(t, initial-final, held(t, sh), "stock is exactly what the live bookings do not hold")
	assert.Equal(t, int64(initial-places.successes*contentionQuantity), final)
}

// held sums the quantity of the buyer's bookings that still hold stock.
func held(t *testing.T, sh shop) int64 {
	page, err := sh.store.ListBookings(ctx(t), domain.BookingFilter{UserID: sh.buyer.ID, PageRequest: domain.PageRequest{Limit: domain.MaxPageLimit}})
	require.NoError(t, err)
	var sum int64
	for p := 1; ; p++ {
		for _, b := range page.Items {
			if b.Status.HoldsStock() {
				sum += b.Quantity
			}
		}
		if p*domain.MaxPageLimit >= page.Total {
			return sum
		}
		page, err = sh.store.ListBookings(ctx(t), domain.BookingFilter{UserID: sh.buyer.ID, PageRequest: domain.PageRequest{Page: p + 1, Limit: domain.MaxPageLimit}})
		require.NoError(t, err)
	}
}
