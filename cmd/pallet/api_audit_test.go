package main

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/adapters/config"
)

// auditShop is a shop, its admin, and a customer with a product to order.
type auditShop struct {
	*shop
	admin, customer, customerID string
	product                     map[string]any
}

func newAuditShop(t *testing.T) *auditShop {
	s := &auditShop{shop: newShop(t, nil)}
	s.admin = s.adminToken()
	s.customer, s.customerID = s.signUp("Audited")
	s.product = s.cartProduct(s.admin, "Audit SSD", 1000, 5000, 100)
	return s
}

// must calls the API and requires the status.
func (s *auditShop) must(t *testing.T, status int, method, path string, body any) map[string]any {
	t.Helper()
	r := s.do(method, path, s.admin, body)
	require.Equal(t, status, r.Status, "%s %s: %s", method, path, r.Body)
	if status == 204 {
		return nil
	}
	return r.JSON(t)
}

// entry is the newest audit entry of action, checked for actor and target.
func (s *auditShop) entry(t *testing.T, action, target string) (before, after any) {
	t.Helper()
	list := items(t, s.getJSON("/api/admin/audit?limit=1&action="+action, s.admin))
	require.Len(t, list, 1, "a %s entry", action)
	e := list[0]
	assert.Equal(t, config.DevAdminEmail, e["actor"])
	assert.Equal(t, target, e["target"], action)
	assert.WithinDuration(t, time.Now(), parseTime(t, e["at"]), time.Minute)
	return e["before"], e["after"]
}

func TestEveryAdminChangeIsInTheAuditLog(t *testing.T) {
	t.Parallel()
	s := newAuditShop(t)
	type change = map[string]any

	s.must(t, 200, "PUT", "/api/users/"+s.customerID+"/terms", change{"invoiceTerms": true, "netDays": 30})
	before, after := s.entry(t, "user.terms", s.customerID)
	assert.Equal(t, change{"invoiceTerms": false, "netDays": 0.0}, before)
	assert.Equal(t, change{"invoiceTerms": true, "netDays": 30.0}, after)

	p := s.createProduct(s.admin, productBody("Audited NVMe"))
	pid := p["id"].(string)
	before, after = s.entry(t, "product.create", pid)
	assert.Nil(t, before)
	assert.Equal(t, "Audited NVMe", after.(change)["name"])
	s.must(t, 200, "PATCH", "/api/products/"+pid, change{"priceCents": 9999, "name": "Audited NVMe 2"})
	before, after = s.entry(t, "product.edit", pid)
	assert.Equal(t, change{"priceCents": 12345.0, "name": "Audited NVMe"}, before)
	assert.Equal(t, change{"priceCents": 9999.0, "name": "Audited NVMe 2"}, after)
	s.must(t, 204, "DELETE", "/api/products/"+pid, nil)
	before, after = s.entry(t, "product.delete", pid)
	assert.Equal(t, "Audited NVMe 2", before.(change)["name"])
	assert.Nil(t, after)

	s.importCSV(t, s.admin, "", "sku,stock\n"+s.product["sku"].(string)+",4000\n")
	_, after = s.entry(t, "product.import", "catalogue")
	assert.Equal(t, change{"created": 0.0, "updated": 1.0}, after)

	shipped := s.paidOrder(t)
	s.must(t, 200, "POST", "/api/admin/bookings/"+shipped+"/ship", change{"trackingNumber": "1Z999"})
	before, after = s.entry(t, "booking.ship", shipped)
	assert.Equal(t, change{"status": "paid", "trackingNumber": ""}, before)
	assert.Equal(t, change{"status": "shipped", "trackingNumber": "1Z999"}, after)
	s.must(t, 200, "POST", "/api/admin/bookings/"+shipped+"/deliver", nil)
	before, after = s.entry(t, "booking.deliver", shipped)
	assert.Equal(t, change{"status": "shipped"}, before)
	assert.Equal(t, change{"status": "delivered"}, after)

	refunded := s.paidOrder(t)
	s.must(t, 200, "POST", "/api/admin/bookings/"+refunded+"/refund", nil)
	before, after = s.entry(t, "booking.refund", refunded)
	assert.Equal(t, change{"status": "paid", "refundedCents": float64(0)}, before)
	refund := after.(map[string]any)
	assert.Equal(t, "refunded", refund["status"])
	assert.NotEmpty(t, refund["refundId"], "each refund is its own entry")
	assert.Equal(t, refund["refundedCents"], refund["amountCents"])

	cancelled := s.book(s.customer, s.product)["id"].(string)
	s.must(t, 200, "POST", "/api/admin/bookings/"+cancelled+"/cancel", nil)
	before, after = s.entry(t, "booking.cancel", cancelled)
	assert.Equal(t, change{"status": "unpaid"}, before)
	assert.Equal(t, change{"status": "cancelled"}, after)

	invoiced := s.invoicedOrder(t)
	s.must(t, 200, "POST", "/api/admin/bookings/"+invoiced+"/mark-paid", change{"reference": "BANK-77"})
	before, after = s.entry(t, "booking.mark-paid", invoiced)
	assert.Equal(t, change{"status": "unpaid", "paidReference": ""}, before)
	assert.Equal(t, change{"status": "paid", "paidReference": "BANK-77"}, after)

	quote := s.requestQuote(s.customer, s.product["id"].(string), 100)["id"].(string)
	validUntil := time.Now().Add(48 * time.Hour).UTC().Truncate(time.Second)
	s.offerQuote(s.admin, quote, s.product["id"].(string), 900, validUntil)
	before, after = s.entry(t, "quote.offer", quote)
	assert.Equal(t, change{"status": "requested"}, before)
	assert.Equal(t, change{"status": "offered", "validUntil": validUntil.Format(time.RFC3339), "price " + s.product["sku"].(string): 900.0}, after)

	review := s.do("POST", "/api/reviews", s.customer, change{"review": "Quick", "rating": 5, "img": "/catalogue/ssd.svg"}).JSON(t)["id"].(string)
	s.must(t, 204, "DELETE", "/api/reviews/"+review, nil)
	s.entry(t, "review.delete", review)

	s.must(t, 200, "PUT", "/api/users/"+s.customerID+"/role", change{"role": "admin"})
	before, after = s.entry(t, "user.role", s.customerID)
	assert.Equal(t, change{"role": "customer"}, before)
	assert.Equal(t, change{"role": "admin"}, after)

	leaver, leaverID := s.signUpAs("Leaver", "leaver.audit@example.com")
	require.NotEmpty(t, leaver)
	s.must(t, 204, "DELETE", "/api/users/"+leaverID, nil)
	before, after = s.entry(t, "user.remove", leaverID)
	assert.Equal(t, change{"email": "leaver.audit@example.com", "name": "Leaver", "role": "customer"}, before)
	assert.Nil(t, after)
}

func (s *auditShop) paidOrder(t *testing.T) string {
	t.Helper()
	id := s.book(s.customer, s.product)["id"].(string)
	s.pay(s.customer, id)
	return id
}

// invoicedOrder is an order on the customer's invoice terms (granted by the caller).
func (s *auditShop) invoicedOrder(t *testing.T) string {
	t.Helper()
	s.putInCart(s.customer, s.product["id"].(string), 100)
	body := checkoutBody()
	body["paymentMethod"] = "invoice"
	r := s.do("POST", "/api/cart/checkout", s.customer, body)
	require.Equal(t, 201, r.Status, string(r.Body))
	return r.JSON(t)["id"].(string)
}

func TestAuditLogFiltersPagesAndCantBeChanged(t *testing.T) {
	t.Parallel()
	s := newAuditShop(t)
	for _, name := range []string{"One", "Two", "Three"} {
		s.createProduct(s.admin, productBody("Logged "+name))
	}

	page := s.getJSON("/api/admin/audit?action=product.create&limit=2&page=2", s.admin)
	assert.Equal(t, 4.0, page["total"], "three here and the shop's Audit SSD")
	assert.Len(t, items(t, page), 2)
	newest := items(t, s.getJSON("/api/admin/audit?limit=1", s.admin))[0]
	assert.Equal(t, "Logged Three", newest["after"].(map[string]any)["name"], "newest first")
	assert.Empty(t, items(t, s.getJSON("/api/admin/audit?actor=someone.else@example.com", s.admin)))
	assert.Len(t, items(t, s.getJSON("/api/admin/audit?actor="+config.DevAdminEmail, s.admin)), 4)

	for _, method := range []string{"POST", "PUT", "PATCH", "DELETE"} {
		assert.Equal(t, 405, s.do(method, "/api/admin/audit", s.admin, nil).Status, "no route changes the log")
	}
}
