package main

import (
	"errors"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestOversoldIsReservedPastStockOrStockBelowZero(t *testing.T) {
	exact := partStock{initial: 600, final: 0, reserved: 600}
	assert.Zero(t, exact.oversold())
	assert.Zero(t, exact.unaccounted())

	leftover := partStock{initial: 600, final: 10, reserved: 590}
	assert.Zero(t, leftover.oversold())
	assert.Zero(t, leftover.unaccounted())

	reservedTooMuch := partStock{initial: 600, final: -20, reserved: 620}
	assert.Equal(t, int64(20), reservedTooMuch.oversold())
	assert.Zero(t, reservedTooMuch.unaccounted(), "the stock moved exactly as the orders say")

	lostUpdate := partStock{initial: 600, final: 10, reserved: 620}
	assert.Equal(t, int64(20), lostUpdate.oversold(), "620 pieces promised from a stock of 600")
	assert.Equal(t, int64(30), lostUpdate.unaccounted())

	leak := partStock{initial: 600, final: 550, reserved: 40}
	assert.Zero(t, leak.oversold())
	assert.Equal(t, int64(10), leak.unaccounted(), "stock gone without an order")
}

func soundCheckout() checkoutResult {
	return checkoutResult{buyers: 200, placed: 2, stored: 2, refused: 198, parts: []partStock{
		{id: "a", initial: 600, final: 580, reserved: 20},
		{id: "b", initial: 600, final: 590, reserved: 10},
	}}
}

func TestCheckoutIsSoundOnlyWhenEveryCountIsZero(t *testing.T) {
	assert.True(t, soundCheckout().sound())

	for name, spoil := range map[string]func(*checkoutResult){
		"oversold":         func(r *checkoutResult) { r.parts[0].final, r.parts[0].reserved = -10, 610 },
		"unaccounted":      func(r *checkoutResult) { r.parts[1].final = 580 },
		"order not stored": func(r *checkoutResult) { r.stored = 1 },
		"timeout":          func(r *checkoutResult) { r.timeouts = 1 },
		"other error":      func(r *checkoutResult) { r.errors = 1 },
	} {
		r := soundCheckout()
		spoil(&r)
		assert.False(t, r.sound(), name)
	}
	r := soundCheckout()
	r.parts[0].final, r.parts[0].reserved = -10, 610
	r.parts[1].final, r.parts[1].reserved = -5, 605
	assert.Equal(t, int64(15), r.oversell())
}

func TestCheckoutAnswersAreSorted(t *testing.T) {
	short := []byte(`{"error":{"code":"invalid","message":"Only 0 pieces in stock","fields":{"lines.p1":"Only 0 pieces in stock","lines.p2":"Only 10 pieces in stock"}}}`)
	belowMOQ := []byte(`{"error":{"code":"invalid","message":"Minimum order is 10 pieces","fields":{"lines.p1":"Minimum order is 10 pieces"}}}`)
	address := []byte(`{"error":{"code":"invalid","message":"Address is Required","fields":{"address":"Address is Required"}}}`)
	empty := []byte(`{"error":{"code":"invalid","message":"Your cart is empty"}}`)

	assert.Equal(t, answerPlaced, classifyCheckout(http.StatusCreated, []byte(`{}`), nil))
	assert.Equal(t, answerRefused, classifyCheckout(http.StatusBadRequest, short, nil))
	assert.Equal(t, answerError, classifyCheckout(http.StatusBadRequest, belowMOQ, nil))
	assert.Equal(t, answerError, classifyCheckout(http.StatusBadRequest, address, nil))
	assert.Equal(t, answerError, classifyCheckout(http.StatusBadRequest, empty, nil))
	assert.Equal(t, answerError, classifyCheckout(http.StatusTooManyRequests, nil, nil))
	assert.Equal(t, answerError, classifyCheckout(http.StatusInternalServerError, nil, nil))
	assert.Equal(t, answerTimeout, classifyCheckout(http.StatusServiceUnavailable, nil, nil))
	assert.Equal(t, answerTimeout, classifyCheckout(0, nil, errors.New("context deadline exceeded (Client.Timeout exceeded)")))
}

func TestCartsOverlapAndShareEveryPartEvenly(t *testing.T) {
	parts := []string{"p1", "p2", "p3", "p4", "p5", "p6"}
	inCarts := map[string]int{}
	seen := map[[3]string]bool{}
	for i := range 200 {
		cart := cartFor(i, parts)
		require.Len(t, cart, checkoutCartLines)
		assert.NotEqual(t, cart[0], cart[1])
		assert.NotEqual(t, cart[1], cart[2])
		seen[[3]string(cart)] = true
		for _, id := range cart {
			inCarts[id]++
		}
	}
	assert.Len(t, seen, 20, "every way to pick 3 of 6")
	for _, id := range parts {
		assert.Equal(t, 100, inCarts[id], id)
	}
}

func TestReservedAddsAPlacedOrdersLines(t *testing.T) {
	reserved := map[string]int64{"p1": 10}
	require.NoError(t, addReserved(reserved, []byte(`{"id":"b1","lines":[{"productId":"p1","quantity":10},{"productId":"p2","quantity":10}]}`)))
	assert.Equal(t, map[string]int64{"p1": 20, "p2": 10}, reserved)
	assert.Error(t, addReserved(reserved, []byte(`not json`)))
}
