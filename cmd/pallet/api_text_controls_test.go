package main

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A tracking number is shown to the buyer and written into the shipping
// mail, so it takes the one text rule: no hidden control characters.
func TestTrackingNumbersRefuseHiddenControlCharacters(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	customer, _ := s.signUp("Shipped")
	admin := s.adminToken()
	product := s.orderableProduct()
	id := s.book(customer, product)["id"].(string)
	s.pay(customer, id)
	msg := "Remove hidden control characters"
	ship := "/api/admin/bookings/" + id + "/ship"
	var scenarios []scenario
	for name, tracking := range map[string]string{
		"bell": "1Z\a999", "NUL": "1Z\x00999", "right-to-left override": "1Z\u202E999", "CRLF": "1Z999\r\nBcc: x",
		"delete": "1Z\x7f999", "line separator": "1Z\u2028999", "paragraph separator": "1Z\u2029999", "Arabic letter mark": "1Z\u061C999",
	} {
		scenarios = append(scenarios, scenario{name: name, method: "POST", path: ship, token: admin,
			body: map[string]string{"trackingNumber": tracking}, status: 400, code: "invalid", message: msg,
			fields: map[string]string{"trackingNumber": msg}})
	}
	runScenarios(t, s, scenarios)

	assert.Equal(t, "paid", s.booking(customer, id)["status"], "nothing was shipped")
	r := s.do("POST", ship, admin, map[string]string{"trackingNumber": "1Z 999 AA1 01 2345 6784"})
	require.Equal(t, 200, r.Status, string(r.Body))
	assert.Equal(t, "1Z 999 AA1 01 2345 6784", r.JSON(t)["trackingNumber"])
}

// U+2028, U+2029 and U+061C were accepted in every text field, text areas
// included; each form below refuses them on the field that carries them.
func TestLineSeparatorsAndTheArabicLetterMarkAreRefusedInEveryTextField(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	customer, _ := s.signUp("Separator")
	admin := s.adminToken()
	product := s.orderableProduct()
	s.putInCart(customer, product["id"].(string), num(product["minOrderQuantity"]))
	msg := "Remove hidden control characters"
	for name, c := range map[string]string{"line separator": "\u2028", "paragraph separator": "\u2029", "Arabic letter mark": "\u061C"} {
		forms := []struct {
			method, path, token, field string
			body                       any
		}{
			{"POST", "/api/reviews", customer, "review", reviewBody("Fast"+c+"delivery", 5)},
			{"POST", "/api/contact", "", "message", map[string]string{"email": "a@example.com", "name": "A", "subject": "S", "message": "M" + c + "M"}},
			{"POST", "/api/contact", "", "email", map[string]string{"email": "a" + c + "@example.com", "name": "A", "subject": "S", "message": "M"}},
			{"PATCH", "/api/me", customer, "name", map[string]string{"name": "K" + c + "im"}},
			{"POST", "/api/cart/checkout", customer, "poNumber", map[string]string{"address": "1 Dock Road", "phone": "555 0100", "poNumber": "PO" + c + "1"}},
			{"POST", "/api/cart/checkout", customer, "note", map[string]string{"address": "1 Dock Road", "phone": "555 0100", "note": "Ring" + c + "twice"}},
			{"POST", "/api/quotes", customer, "note", map[string]any{"lines": []any{map[string]any{"productId": product["id"], "quantity": product["minOrderQuantity"]}}, "note": "Monthly" + c + "volume"}},
			{"PUT", "/api/me/company", customer, "billingAddress", map[string]string{"companyName": "Acme", "billingAddress": "1 Dock Road" + c + "London"}},
			{"PUT", "/api/admin/categories/cables", admin, "name", map[string]any{"name": "Cab" + c + "les", "position": 40}},
			{"POST", "/api/products", admin, "attributes", with(productBody("Spec SSD"), "attributes", map[string]string{"capacity": "2" + c + "TB"})},
			{"POST", "/api/products", admin, "descriptions", with(productBody("Described SSD"), "descriptions", "Fast"+c+"drive")},
		}
		for i, f := range forms {
			r := s.doFrom(fmt.Sprintf("198.51.100.%d:1234", i), f.method, f.path, f.token, f.body) // each form from its own address: contact is limited per address
			require.Equal(t, 400, r.Status, "%s in %s %s: %s", name, f.path, f.field, r.Body)
			fields, _ := r.JSON(t)["error"].(map[string]any)["fields"].(map[string]any)
			assert.NotEmpty(t, fields[f.field], "%s in %s %s: %s", name, f.path, f.field, r.Body)
			if f.field != "email" && f.field != "attributes" {
				assert.Equal(t, msg, fields[f.field], "%s in %s %s", name, f.path, f.field)
			}
		}
		res := s.importCSV(t, admin, "?dryRun=true", catalogueCSVHeader+"SEP-1,Sep"+c+"SSD,Acme,,13900,2000,100,,,A drive,/catalogue/ssd.svg\n")
		assert.Equal(t, []any{map[string]any{"row": 1.0, "field": "name", "message": msg}}, res["errors"], "%s in a CSV cell", name)
	}
}
