package main

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/adapters/pdfdocs/pdftext"
)

// Editing the company profile after an invoice was issued leaves the
// invoice as it was issued.
func TestEditingTheCompanyDoesNotRewriteAnIssuedInvoice(t *testing.T) {
	t.Parallel()
	s, _ := invoiceShop(t, nil)
	admin := s.adminToken()
	buyer, buyerID := s.signUpAs("Trader", uniqueEmail("trader"))
	setCompany := func(name, vat, address string) {
		r := s.do("PUT", "/api/me/company", buyer, map[string]string{"companyName": name, "vatId": vat, "billingAddress": address})
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	}
	setCompany("Acme Systems GmbH", "DE811907980", "Hauptstraße 5\n10115 Berlin")
	s.grantTerms(admin, buyerID, map[string]any{"invoiceTerms": true, "netDays": 30})
	p := s.cartProduct(admin, "Invoice SSD", 5000, 1000, 10)
	r := s.checkoutOne(buyer, p["id"].(string), 10, "invoice")
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	path := documentPath(r.JSON(t)["id"].(string), "invoice.pdf")

	issued := s.do("GET", path, buyer, nil)
	require.Equal(t, http.StatusOK, issued.Status)
	setCompany("Someone Else Ltd", "GB000000000", "1 Other Street")
	again := s.do("GET", path, admin, nil)
	require.Equal(t, http.StatusOK, again.Status)

	text := pdftext.Of(t, again.Body)
	assert.Equal(t, pdftext.Of(t, issued.Body), text)
	assert.Contains(t, text, "Acme Systems GmbH")
	assert.NotContains(t, text, "Someone Else")
}
