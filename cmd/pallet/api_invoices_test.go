package main

import (
	"bytes"
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/fx"

	"github.com/palletshop/pallet/adapters/config"
	"github.com/palletshop/pallet/app"
)

// invoiceShop runs at a known time so document numbers and due dates are known.
func invoiceShop(t *testing.T, env map[string]string) (*mailShop, *testClock) {
	clock := &testClock{now: time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)}
	return newMailShop(t, env, withClock(clock)), clock
}

func (s *mailShop) grantTerms(admin, userID string, terms map[string]any) {
	s.t.Helper()
	r := s.do("PUT", "/api/users/"+userID+"/terms", admin, terms)
	require.Equal(s.t, http.StatusOK, r.Status, string(r.Body))
}

// checkoutOne puts quantity of the product in the buyer's cart and checks out.
func (s *mailShop) checkoutOne(token, productID string, quantity int64, method string) reply {
	s.t.Helper()
	s.putInCart(token, productID, quantity)
	body := checkoutBody()
	body["paymentMethod"] = method
	return s.do("POST", "/api/cart/checkout", token, body)
}

func documentPath(id, name string) string { return "/api/bookings/" + id + "/" + name }

func TestOrderingOnInvoiceTermsToPaidByTransfer(t *testing.T) {
	t.Parallel()
	s, clock := invoiceShop(t, nil)
	admin := s.adminToken()
	email := uniqueEmail("trader")
	buyer, buyerID := s.signUpAs("Trader", email)
	other, _ := s.signUp("Other")
	p := s.cartProduct(admin, "Invoice SSD", 5000, 1000, 10)
	pid := p["id"].(string)

	r := s.checkoutOne(buyer, pid, 10, "invoice")
	assertAPIError(t, r, http.StatusForbidden, "forbidden", "Invoice terms are not enabled for this account", nil)

	s.grantTerms(admin, buyerID, map[string]any{"invoiceTerms": true, "netDays": 30})
	r = s.checkoutOne(buyer, pid, 10, "invoice")
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	b := r.JSON(t)
	id := b["id"].(string)
	assert.Equal(t, "invoice", b["paymentMethod"])
	assert.Equal(t, "INV-2026-000001", b["invoiceNumber"])
	assert.Equal(t, "2026-12-25T12:00:00Z", b["dueDate"])
	assert.Nil(t, b["expiresAt"], "an order on invoice terms doesn't expire")
	assert.Equal(t, false, b["overdue"])

	pdf := s.do("GET", documentPath(id, "invoice.pdf"), buyer, nil)
	require.Equal(t, http.StatusOK, pdf.Status, string(pdf.Body))
	assert.Equal(t, "application/pdf", pdf.Header.Get("Content-Type"))
	assert.Contains(t, pdf.Header.Get("Content-Disposition"), `filename="INV-2026-000001.pdf"`)
	assert.True(t, bytes.HasPrefix(pdf.Body, []byte("%PDF")))
	assert.Equal(t, http.StatusOK, s.do("GET", documentPath(id, "invoice.pdf"), admin, nil).Status)
	assert.Equal(t, http.StatusNotFound, s.do("GET", documentPath(id, "invoice.pdf"), other, nil).Status)
	assert.Equal(t, http.StatusNotFound, s.do("GET", documentPath(id, "credit-note.pdf"), buyer, nil).Status)
	placed := s.oneMailTo(email, "We have your order")
	require.Len(t, s.filesOf(placed), 1)
	assert.Equal(t, "INV-2026-000001.pdf", s.filesOf(placed)[0].Name)

	clock.Advance(31 * 24 * time.Hour)
	assert.Equal(t, true, s.booking(buyer, id)["overdue"], "unpaid past its due date")

	assert.Equal(t, http.StatusForbidden, s.do("POST", "/api/admin/bookings/"+id+"/mark-paid", buyer, map[string]string{"reference": "X"}).Status)
	r = s.do("POST", "/api/admin/bookings/"+id+"/mark-paid", admin, map[string]string{"reference": "BANK-2026-77"})
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	paid := r.JSON(t)
	assert.Equal(t, "paid", paid["status"])
	assert.Equal(t, "BANK-2026-77", paid["paidReference"])
	assert.Equal(t, false, paid["overdue"])
	assert.Equal(t, "INV-2026-000001", paid["invoiceNumber"], "the invoice stands")
	assert.Len(t, s.filesOf(s.oneMailTo(email, "Payment received")), 1)
}

func TestACardPaymentIsInvoicedAndARefundCredited(t *testing.T) {
	t.Parallel()
	s, _ := invoiceShop(t, nil)
	admin := s.adminToken()
	email := uniqueEmail("payer")
	buyer, _ := s.signUpAs("Payer", email)
	p := s.cartProduct(admin, "Card SSD", 5000, 1000, 10)
	r := s.checkoutOne(buyer, p["id"].(string), 10, "card")
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	id := r.JSON(t)["id"].(string)
	assert.Equal(t, "", r.JSON(t)["invoiceNumber"])
	assert.Equal(t, http.StatusNotFound, s.do("GET", documentPath(id, "invoice.pdf"), buyer, nil).Status, "no invoice before payment")
	assert.Empty(t, s.filesOf(s.oneMailTo(email, "We have your order")))

	r = s.do("POST", confirmPath(id), buyer, cardBody("4242 4242 4242 4242"))
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	assert.Equal(t, "INV-2026-000001", r.JSON(t)["invoiceNumber"])
	assert.Equal(t, http.StatusOK, s.do("GET", documentPath(id, "invoice.pdf"), buyer, nil).Status)
	receipt := s.oneMailTo(email, "Payment received")
	require.Len(t, s.filesOf(receipt), 1)
	assert.Equal(t, "application/pdf", s.filesOf(receipt)[0].ContentType)

	r = s.do("POST", "/api/admin/bookings/"+id+"/refund", admin, nil)
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	assert.Equal(t, "CN-2026-000001", r.JSON(t)["creditNoteNumber"])
	credit := s.do("GET", documentPath(id, "credit-note.pdf"), buyer, nil)
	require.Equal(t, http.StatusOK, credit.Status, string(credit.Body))
	assert.Contains(t, credit.Header.Get("Content-Disposition"), "CN-2026-000001.pdf")
	refunded := s.oneMailTo(email, "Order "+s.booking(buyer, id)["reference"].(string)+" has been refunded")
	assert.Equal(t, "CN-2026-000001.pdf", s.filesOf(refunded)[0].Name)
}

func TestShippingMailsTheBuyerTheTrackingNumber(t *testing.T) {
	t.Parallel()
	s, _ := invoiceShop(t, nil)
	admin := s.adminToken()
	email := uniqueEmail("shipped")
	buyer, _ := s.signUpAs("Shipped", email)
	b := s.book(buyer, s.orderableProduct())
	id, ref := b["id"].(string), b["reference"].(string)
	require.Equal(t, http.StatusOK, s.do("POST", confirmPath(id), buyer, cardBody("4242 4242 4242 4242")).Status)
	r := s.do("POST", "/api/admin/bookings/"+id+"/ship", admin, map[string]string{"trackingNumber": "1Z999AA10123456784"})
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	assert.Contains(t, s.oneMailTo(email, "Order "+ref+" has shipped").Text, "The tracking number is 1Z999AA10123456784.")
}

func TestTaxIsChargedAtTheConfiguredRateRoundedHalfUp(t *testing.T) {
	t.Parallel()
	s, _ := invoiceShop(t, map[string]string{"PALLET_TAX_RATE": "20.5"})
	admin := s.adminToken()
	buyer, _ := s.signUp("Taxed")
	exempt, exemptID := s.signUp("Exempt")
	s.grantTerms(admin, exemptID, map[string]any{"taxExempt": true})
	p := s.cartProduct(admin, "Odd cable", 1001, 1000, 100) // 100 × 10.01 = 1,001.00; 20.5 % of it is 205.205

	cart := s.putInCart(buyer, p["id"].(string), 100)
	assert.Equal(t, float64(100_100), cart["subtotalCents"])
	assert.Equal(t, float64(20_521), cart["taxCents"], "20,520.5 cents round up")
	assert.Equal(t, float64(120_621), cart["totalCents"])
	assert.Equal(t, "20.5", cart["taxRatePercent"])
	r := s.do("POST", "/api/cart/checkout", buyer, checkoutBody())
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	b := r.JSON(t)
	assert.Equal(t, float64(20_521), b["taxCents"])
	assert.Equal(t, float64(120_621), b["totalPriceCents"])
	assert.Equal(t, "20.5", b["taxRatePercent"])
	assert.Equal(t, false, b["taxExempt"])

	one := s.do("POST", "/api/bookings", exempt, map[string]any{"productId": p["id"], "quantity": 100, "address": "1 Dock Road", "phone": "555"})
	require.Equal(t, http.StatusCreated, one.Status, string(one.Body))
	assert.Equal(t, float64(0), one.JSON(t)["taxCents"], "a tax-exempt buyer pays none")
	assert.Equal(t, "0", one.JSON(t)["taxRatePercent"])
	assert.Equal(t, true, one.JSON(t)["taxExempt"], "the order says why it has no tax")
	read := s.do("GET", "/api/bookings/"+one.JSON(t)["id"].(string), exempt, nil)
	require.Equal(t, http.StatusOK, read.Status, string(read.Body))
	assert.Equal(t, true, read.JSON(t)["taxExempt"], "and keeps saying so when read back")
}

func TestAdminsAreMailedOnceWhenAProductRunsLow(t *testing.T) {
	t.Parallel()
	var alerts *app.AlertLowStock
	s := newMailShop(t, nil, fx.Populate(&alerts))
	admin := s.adminToken()
	buyer, _ := s.signUp("Buyer")
	p := s.cartProduct(admin, "Scarce GPU", 90000, 30, 10)
	id := p["id"].(string)
	r := s.do("PATCH", "/api/products/"+id, admin, map[string]any{"lowStockThreshold": 20})
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	assert.Equal(t, float64(20), r.JSON(t)["lowStockThreshold"])

	alert := func() int {
		n, err := alerts.Handle(context.Background())
		require.NoError(t, err)
		return n
	}
	alert() // the seeded catalogue's products short of one minimum order are low from the start
	assert.Zero(t, alert(), "30 in stock is above the level")
	require.Equal(t, http.StatusCreated, s.do("POST", "/api/bookings", buyer, map[string]any{"productId": id, "quantity": 10, "address": "1 Dock Road", "phone": "555"}).Status)
	assert.Equal(t, 1, alert())
	assert.Zero(t, alert(), "one mail per crossing")
	m := s.oneMailTo(config.DevAdminEmail, "Low stock: Scarce GPU")
	assert.Contains(t, m.Text, "is down to 20 pieces")
}

// "Buy now" on the product page is POST /api/bookings with checkout's details.
func TestBuyNowTakesCheckoutsReferencesAndInvoiceTerms(t *testing.T) {
	t.Parallel()
	s, _ := invoiceShop(t, nil)
	admin := s.adminToken()
	buyer, buyerID := s.signUpAs("Trader", uniqueEmail("buynow"))
	pid := s.cartProduct(admin, "Buy-now SSD", 5000, 1000, 10)["id"].(string)
	body := orderBody(pid, 10)
	body["poNumber"], body["note"], body["paymentMethod"] = "PO-77", "Gate 3, before noon", "invoice"

	r := s.do("POST", "/api/bookings", buyer, body)
	assertAPIError(t, r, http.StatusForbidden, "forbidden", "Invoice terms are not enabled for this account", nil)
	r = s.do("POST", "/api/bookings", buyer, with(body, "paymentMethod", "cheque"))
	assertAPIError(t, r, http.StatusBadRequest, "invalid", "Choose card or invoice", map[string]string{"paymentMethod": "Choose card or invoice"})

	s.grantTerms(admin, buyerID, map[string]any{"invoiceTerms": true, "netDays": 30})
	r = s.do("POST", "/api/bookings", buyer, body)
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	b := r.JSON(t)
	assert.Equal(t, "PO-77", b["poNumber"])
	assert.Equal(t, "Gate 3, before noon", b["note"])
	assert.Equal(t, "invoice", b["paymentMethod"])
	assert.Equal(t, "INV-2026-000001", b["invoiceNumber"])
	assert.Nil(t, b["expiresAt"], "an order on invoice terms doesn't expire")
}
