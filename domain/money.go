package domain

import (
	"math"
	"strconv"
	"strings"
)

// MaxPriceCents caps a unit price at $1,000,000.00.
const MaxPriceCents int64 = 100_000_000

// MaxStock caps stock and order quantities.
const MaxStock int64 = 10_000_000

// MulCents multiplies a unit price by a quantity, refusing overflow.
func MulCents(unitCents, quantity int64) (int64, bool) {
	if unitCents < 0 || quantity < 0 {
		return 0, false
	}
	if quantity != 0 && unitCents > math.MaxInt64/quantity {
		return 0, false
	}
	return unitCents * quantity, true
}

// FormatUSD renders cents as $1,234.50.
func FormatUSD(cents int64) string {
	sign := ""
	if cents < 0 {
		sign = "-"
		cents = -cents
	}
	frac := cents % 100
	fracStr := strconv.FormatInt(frac, 10)
	if frac < 10 {
		fracStr = "0" + fracStr
	}
	return sign + "$" + FormatCount(cents/100) + "." + fracStr
}

// FormatCount renders a whole number with thousands separators: 12,000.
func FormatCount(n int64) string {
	if n < 0 {
		return "-" + FormatCount(-n)
	}
	digits := strconv.FormatInt(n, 10)
	var b strings.Builder
	for i, r := range digits {
		if i > 0 && (len(digits)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	return b.String()
}
