package main

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCompanyDetailsAreTheBuyersOwn(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	buyer, _ := s.signUp("Trader")
	other, _ := s.signUp("Other")
	assert.Equal(t, map[string]any{"companyName": "", "vatId": "", "billingAddress": ""}, s.getJSON("/api/me/company", buyer))

	company := map[string]any{"companyName": " Dock Traders BV ", "vatId": "NL123456789B01", "billingAddress": "1 Dock Road\nRotterdam"}
	r := s.do("PUT", "/api/me/company", buyer, company)
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	want := map[string]any{"companyName": "Dock Traders BV", "vatId": "NL123456789B01", "billingAddress": "1 Dock Road\nRotterdam"}
	assert.Equal(t, want, r.JSON(t))
	assert.Equal(t, want, s.getJSON("/api/me/company", buyer))
	me := s.me(buyer)
	assert.Equal(t, want, me["company"])
	assert.Equal(t, map[string]any{"invoiceTerms": false, "netDays": float64(0), "taxExempt": false}, me["terms"])
	assert.Equal(t, false, me["emailVerified"])
	assert.Equal(t, "", s.getJSON("/api/me/company", other)["companyName"])

	r = s.do("PUT", "/api/me/company", buyer, map[string]any{"companyName": "x", "vatId": "this VAT id is far longer than thirty-two characters"})
	assertAPIError(t, r, http.StatusBadRequest, "invalid", "Must be at most 32 characters", map[string]string{"vatId": "Must be at most 32 characters"})
}

func TestSavedAddresses(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	buyer, _ := s.signUp("Trader")
	other, _ := s.signUp("Other")
	r := s.do("POST", "/api/me/addresses", buyer, map[string]any{"label": "Warehouse", "address": "1 Dock Road", "phone": "+31 10 555 0100"})
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	saved := r.JSON(t)
	assert.Equal(t, "Warehouse", saved["label"])
	list := s.getJSON("/api/me/addresses", buyer)
	assert.Equal(t, []string{saved["id"].(string)}, ids(items(t, list)))
	assert.Empty(t, items(t, s.getJSON("/api/me/addresses", other)), "each buyer sees only their own")

	assert.Equal(t, http.StatusNotFound, s.do("DELETE", "/api/me/addresses/"+saved["id"].(string), other, nil).Status, "another buyer's address is not found")
	assertAPIError(t, s.do("POST", "/api/me/addresses", buyer, map[string]any{"label": "x", "address": "", "phone": "1"}),
		http.StatusBadRequest, "invalid", "Address is Required", map[string]string{"address": "Address is Required"})

	for i := 1; i < 20; i++ {
		r := s.do("POST", "/api/me/addresses", buyer, map[string]any{"address": fmt.Sprintf("%d Dock Road", i+1), "phone": "1"})
		require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	}
	r = s.do("POST", "/api/me/addresses", buyer, map[string]any{"address": "21 Dock Road", "phone": "1"})
	assert.Equal(t, http.StatusConflict, r.Status, "at most 20 addresses")

	assert.Equal(t, http.StatusNoContent, s.do("DELETE", "/api/me/addresses/"+saved["id"].(string), buyer, nil).Status)
	assert.Equal(t, float64(19), s.getJSON("/api/me/addresses", buyer)["total"])
}

func TestOnlyAdminsGrantTerms(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	admin := s.adminToken()
	buyer, buyerID := s.signUp("Trader")
	terms := map[string]any{"invoiceTerms": true, "netDays": 30, "taxExempt": true}

	assert.Equal(t, http.StatusForbidden, s.do("PUT", "/api/users/"+buyerID+"/terms", buyer, terms).Status, "a buyer can't grant themself terms")
	r := s.do("PUT", "/api/users/"+buyerID+"/terms", admin, terms)
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	assert.Equal(t, map[string]any{"invoiceTerms": true, "netDays": float64(30), "taxExempt": true}, r.JSON(t)["terms"])
	assert.Equal(t, r.JSON(t)["terms"], s.me(buyer)["terms"])

	r = s.do("PUT", "/api/users/"+buyerID+"/terms", admin, map[string]any{"invoiceTerms": true, "netDays": 3})
	assertAPIError(t, r, http.StatusBadRequest, "invalid", "Payment terms are 7 to 90 days", map[string]string{"netDays": "Payment terms are 7 to 90 days"})
	assert.Equal(t, http.StatusNotFound, s.do("PUT", "/api/users/000000000000000000000000/terms", admin, terms).Status)
}
