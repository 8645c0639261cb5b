package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPartNumbers(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	admin := s.adminToken()
	named := s.createProduct(admin, with(productBody("Named SSD"), "sku", " QK-NV2T-TEST "))
	generated := s.createProduct(admin, productBody("Unnamed SSD"))
	namedID, generatedID := named["id"].(string), generated["id"].(string)
	assert.Equal(t, "QK-NV2T-TEST", named["sku"])
	assert.Regexp(t, `^QUOK-[A-Z2-9]{8}$`, generated["sku"], "a generated part number starts with the brand")

	taken := map[string]string{"sku": "Another product has this part number"}
	badChars := "A part number may only have letters, digits, '-', '_', '.' and '/'"
	onlyNamed := func(t *testing.T, r reply) { assert.Equal(t, []string{namedID}, ids(items(t, r.JSON(t)))) }
	runScenarios(t, s, []scenario{
		{name: "a duplicate, whatever its case, is refused", method: "POST", path: "/api/products", token: admin,
			body: with(productBody("Copy SSD"), "sku", "qk-nv2t-test"), status: 409, code: "conflict",
			message: "Another product has this part number", fields: taken},
		{name: "a part number with a space", method: "POST", path: "/api/products", token: admin,
			body: with(productBody("Spaced SSD"), "sku", "MZ V9"), status: 400, code: "invalid", message: badChars,
			fields: map[string]string{"sku": badChars}},
		{name: "a part number too long", method: "POST", path: "/api/products", token: admin,
			body: with(productBody("Long SSD"), "sku", strings.Repeat("A", 65)), status: 400, code: "invalid",
			message: "A part number has 1 to 64 characters", fields: map[string]string{"sku": "A part number has 1 to 64 characters"}},
		{name: "editing to another product's part number", method: "PATCH", path: "/api/products/" + generatedID, token: admin,
			body: map[string]any{"sku": "Qk-Nv2T-TeSt"}, status: 409, code: "conflict", message: "Another product has this part number", fields: taken},
		{name: "editing to a blank part number", method: "PATCH", path: "/api/products/" + generatedID, token: admin,
			body: map[string]any{"sku": " "}, status: 400, code: "invalid", message: "A part number has 1 to 64 characters",
			fields: map[string]string{"sku": "A part number has 1 to 64 characters"}},
		{name: "editing its own part number's case", method: "PATCH", path: "/api/products/" + namedID, token: admin,
			body: map[string]any{"sku": "qk-nv2t-test"}, status: 200,
			check: func(t *testing.T, r reply) { assert.Equal(t, "qk-nv2t-test", r.JSON(t)["sku"]) }},
		{name: "editing to a new part number", method: "PATCH", path: "/api/products/" + generatedID, token: admin,
			body: map[string]any{"sku": "QK-NV2T-TEST2"}, status: 200,
			check: func(t *testing.T, r reply) { assert.Equal(t, "QK-NV2T-TEST2", r.JSON(t)["sku"]) }},
		{name: "?sku= finds one product whatever the case", method: "GET", path: "/api/products?sku=QK-NV2T-TEST", status: 200, check: onlyNamed},
		{name: "?sku= of an unknown part number is an empty list", method: "GET", path: "/api/products?sku=NOPE-1", status: 200,
			check: func(t *testing.T, r reply) {
				assert.Empty(t, items(t, r.JSON(t)))
				assert.EqualValues(t, 0, r.JSON(t)["total"])
			}},
		{name: "?sku= too long", method: "GET", path: "/api/products?sku=" + strings.Repeat("A", 65), status: 400, code: "invalid",
			message: "A part number has 1 to 64 characters", fields: map[string]string{"sku": "A part number has 1 to 64 characters"}},
		{name: "the old part number is free again", method: "POST", path: "/api/products", token: admin,
			body: with(productBody("Reused SSD"), "sku", generated["sku"]), status: 201},
	})
	assert.Equal(t, "qk-nv2t-test", s.product(namedID)["sku"])
}

func TestOrderLinesCarryThePartNumber(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	customer, _ := s.signUp("Buyer")
	p := s.createProduct(s.adminToken(), with(with(productBody("Numbered SSD"), "sku", "NUM-1"), "minOrderQuantity", 10))
	b := s.book(customer, p)
	require.Len(t, b["lines"], 1)
	assert.Equal(t, "NUM-1", b["lines"].([]any)[0].(map[string]any)["sku"])
}
