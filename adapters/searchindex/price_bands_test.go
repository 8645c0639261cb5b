package searchindex

import (
	"math"
	"testing"

	"github.com/stretchr/testify/require"
)

// Price bands tile every price from 0 up, in order, each within a few
// percent of its lowest price: a range is then exact once its two edge
// bands are checked product by product.
func TestPriceBandsTileThePricesInOrder(t *testing.T) {
	prices := []int64{math.MinInt64, -5, 0}
	for p := int64(1); p < 5000; p++ {
		prices = append(prices, p)
	}
	for p := int64(5000); p < 1<<40; p += p/7 + 1 {
		prices = append(prices, p)
	}
	prices = append(prices, math.MaxInt64/2, math.MaxInt64)

	previous := -1
	for _, p := range prices {
		b := priceBand(p)
		require.Less(t, b, priceBands, "price %d", p)
		require.GreaterOrEqual(t, b, previous, "a higher price is never in a lower band (%d)", p)
		previous = b
		lo, hi := bandBounds(b)
		require.True(t, lo <= p && p <= hi, "band %d [%d, %d] holds %d", b, lo, hi, p)
		if p > 0 {
			require.LessOrEqual(t, float64(hi-lo), float64(lo)/(1<<subBandBits), "band %d is narrow", b)
			if next := priceBand(hi + 1); hi < math.MaxInt64 {
				nextLo, _ := bandBounds(next)
				require.Equal(t, hi+1, nextLo, "band %d ends where the next begins", b)
			}
		}
	}
}
