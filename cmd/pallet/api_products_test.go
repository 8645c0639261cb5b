package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func productBody(name string) map[string]any {
	return map[string]any{"name": name, "brand": "Quokkatech", "priceCents": 12345, "stock": 500,
		"descriptions": "A 2 TB NVMe drive, tested in wombat-proof racks.", "img": "/catalogue/ssd.svg"}
}

func without(m map[string]any, key string) map[string]any {
	out := map[string]any{}
	for k, v := range m {
		if k != key {
			out[k] = v
		}
	}
	return out
}

func with(m map[string]any, key string, v any) map[string]any {
	out := without(m, key)
	out[key] = v
	return out
}

// createProduct adds a product as admin and returns it.
func (s *shop) createProduct(admin string, body map[string]any) map[string]any {
	s.t.Helper()
	r := s.do("POST", "/api/products", admin, body)
	require.Equal(s.t, 201, r.Status, string(r.Body))
	return r.JSON(s.t)
}

func (s *shop) productTotal(t *testing.T) int64 {
	return num(s.getJSON("/api/products?limit=1", "")["total"])
}

func TestAddProduct(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	admin := s.adminToken()
	before := s.productTotal(t)
	base := productBody("Quokka 2TB NVMe")

	r := s.do("POST", "/api/products", admin, base)
	require.Equal(t, 201, r.Status, string(r.Body))
	p := r.JSON(t)
	assert.Regexp(t, `^[0-9a-f]{24}$`, p["id"])
	for k, v := range base {
		assert.EqualValues(t, v, p[k], k)
	}
	assert.EqualValues(t, 100, p["minOrderQuantity"], "the default minimum order")
	assert.Equal(t, true, p["orderable"])
	assert.Equal(t, withoutTimes(p), withoutTimes(s.product(p["id"].(string))), "GET shows what POST answered")

	r = s.do("POST", "/api/products", admin, with(base, "minOrderQuantity", 600))
	require.Equal(t, 201, r.Status, string(r.Body))
	assert.EqualValues(t, 600, r.JSON(t)["minOrderQuantity"])
	assert.Equal(t, false, r.JSON(t)["orderable"], "500 in stock can't fill a 600 minimum")

	invalid := func(name string, body any, field, msg string) scenario {
		return scenario{name: name, method: "POST", path: "/api/products", token: admin, body: body,
			status: 400, code: "invalid", message: msg, fields: map[string]string{field: msg}}
	}
	runScenarios(t, s, []scenario{
		invalid("missing name", without(base, "name"), "name", "Name is Required"),
		invalid("missing brand", without(base, "brand"), "brand", "Brand is Required"),
		invalid("missing price", without(base, "priceCents"), "priceCents", "Price is Required"),
		invalid("missing stock", without(base, "stock"), "stock", "Quantity is Required"),
		invalid("missing descriptions", without(base, "descriptions"), "descriptions", "Descriptions is Required"),
		invalid("missing photo", without(base, "img"), "img", "Photo url is Required"),
		invalid("blank name", with(base, "name", "   "), "name", "Name is Required"),
		invalid("empty photo", with(base, "img", ""), "img", "Photo url is Required"),
		invalid("photo that is not a web address", with(base, "img", "javascript:alert(1)"), "img", "Photo url must be a web address"),
		invalid("negative price", with(base, "priceCents", -100), "priceCents", "Price must be more than $0.00"),
		invalid("zero price", with(base, "priceCents", 0), "priceCents", "Price must be more than $0.00"),
		invalid("absurd price", with(base, "priceCents", 100_000_001), "priceCents", "Price must be at most $1,000,000.00"),
		invalid("price in dollars with cents", with(base, "priceCents", 123.45), "priceCents", "Must be a whole number"),
		invalid("price beyond int64", `{"priceCents": 99999999999999999999}`, "priceCents", "Must be a whole number"),
		invalid("negative stock", with(base, "stock", -1), "stock", "Quantity can't be negative"),
		invalid("absurd stock", with(base, "stock", 10_000_001), "stock", "Quantity must be at most 10000000"),
		invalid("minimum order 0", with(base, "minOrderQuantity", 0), "minOrderQuantity", "Minimum order must be at least 1"),
		invalid("negative minimum order", with(base, "minOrderQuantity", -5), "minOrderQuantity", "Minimum order must be at least 1"),
		{name: "everything missing", method: "POST", path: "/api/products", token: admin, body: `{}`,
			status: 400, code: "invalid", message: "Name is Required", fields: map[string]string{
				"name": "Name is Required", "brand": "Brand is Required", "priceCents": "Price is Required",
				"stock": "Quantity is Required", "descriptions": "Descriptions is Required", "img": "Photo url is Required"}},
	})
	assert.Equal(t, before+2, s.productTotal(t), "only the two valid products were added")
}

func TestEditProduct(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	admin := s.adminToken()
	id := s.createProduct(admin, productBody("Edit Me SSD"))["id"].(string)
	p := s.product(id)
	path := "/api/products/" + id

	runScenarios(t, s, []scenario{
		{name: "change the price", method: "PATCH", path: path, token: admin, body: map[string]any{"priceCents": 9999}, status: 200,
			check: func(t *testing.T, r reply) { assert.EqualValues(t, 9999, r.JSON(t)["priceCents"]) }},
		{name: "GET shows the new price and the rest unchanged", method: "GET", path: path, status: 200,
			check: func(t *testing.T, r reply) {
				got := r.JSON(t)
				assert.EqualValues(t, 9999, got["priceCents"])
				assert.Equal(t, p["name"], got["name"])
				assert.Equal(t, p["stock"], got["stock"])
				assert.Equal(t, p["createdAt"], got["createdAt"])
			}},
		{name: "raise the minimum order above stock", method: "PATCH", path: path, token: admin, body: map[string]any{"minOrderQuantity": 501}, status: 200,
			check: func(t *testing.T, r reply) { assert.Equal(t, false, r.JSON(t)["orderable"]) }},
		{name: "negative price", method: "PATCH", path: path, token: admin, body: map[string]any{"priceCents": -1},
			status: 400, code: "invalid", message: "Price must be more than $0.00", fields: map[string]string{"priceCents": "Price must be more than $0.00"}},
		{name: "blank name", method: "PATCH", path: path, token: admin, body: map[string]any{"name": ""},
			status: 400, code: "invalid", message: "Name is Required", fields: map[string]string{"name": "Name is Required"}},
		{name: "unknown product", method: "PATCH", path: "/api/products/0123456789abcdef01234567", token: admin, body: map[string]any{"priceCents": 1},
			status: 404, code: "not_found", message: "Product not found"},
		{name: "the refused edits changed nothing", method: "GET", path: path, status: 200,
			check: func(t *testing.T, r reply) {
				assert.EqualValues(t, 9999, r.JSON(t)["priceCents"])
				assert.Equal(t, "Edit Me SSD", r.JSON(t)["name"])
			}},
	})
}

func TestDeletedProductKeepsBookingSnapshots(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	admin := s.adminToken()
	customer, _ := s.signUp("Snapshot")
	p := s.createProduct(admin, productBody("Soon Gone Switch"))
	id := p["id"].(string)
	b := s.book(customer, p)

	runScenarios(t, s, []scenario{
		{name: "a later price change", method: "PATCH", path: "/api/products/" + id, token: admin, body: map[string]any{"priceCents": 1, "name": "Renamed"}, status: 200},
		{name: "delete", method: "DELETE", path: "/api/products/" + id, token: admin, status: 204},
		{name: "GET after delete", method: "GET", path: "/api/products/" + id, status: 404, code: "not_found", message: "Product not found"},
		{name: "delete twice", method: "DELETE", path: "/api/products/" + id, token: admin, status: 404, code: "not_found", message: "Product not found"},
		{name: "the booking keeps its snapshot", method: "GET", path: "/api/bookings/" + b["id"].(string), token: customer, status: 200,
			check: func(t *testing.T, r reply) {
				got := r.JSON(t)
				assert.Equal(t, "Soon Gone Switch", got["productName"])
				assert.EqualValues(t, 12345, got["unitPriceCents"])
				assert.EqualValues(t, 12345*100, got["totalPriceCents"])
				assert.Equal(t, id, got["productId"])
			}},
		{name: "booking a deleted product", method: "POST", path: "/api/bookings", token: customer,
			body:   map[string]any{"productId": id, "quantity": 100, "address": "1 Quay", "phone": "555"},
			status: 400, code: "invalid", message: "This product is no longer available",
			fields: map[string]string{"productId": "This product is no longer available"}},
	})
	assert.NotContains(t, ids(items(t, s.getJSON("/api/products?limit=100", ""))), id, "gone from the listing")
}
