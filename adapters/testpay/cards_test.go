package testpay

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

var testNow = time.Date(2026, time.June, 15, 12, 0, 0, 0, time.UTC)

func goodCard(number string) ports.Card {
	return ports.Card{Number: number, ExpMonth: 12, ExpYear: 2030, CVC: "123", Name: "Ada", Email: "ada@example.com"}
}

func TestConfirmWithCardRules(t *testing.T) {
	tests := []struct {
		name    string
		edit    func(*ports.Card)
		refusal string // "" means the charge succeeds
	}{
		{"visa success", func(c *ports.Card) {}, ""},
		{"spaces and dashes ignored", func(c *ports.Card) { c.Number = "4242-4242 4242-4242" }, ""},
		{"other luhn-valid number", func(c *ports.Card) { c.Number = "5555 5555 5555 4444" }, ""},
		{"four-digit cvc", func(c *ports.Card) { c.CVC = "1234" }, ""},
		{"two-digit year", func(c *ports.Card) { c.ExpYear = 30 }, ""},
		{"expires this month", func(c *ports.Card) { c.ExpMonth, c.ExpYear = 6, 2026 }, ""},
		{"generic decline", func(c *ports.Card) { c.Number = "4000 0000 0000 0002" }, "Your card was declined."},
		{"insufficient funds", func(c *ports.Card) { c.Number = "4000-0000-0000-9995" }, "Your card has insufficient funds."},
		{"fails luhn", func(c *ports.Card) { c.Number = "4242 4242 4242 4241" }, "Your card number is invalid."},
		{"too short", func(c *ports.Card) { c.Number = "42424242424" }, "Your card number is invalid."},
		{"too long", func(c *ports.Card) { c.Number = "42424242424242424242" }, "Your card number is invalid."},
		{"letters", func(c *ports.Card) { c.Number = "4242 4242 4242 424x" }, "Your card number is invalid."},
		{"empty number", func(c *ports.Card) { c.Number = "" }, "Your card number is invalid."},
		{"expired last month", func(c *ports.Card) { c.ExpMonth, c.ExpYear = 5, 2026 }, "Your card has expired."},
		{"expired last year", func(c *ports.Card) { c.ExpMonth, c.ExpYear = 12, 2025 }, "Your card has expired."},
		{"month out of range", func(c *ports.Card) { c.ExpMonth = 13 }, "Your card's expiration month is invalid."},
		{"missing cvc", func(c *ports.Card) { c.CVC = "" }, "Your card's security code is invalid."},
		{"two-digit cvc", func(c *ports.Card) { c.CVC = "12" }, "Your card's security code is invalid."},
		{"five-digit cvc", func(c *ports.Card) { c.CVC = "12345" }, "Your card's security code is invalid."},
		{"letters in cvc", func(c *ports.Card) { c.CVC = "12a" }, "Your card's security code is invalid."},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ctx := context.Background()
			g := NewWithClock(func() time.Time { return testNow })
			pi, err := g.CreateIntent(ctx, "booking-1", 12_500)
			require.NoError(t, err)
			card := goodCard("4242 4242 4242 4242")
			tc.edit(&card)

			got, err := g.ConfirmWithCard(ctx, pi.ID, card)
			stored, getErr := g.GetIntent(ctx, pi.ID)
			require.NoError(t, getErr)

			if tc.refusal == "" {
				require.NoError(t, err)
				assert.Equal(t, ports.IntentSucceeded, got.Status)
				assert.Equal(t, ports.IntentSucceeded, stored.Status)
				assert.Empty(t, stored.LastError)
				return
			}
			var de *domain.Error
			require.ErrorAs(t, err, &de)
			assert.Equal(t, domain.CodePaymentFailed, de.Code)
			assert.Equal(t, tc.refusal, de.Message)
			assert.Equal(t, ports.IntentRequiresPaymentMethod, stored.Status)
			assert.Equal(t, tc.refusal, stored.LastError)
		})
	}
}

func TestRefusedCardCanBeRetriedWithAGoodOne(t *testing.T) {
	ctx := context.Background()
	g := NewWithClock(func() time.Time { return testNow })
	pi, err := g.CreateIntent(ctx, "booking-1", 500)
	require.NoError(t, err)

	_, err = g.ConfirmWithCard(ctx, pi.ID, goodCard("4000000000000002"))
	require.True(t, domain.IsCode(err, domain.CodePaymentFailed))

	got, err := g.ConfirmWithCard(ctx, pi.ID, goodCard("4242424242424242"))
	require.NoError(t, err)
	assert.Equal(t, ports.IntentSucceeded, got.Status)
	assert.Empty(t, got.LastError, "a success clears the earlier refusal")
}

func TestExpiryFollowsTheInjectedClock(t *testing.T) {
	ctx := context.Background()
	card := goodCard("4242424242424242")
	card.ExpMonth, card.ExpYear = 1, 2027

	for _, tc := range []struct {
		now     time.Time
		expired bool
	}{
		{time.Date(2027, time.January, 31, 23, 0, 0, 0, time.UTC), false},
		{time.Date(2027, time.February, 1, 0, 0, 0, 0, time.UTC), true},
	} {
		g := NewWithClock(func() time.Time { return tc.now })
		pi, err := g.CreateIntent(ctx, "b", 100)
		require.NoError(t, err)
		_, err = g.ConfirmWithCard(ctx, pi.ID, card)
		if tc.expired {
			assert.EqualError(t, err, "payment_failed: Your card has expired.", tc.now)
		} else {
			assert.NoError(t, err, tc.now)
		}
	}
}
