package domain

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestFormatUSD(t *testing.T) {
	for cents, want := range map[int64]string{
		0: "$0.00", 5: "$0.05", 99: "$0.99", 100: "$1.00", 123450: "$1,234.50",
		100000000: "$1,000,000.00", -2550: "-$25.50",
	} {
		assert.Equal(t, want, FormatUSD(cents), "%d", cents)
	}
}

func TestMulCentsRefusesOverflow(t *testing.T) {
	total, ok := MulCents(12999, 300)
	assert.True(t, ok)
	assert.Equal(t, int64(3899700), total)
	_, ok = MulCents(math.MaxInt64/2, 3)
	assert.False(t, ok)
	_, ok = MulCents(-1, 3)
	assert.False(t, ok)
}

func TestFormatCountGroupsThousands(t *testing.T) {
	for n, want := range map[int64]string{0: "0", 999: "999", 1000: "1,000", 1234567: "1,234,567", -12000: "-12,000"} {
		assert.Equal(t, want, FormatCount(n))
	}
}
