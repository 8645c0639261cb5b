package main

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/adapters/pdfdocs/pdftext"
)

func TestACompanysTermsAndDetailsApplyToEveryMember(t *testing.T) {
	c := newApprovalCompany(t)
	s := c.s
	admin := s.adminToken()
	companyID := s.getJSON("/api/company", c.admin.token)["id"].(string)

	r := s.checkoutOne(c.colleague.token, c.product, 1, "invoice")
	assertAPIError(t, r, http.StatusForbidden, "forbidden", "Invoice terms are not enabled for this account", nil)
	s.do("DELETE", "/api/cart", c.colleague.token, nil)
	assert.Equal(t, http.StatusForbidden, s.do("PUT", "/api/admin/companies/"+companyID+"/terms", c.admin.token,
		map[string]any{"invoiceTerms": true, "netDays": 30}).Status, "a company admin can't grant terms")
	r = s.do("PUT", "/api/admin/companies/"+companyID+"/terms", admin, map[string]any{"invoiceTerms": true, "netDays": 14, "taxExempt": true})
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	assert.Equal(t, map[string]any{"invoiceTerms": true, "netDays": float64(14), "taxExempt": true}, r.JSON(t)["terms"])

	r = s.checkoutOne(c.colleague.token, c.product, 1, "invoice")
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	invoiced := r.JSON(t)
	assert.Equal(t, "invoice", invoiced["paymentMethod"])
	assert.NotEmpty(t, invoiced["invoiceNumber"])
	assert.Equal(t, float64(0), invoiced["taxCents"], "the company is tax exempt")
	path := documentPath(invoiced["id"].(string), "invoice.pdf")
	issued := s.do("GET", path, c.approver.token, nil)
	require.Equal(t, http.StatusOK, issued.Status, "approvers download members' invoices")
	assert.Contains(t, pdftext.Of(t, issued.Body), "Acme")

	r = s.checkoutOne(c.buyer.token, c.product, 3, "invoice")
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	pending := r.JSON(t)
	assert.Equal(t, "pending_approval", pending["status"])
	assert.Empty(t, pending["invoiceNumber"], "not invoiced before approval")
	r = s.do("POST", "/api/company/orders/"+pending["id"].(string)+"/approve", c.approver.token, nil)
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	assert.NotEmpty(t, r.JSON(t)["invoiceNumber"], "approving invoices it on the company's terms")
	assert.NotNil(t, r.JSON(t)["dueDate"])
	approvedMail := s.oneMailTo(c.buyer.email, "Order "+r.JSON(t)["reference"].(string)+" was approved")
	require.Len(t, s.filesOf(approvedMail), 1, "with the invoice attached")

	r = s.do("PATCH", "/api/company", c.admin.token, map[string]any{"name": "Acme Renamed", "poRequired": true})
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	again := s.do("GET", path, c.colleague.token, nil)
	require.Equal(t, http.StatusOK, again.Status)
	assert.NotContains(t, pdftext.Of(t, again.Body), "Acme Renamed", "an issued invoice prints the company as it was")

	s.putInCart(c.colleague.token, c.product, 1)
	assertAPIError(t, s.do("POST", "/api/cart/checkout", c.colleague.token, checkoutBody()), http.StatusBadRequest, "invalid",
		"Your company asks for a PO number", map[string]string{"poNumber": "Your company asks for a PO number"})
	body := checkoutBody()
	body["poNumber"] = "PO-77"
	r = s.do("POST", "/api/cart/checkout", c.colleague.token, body)
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	assert.Equal(t, map[string]any{"id": companyID, "name": "Acme Renamed"}, r.JSON(t)["company"])

	loner, _ := s.signUp("Loner")
	s.putInCart(loner, c.product, 1)
	assert.Equal(t, http.StatusCreated, s.do("POST", "/api/cart/checkout", loner, checkoutBody()).Status, "a buyer in no company is unaffected")

	found := items(t, s.getJSON("/api/admin/companies?q=acme", admin))
	require.Len(t, found, 1)
	assert.Len(t, found[0]["members"], 4)
	assert.Len(t, items(t, s.getJSON("/api/admin/companies?q="+c.buyer.email, admin)), 1, "found by a member's email")
	assert.Equal(t, "Acme Renamed", s.getJSON("/api/admin/companies/"+companyID, admin)["name"])
	assert.Len(t, items(t, s.getJSON("/api/admin/companies/"+companyID+"/orders", admin)), 3)
}

func TestContractPricesPriceAMembersLines(t *testing.T) {
	c := newApprovalCompany(t)
	s := c.s
	admin := s.adminToken()
	companyID := s.getJSON("/api/company", c.admin.token)["id"].(string)
	body := productBody("Contract RAM")
	body["priceCents"], body["stock"], body["minOrderQuantity"] = 2000, 500, 1
	body["priceBreaks"] = []map[string]any{{"minQuantity": 10, "unitPriceCents": 1500}}
	ram := s.createProduct(admin, body)
	ssd := s.product(c.product)

	pricesPath := "/api/admin/companies/" + companyID + "/prices"
	r := s.do("PUT", pricesPath, admin, map[string]any{"prices": []map[string]any{
		{"sku": ram["sku"], "unitPriceCents": 1800}, {"sku": "NO-SUCH-PART", "unitPriceCents": 100}}})
	assertAPIError(t, r, http.StatusBadRequest, "invalid", "Unknown part number NO-SUCH-PART at index 1",
		map[string]string{"prices.1.sku": "Unknown part number NO-SUCH-PART at index 1"})
	assert.Equal(t, http.StatusForbidden, s.do("PUT", pricesPath, c.admin.token, map[string]any{"prices": []any{}}).Status)
	r = s.do("PUT", pricesPath, admin, map[string]any{"prices": []map[string]any{
		{"sku": ram["sku"], "unitPriceCents": 1800}, {"sku": ssd["sku"], "unitPriceCents": 4000}}})
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	assert.Len(t, items(t, r.JSON(t)), 2)
	mine := items(t, s.getJSON("/api/company/prices", c.colleague.token))
	require.Len(t, mine, 2)
	assert.Empty(t, items(t, s.getJSON("/api/company/prices", c.outsider.token)), "another company has its own prices")

	lineOf := func(cart map[string]any) map[string]any { return cart["lines"].([]any)[0].(map[string]any) }
	cart := s.putInCart(c.colleague.token, ram["id"].(string), 5)
	assert.Equal(t, float64(1800), lineOf(cart)["unitPriceCents"], "below the break, the contract price is lower")
	cart = s.putInCart(c.colleague.token, ram["id"].(string), 10)
	assert.Equal(t, float64(1500), lineOf(cart)["unitPriceCents"], "from the break, the break is lower")
	s.do("DELETE", "/api/cart", c.colleague.token, nil)

	r = s.do("POST", "/api/bookings", c.colleague.token, map[string]any{"productId": c.product, "quantity": 1, "address": "1 Dock Road", "phone": "555"})
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	assert.Equal(t, float64(4000), r.JSON(t)["unitPriceCents"], "a one-product order follows the contract")
	r = s.do("POST", "/api/cart/quick-order", c.colleague.token, map[string]string{"text": ssd["sku"].(string) + " 2"})
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	assert.Equal(t, float64(4000), lineOf(r.JSON(t)["cart"].(map[string]any))["unitPriceCents"], "and quick order")

	quote := s.requestQuote(c.colleague.token, ram["id"].(string), 5)
	assert.Equal(t, float64(1800), quote["lines"].([]any)[0].(map[string]any)["listUnitPriceCents"], "a quote's default price follows it")

	outsiderCart := s.putInCart(c.outsider.token, ram["id"].(string), 5)
	assert.Equal(t, float64(2000), lineOf(outsiderCart)["unitPriceCents"], "another company pays the list price")
	assert.Equal(t, float64(2000), s.product(ram["id"].(string))["priceCents"], "the catalogue is the same for everyone")

	audit := items(t, s.getJSON("/api/admin/audit?action=company.prices", admin))
	require.Len(t, audit, 1)
	assert.Equal(t, map[string]any{ram["sku"].(string): float64(1800), ssd["sku"].(string): float64(4000)}, audit[0]["after"])
}
