package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// tieredProduct costs 10.00 from its MOQ of 10, 9.00 from 50 and 8.00 from 100.
func (s *shop) tieredProduct(admin string) map[string]any {
	s.t.Helper()
	body := productBody("Tiered SSD")
	body["priceCents"], body["stock"], body["minOrderQuantity"] = 1000, 1000, 10
	body["priceBreaks"] = []any{map[string]any{"minQuantity": 100, "unitPriceCents": 800}, map[string]any{"minQuantity": 50, "unitPriceCents": 900}}
	return s.createProduct(admin, body)
}

func priceBreak(minQuantity, unit int64) map[string]any {
	return map[string]any{"minQuantity": float64(minQuantity), "unitPriceCents": float64(unit)}
}

func TestPriceBreaksPriceTheCart(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	customer, _ := s.signUp("Buyer")
	p := s.tieredProduct(s.adminToken())
	id := p["id"].(string)
	assert.Equal(t, []any{priceBreak(50, 900), priceBreak(100, 800)}, p["priceBreaks"], "sorted by quantity")

	for _, tc := range []struct {
		quantity, unit int64
		next           any
	}{
		{49, 1000, priceBreak(50, 900)},
		{50, 900, priceBreak(100, 800)},
		{99, 900, priceBreak(100, 800)},
		{100, 800, nil},
		{500, 800, nil},
	} {
		line := cartLines(t, s.putInCart(customer, id, tc.quantity))[0]
		assert.EqualValues(t, tc.unit, line["unitPriceCents"], "%d pieces", tc.quantity)
		assert.EqualValues(t, tc.unit*tc.quantity, line["lineTotalCents"], "%d pieces", tc.quantity)
		assert.Equal(t, tc.next, line["nextBreak"], "%d pieces", tc.quantity)
		assert.Equal(t, p["sku"], line["sku"])
	}
}

func TestPriceBreaksPriceCheckoutAndTheOneProductOrder(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	customer, _ := s.signUp("Buyer")
	p := s.tieredProduct(s.adminToken())
	id := p["id"].(string)

	s.putInCart(customer, id, 50)
	r := s.do("POST", "/api/cart/checkout", customer, checkoutBody())
	require.Equal(t, 201, r.Status, string(r.Body))
	assert.EqualValues(t, 50*900, r.JSON(t)["totalPriceCents"], "checkout at the first break")

	for quantity, unit := range map[int64]int64{49: 1000, 99: 900, 100: 800} {
		r := s.do("POST", "/api/bookings", customer, orderBody(id, quantity))
		require.Equal(t, 201, r.Status, string(r.Body))
		b := r.JSON(t)
		assert.EqualValues(t, unit, b["unitPriceCents"], "%d pieces", quantity)
		assert.EqualValues(t, unit*quantity, b["totalPriceCents"], "%d pieces", quantity)
	}
}

func TestPriceBreakRefusalsAndEdits(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	admin := s.adminToken()
	p := s.tieredProduct(admin)
	path := "/api/products/" + p["id"].(string)
	dearer := "A price break can't cost more per piece than a smaller quantity"
	refused := func(name string, body map[string]any, msg string) scenario {
		return scenario{name: name, method: "PATCH", path: path, token: admin, body: body, status: 400, code: "invalid",
			message: msg, fields: map[string]string{"priceBreaks": msg}}
	}
	breaks := func(pairs ...int64) []any {
		var out []any
		for i := 0; i+1 < len(pairs); i += 2 {
			out = append(out, map[string]any{"minQuantity": pairs[i], "unitPriceCents": pairs[i+1]})
		}
		return out
	}

	runScenarios(t, s, []scenario{
		refused("a break at the MOQ", map[string]any{"priceBreaks": breaks(10, 900)}, "Each price break must start above the minimum order of 10 pieces"),
		refused("a dearer higher break", map[string]any{"priceBreaks": breaks(50, 900, 100, 950)}, dearer),
		refused("a list price below the breaks", map[string]any{"priceCents": 850}, dearer),
		refused("two breaks at one quantity", map[string]any{"priceBreaks": breaks(50, 900, 50, 800)}, "Two price breaks start at 50 pieces"),
		{name: "a new table", method: "PATCH", path: path, token: admin, body: map[string]any{"priceBreaks": breaks(20, 950)}, status: 200,
			check: func(t *testing.T, r reply) { assert.Equal(t, []any{priceBreak(20, 950)}, r.JSON(t)["priceBreaks"]) }},
		{name: "no breaks", method: "PATCH", path: path, token: admin, body: map[string]any{"priceBreaks": []any{}}, status: 200,
			check: func(t *testing.T, r reply) { assert.Equal(t, []any{}, r.JSON(t)["priceBreaks"]) }},
		{name: "on create too", method: "POST", path: "/api/products", token: admin,
			body: with(productBody("Bad tiers"), "priceBreaks", breaks(200, 99999)), status: 400, code: "invalid",
			message: dearer, fields: map[string]string{"priceBreaks": dearer}},
	})
}
