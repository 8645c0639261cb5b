package main

import (
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func checkoutBody() map[string]any {
	return map[string]any{"address": "1 Dock Road, Rotterdam", "phone": "+31 10 555 0100"}
}

// threeProducts are fresh products at 10.00, 20.00 and 30.00, 100 of each
// in stock with a minimum order of 10, sorted by id.
func (s *shop) threeProducts(admin string) []map[string]any {
	s.t.Helper()
	var out []map[string]any
	for i, name := range []string{"Line SSD", "Line RAM", "Line PSU"} {
		out = append(out, s.cartProduct(admin, name, int64(1000*(i+1)), 100, 10))
	}
	sort.Slice(out, func(i, j int) bool { return out[i]["id"].(string) < out[j]["id"].(string) })
	return out
}

func (s *shop) stocks(products []map[string]any) []int64 {
	out := make([]int64, len(products))
	for i, p := range products {
		out[i] = num(s.product(p["id"].(string))["stock"])
	}
	return out
}

func TestCheckoutOfThreeLinesWithAPONumber(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	customer, _ := s.signUp("Buyer")
	ps := s.threeProducts(s.adminToken())
	for i, p := range ps {
		s.putInCart(customer, p["id"].(string), int64(10*(i+1)))
	}
	body := checkoutBody()
	body["poNumber"], body["note"] = " PO-2026-118 ", "Deliver to dock 4"

	r := s.do("POST", "/api/cart/checkout", customer, body)
	require.Equal(t, 201, r.Status, string(r.Body))
	b := r.JSON(t)

	var wantLines []any
	var subtotal int64
	var names []string
	for i, p := range ps {
		q, unit := int64(10*(i+1)), num(p["priceCents"])
		wantLines = append(wantLines, map[string]any{"productId": p["id"], "sku": p["sku"], "productName": p["name"],
			"quantity": float64(q), "unitPriceCents": float64(unit), "lineTotalCents": float64(q * unit),
			"allocations": allFromMain(q), "backorderedQuantity": float64(0)})
		subtotal += q * unit
		names = append(names, p["name"].(string))
	}
	assert.Equal(t, wantLines, b["lines"])
	assert.EqualValues(t, subtotal, b["subtotalCents"])
	assert.EqualValues(t, 0, b["taxCents"])
	assert.EqualValues(t, subtotal, b["totalPriceCents"])
	assert.Equal(t, "PO-2026-118", b["poNumber"])
	assert.Equal(t, "Deliver to dock 4", b["note"])
	assert.Equal(t, "card", b["paymentMethod"])
	assert.Equal(t, "unpaid", b["status"])
	assert.NotEmpty(t, b["expiresAt"], "an unpaid card order holds its stock for a while")
	assert.Equal(t, ps[0]["id"], b["productId"], "one-product clients see the first line")
	assert.Equal(t, strings.Join(names, ", "), b["productName"])
	assert.EqualValues(t, 60, b["quantity"])

	assert.Equal(t, []int64{90, 80, 70}, s.stocks(ps), "every line's stock is taken")
	assert.Empty(t, cartLines(t, s.getJSON("/api/cart", customer)), "the cart is empty after checkout")
	assert.Equal(t, withoutTimes(b), withoutTimes(s.booking(customer, b["id"].(string))))

	r = s.do("POST", "/api/bookings/"+b["id"].(string)+"/cancel", customer, nil)
	require.Equal(t, 200, r.Status, string(r.Body))
	assert.Equal(t, []int64{100, 100, 100}, s.stocks(ps), "cancelling gives every line's stock back")
}

func TestCheckoutRefusals(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	customer, _ := s.signUp("Buyer")
	ps := s.threeProducts(s.adminToken())
	short, fine := ps[1]["id"].(string), ps[0]["id"].(string)
	refused := func(name string, body any, status int, code, msg string, fields map[string]string) scenario {
		return scenario{name: name, method: "POST", path: "/api/cart/checkout", token: customer, body: body,
			status: status, code: code, message: msg, fields: fields}
	}
	runScenarios(t, s, []scenario{
		refused("an empty cart", checkoutBody(), 400, "invalid", "Your cart is empty", map[string]string{"lines": "Your cart is empty"}),
	})
	s.putInCart(customer, fine, 10)
	s.putInCart(customer, short, 101)
	s.putInCart(customer, ps[2]["id"].(string), 5)
	lineProblems := func(extra ...string) map[string]string {
		fields := map[string]string{"lines." + short: "Only 100 pieces in stock", "lines." + ps[2]["id"].(string): "Minimum order is 10 pieces"}
		for i := 0; i < len(extra); i += 2 {
			fields[extra[i]] = extra[i+1]
		}
		return fields
	}
	runScenarios(t, s, []scenario{
		refused("short and below-minimum lines", checkoutBody(), 400, "invalid", "Only 100 pieces in stock", lineProblems()),
		refused("on invoice terms", with(checkoutBody(), "paymentMethod", "invoice"), 403, "forbidden", "Invoice terms are not enabled for this account", nil),
		refused("another payment method", with(checkoutBody(), "paymentMethod", "cash"), 400, "invalid", "Choose card or invoice",
			lineProblems("paymentMethod", "Choose card or invoice")),
		refused("without an address", without(checkoutBody(), "address"), 400, "invalid", "Address is Required",
			lineProblems("address", "Address is Required")),
		refused("with client-chosen lines", with(checkoutBody(), "lines", []any{}), 400, "invalid", "Unknown field lines", map[string]string{"lines": "Unknown field lines"}),
	})

	assert.Equal(t, []int64{100, 100, 100}, s.stocks(ps), "nothing was reserved")
	assert.Len(t, cartLines(t, s.getJSON("/api/cart", customer)), 3, "the cart is kept")
	assert.Empty(t, items(t, s.getJSON("/api/bookings", customer)))
}

func TestOneProductOrderIsABookingWithOneLine(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	customer, _ := s.signUp("Buyer")
	p := s.cartProduct(s.adminToken(), "Single SSD", 1500, 100, 10)
	s.putInCart(customer, p["id"].(string), 10)

	b := s.book(customer, p)
	assert.Equal(t, []any{map[string]any{"productId": p["id"], "sku": p["sku"], "productName": "Single SSD",
		"quantity": float64(10), "unitPriceCents": float64(1500), "lineTotalCents": float64(15_000),
		"allocations": allFromMain(10), "backorderedQuantity": float64(0)}}, b["lines"])
	assert.EqualValues(t, 15_000, b["subtotalCents"])
	assert.EqualValues(t, 1500, b["unitPriceCents"])
	assert.Equal(t, "card", b["paymentMethod"])
	assert.Len(t, cartLines(t, s.getJSON("/api/cart", customer)), 1, "ordering one product leaves the cart alone")

	r := s.do("POST", "/api/bookings", customer, orderBody(p["id"].(string), 91))
	assertAPIError(t, r, 409, "conflict", "Only 90 pieces in stock", map[string]string{"quantity": "Only 90 pieces in stock"})
}

func TestReorder(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	admin := s.adminToken()
	customer, _ := s.signUp("Buyer")
	other, _ := s.signUp("Other")
	ps := s.threeProducts(admin)
	for _, p := range ps {
		s.putInCart(customer, p["id"].(string), 40)
	}
	r := s.do("POST", "/api/cart/checkout", customer, checkoutBody())
	require.Equal(t, 201, r.Status, string(r.Body))
	path := "/api/bookings/" + r.JSON(t)["id"].(string) + "/reorder"

	gone := ps[0]
	require.Equal(t, 204, s.do("DELETE", "/api/products/"+gone["id"].(string), admin, nil).Status)
	s.putInCart(customer, ps[1]["id"].(string), 30) // 30 + 40 is more than the 60 left
	runScenarios(t, s, []scenario{
		{name: "another customer's order", method: "POST", path: path, token: other, status: 404, code: "not_found", message: "Booking not found"},
		{name: "an admin reorders only their own orders", method: "POST", path: path, token: admin, status: 404, code: "not_found", message: "Booking not found"},
		{name: "the owner", method: "POST", path: path, token: customer, status: 200, check: func(t *testing.T, r reply) {
			got := r.JSON(t)
			assert.ElementsMatch(t, []any{
				map[string]any{"productId": gone["id"], "productName": gone["name"], "message": "This product is no longer available"},
				map[string]any{"productId": ps[1]["id"], "productName": ps[1]["name"], "message": "Only 60 pieces in stock"},
			}, got["errors"])
			lines := cartLines(t, got["cart"].(map[string]any))
			require.Len(t, lines, 2)
			assert.Equal(t, []any{ps[1]["id"], float64(30)}, []any{lines[0]["productId"], lines[0]["quantity"]}, "a short line is left as it was")
			assert.Equal(t, []any{ps[2]["id"], float64(40), nil}, []any{lines[1]["productId"], lines[1]["quantity"], lines[1]["problem"]})
		}},
	})
	assert.Empty(t, cartLines(t, s.getJSON("/api/cart", other)), "the other customer's cart is untouched")
}
