package main

import (
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/adapters/pdfdocs/pdftext"
)

func refundsPath(id string) string { return "/api/admin/bookings/" + id + "/refunds" }

func refundCreditNotePath(id, refundID string) string {
	return "/api/bookings/" + id + "/refunds/" + refundID + "/credit-note.pdf"
}

func TestPartialRefundsByLinesAndByAmountEachWithACreditNote(t *testing.T) {
	t.Parallel()
	s, _ := invoiceShop(t, map[string]string{"PALLET_TAX_RATE": "20"})
	admin := s.adminToken()
	email := uniqueEmail("refundee")
	buyer, _ := s.signUpAs("Refundee", email)
	other, _ := s.signUp("Other")
	p := s.cartProduct(admin, "Refund SSD", 5000, 1000, 10)
	pid := p["id"].(string)
	r := s.checkoutOne(buyer, pid, 10, "card")
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	id := r.JSON(t)["id"].(string)
	byLines := map[string]any{"lines": []map[string]any{{"productId": pid, "quantity": 3}}, "reason": "Three arrived broken"}

	assertAPIError(t, s.do("POST", refundsPath(id), admin, byLines), http.StatusConflict, "conflict", "Only paid or invoiced orders can be refunded", nil)
	paid := s.do("POST", confirmPath(id), buyer, cardBody("4242 4242 4242 4242"))
	require.Equal(t, http.StatusOK, paid.Status, string(paid.Body))
	assert.NotNil(t, paid.JSON(t)["paidAt"])
	assert.Equal(t, float64(60000), paid.JSON(t)["refundableCents"])

	assert.Equal(t, http.StatusForbidden, s.do("POST", refundsPath(id), buyer, byLines).Status, "only admins refund")
	r = s.do("POST", refundsPath(id), admin, byLines)
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	first := r.JSON(t)
	assert.Equal(t, float64(18000), first["amountCents"], "3 × $50.00 with 20 % tax")
	assert.Equal(t, float64(3000), first["taxCents"])
	assert.Equal(t, "done", first["status"])
	assert.Equal(t, "CN-2026-000001", first["creditNoteNumber"])
	assert.Nil(t, first["returnId"])
	line := first["lines"].([]any)[0].(map[string]any)
	assert.Equal(t, "Refund SSD", line["productName"])
	assert.Equal(t, float64(15000), line["amountCents"])

	r = s.do("POST", refundsPath(id), admin, map[string]any{"amountCents": 10000, "reason": "Goodwill"})
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	second := r.JSON(t)
	assert.Equal(t, "CN-2026-000002", second["creditNoteNumber"])
	assert.Empty(t, second["lines"])

	for _, noReason := range []map[string]any{{"amountCents": 100}, {"amountCents": 100, "reason": "  "},
		{"lines": []map[string]any{{"productId": pid, "quantity": 1}}}} {
		assertAPIError(t, s.do("POST", refundsPath(id), admin, noReason), http.StatusBadRequest, "invalid",
			"Reason is Required", map[string]string{"reason": "Reason is Required"})
	}
	assertAPIError(t, s.do("POST", refundsPath(id), admin, map[string]any{"amountCents": 32001, "reason": "Goodwill"}),
		http.StatusConflict, "conflict", "This refund is more than is left to refund", nil)
	b := s.booking(buyer, id)
	assert.Equal(t, "partially_refunded", b["status"])
	assert.Equal(t, float64(28000), b["refundedCents"])
	assert.Equal(t, float64(32000), b["refundableCents"])
	require.Len(t, b["refunds"], 2)
	assert.Equal(t, "CN-2026-000002", b["creditNoteNumber"], "the order's own credit note is its latest")

	pdf := s.do("GET", refundCreditNotePath(id, first["id"].(string)), buyer, nil)
	require.Equal(t, http.StatusOK, pdf.Status, string(pdf.Body))
	assert.Contains(t, pdf.Header.Get("Content-Disposition"), `filename="CN-2026-000001.pdf"`)
	text := pdftext.Of(t, pdf.Body)
	for _, want := range []string{"CREDIT NOTE", "CN-2026-000001", "Refund SSD", "$150.00", "Tax credited (20%)", "$30.00", "$180.00", "Three arrived broken"} {
		assert.Contains(t, text, want)
	}
	text = pdftext.Of(t, s.do("GET", refundCreditNotePath(id, second["id"].(string)), admin, nil).Body)
	assert.Contains(t, text, "CN-2026-000002")
	assert.Contains(t, text, "$100.00")
	assert.Equal(t, http.StatusNotFound, s.do("GET", refundCreditNotePath(id, first["id"].(string)), other, nil).Status, "another buyer's order")
	assert.Equal(t, http.StatusNotFound, s.do("GET", refundCreditNotePath(id, "no-such-refund"), buyer, nil).Status)

	partly := s.mailTo(email, "Order "+b["reference"].(string)+" has been partly refunded")
	require.Len(t, partly, 2, "one letter per refund")
	assert.ElementsMatch(t, []string{"CN-2026-000001.pdf", "CN-2026-000002.pdf"},
		[]string{s.filesOf(partly[0])[0].Name, s.filesOf(partly[1])[0].Name}, "each with its own credit note")

	r = s.do("POST", "/api/admin/bookings/"+id+"/refund", admin, nil)
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	whole := r.JSON(t)
	assert.Equal(t, "refunded", whole["status"])
	assert.Equal(t, float64(60000), whole["refundedCents"])
	assert.Equal(t, float64(0), whole["refundableCents"])
	require.Len(t, whole["refunds"], 3)
	assert.Equal(t, float64(32000), whole["refunds"].([]any)[2].(map[string]any)["amountCents"], "whatever was left")
	assert.Equal(t, "Refund of what was left on the order", whole["refunds"].([]any)[2].(map[string]any)["reason"])
	assert.Equal(t, int64(1000), num(s.product(pid)["stock"]), "refunded in full before it shipped: the stock is back")
	assertAPIError(t, s.do("POST", refundsPath(id), admin, map[string]any{"amountCents": 1, "reason": "Goodwill"}),
		http.StatusConflict, "conflict", "This order has been refunded in full", nil)
	assert.Len(t, s.mailTo(email, "Order "+b["reference"].(string)+" has been refunded"), 1)
}

func TestAnInvoiceOrderShipsUnpaidIsPaidByTransferAndCredited(t *testing.T) {
	t.Parallel()
	s, clock := invoiceShop(t, nil)
	admin := s.adminToken()
	email := uniqueEmail("terms")
	buyer, buyerID := s.signUpAs("Terms", email)
	s.grantTerms(admin, buyerID, map[string]any{"invoiceTerms": true, "netDays": 30})
	p := s.cartProduct(admin, "Terms SSD", 5000, 1000, 10)
	pid := p["id"].(string)
	r := s.checkoutOne(buyer, pid, 10, "invoice")
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	id := r.JSON(t)["id"].(string)

	r = s.do("POST", "/api/admin/bookings/"+id+"/shipments", admin, map[string]any{"lines": []map[string]any{{"productId": pid, "quantity": 4}}})
	require.Equal(t, http.StatusCreated, r.Status, "an invoice-terms order ships before it is paid: %s", r.Body)
	r = s.do("POST", "/api/admin/bookings/"+id+"/ship", admin, map[string]string{"trackingNumber": "1Z1"})
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	shipped := r.JSON(t)
	assert.Equal(t, "shipped", shipped["status"])
	assert.Equal(t, false, shipped["paid"])
	assert.Nil(t, shipped["paidAt"])

	clock.Advance(31 * 24 * time.Hour)
	assert.Equal(t, true, s.booking(buyer, id)["overdue"], "shipped but unpaid past its due date")
	r = s.do("POST", refundsPath(id), admin, map[string]any{"amountCents": 5000, "reason": "Late delivery"})
	require.Equal(t, http.StatusCreated, r.Status, "an unpaid invoice is credited: %s", r.Body)
	assert.Equal(t, "CN-2026-000001", r.JSON(t)["creditNoteNumber"])
	text := pdftext.Of(t, s.do("GET", refundCreditNotePath(id, r.JSON(t)["id"].(string)), buyer, nil).Body)
	assert.Contains(t, text, "that much less is owed")

	r = s.do("POST", "/api/admin/bookings/"+id+"/mark-paid", admin, map[string]string{"reference": "BANK-9"})
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	paid := r.JSON(t)
	assert.Equal(t, "partially_refunded", paid["status"], "the transfer moves no status back")
	assert.Equal(t, true, paid["paid"])
	assert.NotNil(t, paid["paidAt"])
	assert.Equal(t, "BANK-9", paid["paidReference"])
	assert.Equal(t, false, paid["overdue"])
	assertAPIError(t, s.do("POST", "/api/admin/bookings/"+id+"/mark-paid", admin, map[string]string{"reference": "BANK-10"}),
		http.StatusConflict, "conflict", "This order is already paid", nil)
	assert.Equal(t, int64(990), num(s.product(pid)["stock"]), "shipped pieces stay gone")
}
