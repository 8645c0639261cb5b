package main

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/adapters/pdfdocs/pdftext"
)

// Development prints marked samples where the seller's details are missing, says so in /api/config
// (the terms dialog warns from it), and an unpaid invoice-terms invoice names the sample account.
func TestDevelopmentInvoicesCarryMarkedSampleSellerDetails(t *testing.T) {
	s, _ := invoiceShop(t, map[string]string{"PALLET_SHOP_VAT_ID": "GB999888777"})
	cfg := s.do("GET", "/api/config", "", nil).JSON(t)
	assert.Equal(t, []any{"PALLET_SHOP_ADDRESS", "PALLET_SHOP_BANK"}, cfg["sampleSellerDetails"])

	admin := s.adminToken()
	buyer, buyerID := s.signUpAs("Trader", uniqueEmail("trader"))
	p := s.cartProduct(admin, "Sample SSD", 5000, 1000, 10)
	s.grantTerms(admin, buyerID, map[string]any{"invoiceTerms": true, "netDays": 30})
	r := s.checkoutOne(buyer, p["id"].(string), 10, "invoice")
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))

	pdf := s.do("GET", documentPath(r.JSON(t)["id"].(string), "invoice.pdf"), buyer, nil)
	require.Equal(t, http.StatusOK, pdf.Status, string(pdf.Body))
	text := pdftext.Of(t, pdf.Body)
	assert.Contains(t, text, "SAMPLE BANK DETAILS")
	assert.Contains(t, text, "GB999888777", "a real setting is printed as it is")
}
