package app

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/palletshop/pallet/domain"
)

func TestPriceBreaksAsText(t *testing.T) {
	breaks := []domain.PriceBreak{{MinQuantity: 500, UnitPriceCents: 13900}, {MinQuantity: 1000, UnitPriceCents: 12900}}
	assert.Equal(t, "500:13900;1000:12900", formatPriceBreaks(breaks))
	assert.Equal(t, "", formatPriceBreaks(nil))

	parsed, ok := parsePriceBreaks(" 500:13900; 1000 : 12900 ")
	assert.True(t, ok)
	assert.Equal(t, breaks, parsed)

	none, ok := parsePriceBreaks("")
	assert.True(t, ok)
	assert.Empty(t, none)

	for _, bad := range []string{"500", "500:", "a:1", "500:1;", "500-13900", "1.5:100"} {
		_, ok := parsePriceBreaks(bad)
		assert.False(t, ok, bad)
	}
}
