package domain

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestTaxIsRoundedHalfUpToTheCent(t *testing.T) {
	rate, err := ParseTaxRate("20.5")
	require.NoError(t, err)
	assert.Equal(t, TaxRate(2050), rate)
	assert.Equal(t, "20.5%", rate.String())
	assert.Equal(t, int64(20_521), rate.Of(100_100), "20,520.5 rounds up")
	assert.Equal(t, int64(20_520), rate.Of(100_098), "20,520.09 rounds down")
	assert.Equal(t, int64(0), TaxRate(0).Of(100_100))
}

func TestACartShowsTheTaxItWouldPay(t *testing.T) {
	c := PricedCart{SubtotalCents: 100_100}
	c.ApplyTax(2050)
	assert.Equal(t, int64(20_521), c.TaxCents)
	assert.Equal(t, int64(120_621), c.TotalCents)
	assert.Equal(t, TaxRate(2050), c.TaxRate)
}

func TestAnAccountTokenIsKeptOnlyAsItsHash(t *testing.T) {
	now := time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)
	raw, tok := NewAccountToken("u1", TokenPasswordReset, PasswordResetTTL, now)
	assert.Len(t, raw, 43)
	assert.NotContains(t, tok.Hash, raw)
	assert.Equal(t, HashToken(raw), tok.Hash)
	assert.Equal(t, now.Add(time.Hour), tok.ExpiresAt)
	other, _ := NewAccountToken("u1", TokenPasswordReset, PasswordResetTTL, now)
	assert.NotEqual(t, raw, other)
}
