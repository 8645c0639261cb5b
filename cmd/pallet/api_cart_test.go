package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func cartLinePath(productID string) string { return "/api/cart/lines/" + productID }

// putInCart sets the cart line and returns the cart.
func (s *shop) putInCart(token, productID string, quantity int64) map[string]any {
	s.t.Helper()
	r := s.do("PUT", cartLinePath(productID), token, map[string]any{"quantity": quantity})
	require.Equal(s.t, 200, r.Status, string(r.Body))
	return r.JSON(s.t)
}

// cartLines returns the cart's lines as objects.
func cartLines(t *testing.T, cart map[string]any) []map[string]any {
	t.Helper()
	raw, ok := cart["lines"].([]any)
	require.True(t, ok, "cart without lines: %v", cart)
	out := make([]map[string]any, len(raw))
	for i, l := range raw {
		out[i] = l.(map[string]any)
	}
	return out
}

// cartProduct is a fresh product with a known price, stock and minimum order.
func (s *shop) cartProduct(admin, name string, price, stock, moq int64) map[string]any {
	s.t.Helper()
	body := productBody(name)
	body["priceCents"], body["stock"], body["minOrderQuantity"] = price, stock, moq
	return s.createProduct(admin, body)
}

func TestCartRoutes(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	customer, _ := s.signUp("Buyer")
	p := s.cartProduct(s.adminToken(), "Cart SSD", 1250, 500, 20)
	id := p["id"].(string)
	cartIs := func(total int64, lines ...map[string]any) func(t *testing.T, r reply) {
		return func(t *testing.T, r reply) {
			cart := r.JSON(t)
			assert.Equal(t, map[string]any{"subtotalCents": float64(total), "taxCents": float64(0), "totalCents": float64(total), "taxRatePercent": "0"},
				without(cart, "lines"))
			got := cartLines(t, cart)
			require.Len(t, got, len(lines))
			for i, want := range lines {
				for k, v := range want {
					assert.Equal(t, v, got[i][k], "lines[%d].%s", i, k)
				}
			}
		}
	}
	line := func(quantity int64, problem any) map[string]any {
		return map[string]any{"productId": id, "sku": p["sku"], "productName": "Cart SSD", "img": "/catalogue/ssd.svg",
			"quantity": float64(quantity), "unitPriceCents": float64(1250), "lineTotalCents": float64(1250 * quantity),
			"minOrderQuantity": float64(20), "stock": float64(500), "nextBreak": nil, "problem": problem}
	}
	set := func(name string, quantity any, status int, check func(*testing.T, reply)) scenario {
		return scenario{name: name, method: "PUT", path: cartLinePath(id), token: customer,
			body: map[string]any{"quantity": quantity}, status: status, check: check}
	}
	refused := func(name string, body any, status int, code, msg, field string) scenario {
		return scenario{name: name, method: "PUT", path: cartLinePath(id), token: customer, body: body,
			status: status, code: code, message: msg, fields: map[string]string{field: msg}}
	}

	runScenarios(t, s, []scenario{
		{name: "a new cart is empty", method: "GET", path: "/api/cart", token: customer, status: 200, check: cartIs(0)},
		set("add a line", 40, 200, cartIs(50_000, line(40, nil))),
		set("set it again", 60, 200, cartIs(75_000, line(60, nil))),
		set("below the minimum order", 5, 200, cartIs(6250, line(5, "Minimum order is 20 pieces"))),
		set("more than in stock", 501, 200, cartIs(626_250, line(501, "Only 500 pieces in stock"))),
		refused("quantity 0", map[string]any{"quantity": 0}, 400, "invalid", "Quantity must be at least 1", "quantity"),
		refused("no quantity", map[string]any{}, 400, "invalid", "Quantity is Required", "quantity"),
		refused("a fraction", map[string]any{"quantity": 2.5}, 400, "invalid", "Must be a whole number", "quantity"),
		refused("a client-chosen price", map[string]any{"quantity": 40, "unitPriceCents": 1}, 400, "invalid", "Unknown field unitPriceCents", "unitPriceCents"),
		{name: "an unknown product", method: "PUT", path: cartLinePath("0123456789abcdef01234567"), token: customer,
			body: map[string]any{"quantity": 40}, status: 404, code: "not_found", message: "This product is no longer available",
			fields: map[string]string{"productId": "This product is no longer available"}},
		{name: "the refusals changed nothing", method: "GET", path: "/api/cart", token: customer, status: 200,
			check: cartIs(626_250, line(501, "Only 500 pieces in stock"))},
		{name: "remove the line", method: "DELETE", path: cartLinePath(id), token: customer, status: 200, check: cartIs(0)},
		set("add it back", 40, 200, cartIs(50_000, line(40, nil))),
		{name: "empty the cart", method: "DELETE", path: "/api/cart", token: customer, status: 204},
		{name: "it is empty", method: "GET", path: "/api/cart", token: customer, status: 200, check: cartIs(0)},
		{name: "anonymous", method: "GET", path: "/api/cart", status: 401, code: "unauthorized", message: "Please log in to continue"},
	})
	assert.Equal(t, int64(500), num(s.product(id)["stock"]), "a cart reserves nothing")
}

func TestEachCustomerSeesOnlyTheirOwnCart(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	alice, _ := s.signUp("Alice")
	bob, _ := s.signUp("Bob")
	p := s.orderableProduct()
	id := p["id"].(string)

	s.putInCart(alice, id, num(p["minOrderQuantity"]))
	assert.Empty(t, cartLines(t, s.getJSON("/api/cart", bob)), "Bob doesn't see Alice's cart")

	s.putInCart(bob, id, num(p["minOrderQuantity"])+1)
	require.Equal(t, 204, s.do("DELETE", "/api/cart", bob, nil).Status)
	aliceLines := cartLines(t, s.getJSON("/api/cart", alice))
	require.Len(t, aliceLines, 1, "Bob emptying his cart leaves Alice's alone")
	assert.Equal(t, num(p["minOrderQuantity"]), num(aliceLines[0]["quantity"]))
}

func TestCartShowsADeletedProductAsAProblem(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	admin := s.adminToken()
	customer, _ := s.signUp("Buyer")
	kept := s.cartProduct(admin, "Kept SSD", 1000, 100, 10)
	gone := s.cartProduct(admin, "Gone SSD", 2000, 100, 10)
	s.putInCart(customer, kept["id"].(string), 10)
	s.putInCart(customer, gone["id"].(string), 10)
	require.Equal(t, 204, s.do("DELETE", "/api/products/"+gone["id"].(string), admin, nil).Status)

	cart := s.getJSON("/api/cart", customer)
	lines := cartLines(t, cart)
	require.Len(t, lines, 2)
	assert.Equal(t, map[string]any{"productId": gone["id"], "sku": "", "productName": "", "img": "",
		"quantity": float64(10), "unitPriceCents": float64(0), "lineTotalCents": float64(0),
		"minOrderQuantity": float64(0), "stock": float64(0), "nextBreak": nil,
		"problem": "This product is no longer available", "availability": []any{}, "backorderable": false, "restockDays": float64(0)}, lines[1])
	assert.Equal(t, float64(10_000), cart["totalCents"])

	r := s.do("DELETE", cartLinePath(gone["id"].(string)), customer, nil)
	require.Equal(t, 200, r.Status, string(r.Body))
	assert.Len(t, cartLines(t, r.JSON(t)), 1, "a gone line can be removed")
}
