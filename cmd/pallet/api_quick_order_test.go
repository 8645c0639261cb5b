package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func (s *shop) quickOrder(token, text string) map[string]any {
	s.t.Helper()
	r := s.do("POST", "/api/cart/quick-order", token, map[string]string{"text": text})
	require.Equal(s.t, 200, r.Status, string(r.Body))
	return r.JSON(s.t)
}

func TestQuickOrder(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	admin := s.adminToken()
	customer, _ := s.signUp("Paster")
	ssd := s.createProduct(admin, with(with(productBody("Quick SSD"), "sku", "QK-SSD"), "minOrderQuantity", 10))
	ram := s.createProduct(admin, with(with(productBody("Quick RAM"), "sku", "QK-RAM"), "minOrderQuantity", 10))
	s.putInCart(customer, ram["id"].(string), 10)

	got := s.quickOrder(customer, "qk-ssd, 20\nNOPE-404\t5\nQK-RAM;15")
	assert.Equal(t, []any{map[string]any{"line": float64(2), "sku": "NOPE-404", "message": "Unknown part number NOPE-404"}}, got["errors"])
	lines := cartLines(t, got["cart"].(map[string]any))
	quantities := map[any]int64{}
	for _, l := range lines {
		quantities[l["sku"]] = num(l["quantity"])
	}
	assert.Equal(t, map[any]int64{"QK-SSD": 20, "QK-RAM": 25}, quantities, "added on top of the cart")

	got = s.quickOrder(customer, "sku,quantity\nQK-SSD 5\n\nqk-ssd 7\nQK-SSD 2.5\nQK-SSD 1")
	assert.Equal(t, []any{map[string]any{"line": float64(5), "sku": "QK-SSD", "message": "Quantity must be a whole number"}}, got["errors"])
	for _, l := range cartLines(t, got["cart"].(map[string]any)) {
		if l["sku"] == "QK-SSD" {
			assert.EqualValues(t, 20+5+7+1, l["quantity"], "summed per part number")
		}
	}
	assert.Equal(t, num(ssd["stock"]), num(s.product(ssd["id"].(string))["stock"]), "a cart reserves nothing")

	tooLong := strings.Repeat("QK-SSD 1\n", 501)
	runScenarios(t, s, []scenario{
		{name: "501 lines", method: "POST", path: "/api/cart/quick-order", token: customer, body: map[string]string{"text": tooLong},
			status: 400, code: "invalid", message: "A quick order can have at most 500 lines",
			fields: map[string]string{"text": "A quick order can have at most 500 lines"}},
		{name: "nothing pasted", method: "POST", path: "/api/cart/quick-order", token: customer, body: map[string]string{"text": "\n"},
			status: 400, code: "invalid", message: "Paste one part number and quantity per line",
			fields: map[string]string{"text": "Paste one part number and quantity per line"}},
	})
}

func TestQuickOrderLeavesOutLinesBelowTheMinimumOrBeyondTheStock(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	customer, _ := s.signUp("Paster")
	s.cartProduct(s.adminToken(), "Scarce SSD", 1000, 30, 10)
	p := s.createProduct(s.adminToken(), with(with(with(productBody("Scarce RAM"), "sku", "SC-RAM"), "stock", 30), "minOrderQuantity", 10))

	got := s.quickOrder(customer, "SC-RAM 5")
	assert.Equal(t, []any{map[string]any{"line": float64(1), "sku": "SC-RAM", "message": "Minimum order is 10 pieces"}}, got["errors"])
	assert.Empty(t, cartLines(t, got["cart"].(map[string]any)))
	got = s.quickOrder(customer, "SC-RAM 100")
	assert.Equal(t, []any{map[string]any{"line": float64(1), "sku": "SC-RAM", "message": "Only 30 pieces in stock"}}, got["errors"])
	assert.Empty(t, cartLines(t, got["cart"].(map[string]any)))
	assert.EqualValues(t, 30, s.product(p["id"].(string))["stock"])
}

func TestQuickOrderFloodsAreStoppedPerUser(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	s.createProduct(s.adminToken(), with(productBody("Flood SSD"), "sku", "FL-1"))
	flooder, _ := s.signUp("Flooder")
	accepted := floodExpecting(t, 300, 200, func() reply {
		return s.do("POST", "/api/cart/quick-order", flooder, map[string]string{"text": "FL-1 100"})
	})
	assert.GreaterOrEqual(t, accepted, 30, "a busy buyer pastes many lists")

	neighbour, _ := s.signUp("Neighbour")
	s.quickOrder(neighbour, "FL-1 100")
}
