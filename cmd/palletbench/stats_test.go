package main

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

func TestPercentileIsTheNearestRank(t *testing.T) {
	var l latencies
	for i := 100; i >= 1; i-- { // unsorted on purpose
		l = append(l, time.Duration(i)*time.Millisecond)
	}
	assert.Equal(t, 50*time.Millisecond, l.percentile(50))
	assert.Equal(t, 99*time.Millisecond, l.percentile(99))
	assert.Equal(t, 100*time.Millisecond, l.percentile(100))
	assert.Equal(t, 100*time.Millisecond, l[0], "percentile must not reorder the caller's slice")
	assert.Equal(t, time.Duration(0), latencies(nil).percentile(99))
	assert.Equal(t, 7*time.Millisecond, latencies{7 * time.Millisecond}.percentile(1))
}

func TestOversellIsStockGoneMinusStockBooked(t *testing.T) {
	exact := contentionResult{quantity: 100, initial: 200_050, final: 50, successes: 2000, stored: 2000}
	assert.Zero(t, exact.oversell())
	assert.True(t, exact.consistent())

	oversold := contentionResult{quantity: 100, initial: 200_050, final: 0, successes: 2000, stored: 2000}
	assert.Equal(t, int64(50), oversold.oversell())

	lostBooking := contentionResult{quantity: 100, initial: 1000, final: 0, successes: 10, stored: 9}
	assert.Zero(t, lostBooking.oversell())
	assert.False(t, lostBooking.consistent())
}
