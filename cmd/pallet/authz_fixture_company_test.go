package main

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

// invoiceOrder gives the fixture's customer invoice terms and places an
// order on them, so it has an invoice; its cart is empty again after.
func (f *fixture) invoiceOrder(t *testing.T, p map[string]any) string {
	t.Helper()
	s := f.shop
	me := s.me(f.tokens[1])
	r := s.do("PUT", "/api/users/"+me["id"].(string)+"/terms", f.tokens[3], map[string]any{"invoiceTerms": true, "netDays": 30})
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	s.putInCart(f.tokens[1], p["id"].(string), num(p["minOrderQuantity"]))
	body := checkoutBody()
	body["paymentMethod"] = "invoice"
	r = s.do("POST", "/api/cart/checkout", f.tokens[1], body)
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	return r.JSON(t)["id"].(string)
}

// savedAddress is an address the fixture's customer keeps.
func (f *fixture) savedAddress(t *testing.T) string {
	t.Helper()
	r := f.shop.do("POST", "/api/me/addresses", f.tokens[1], map[string]string{"address": "1 Dock Road", "phone": "555 0100"})
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	return r.JSON(t)["id"].(string)
}
