package main

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// approvalCompany is a company with an admin, an approver, a buyer whose
// limit is 100.00 and a second buyer, beside another company's admin.
type approvalCompany struct {
	s                                 *companyShop
	admin, approver, buyer, colleague person
	outsider                          person
	product                           string
}

func newApprovalCompany(t *testing.T) approvalCompany {
	s := newCompanyShop(t, nil)
	c := approvalCompany{s: s, admin: s.verifiedBuyer("boss")}
	s.found(c.admin, "Acme")
	c.approver = s.member(c.admin, "approver", "approver", nil)
	c.buyer = s.member(c.admin, "buyer", "buyer", 10000)
	c.colleague = s.member(c.admin, "colleague", "buyer", nil)
	c.outsider = s.verifiedBuyer("outsider")
	s.found(c.outsider, "Other Co")
	c.product = s.cartProduct(s.adminToken(), "Approval SSD", 5000, 1000, 1)["id"].(string)
	return c
}

// order checks out quantity pieces at 50.00 for who.
func (c approvalCompany) order(t *testing.T, who person, quantity int64) map[string]any {
	t.Helper()
	r := c.s.checkoutOne(who.token, c.product, quantity, "card")
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	return r.JSON(t)
}

func TestAnOrderAboveTheLimitWaitsForApproval(t *testing.T) {
	c := newApprovalCompany(t)
	s := c.s
	within := c.order(t, c.buyer, 2)
	assert.Equal(t, "unpaid", within["status"], "at the limit no approval is needed")
	assert.Equal(t, map[string]any{"id": s.getJSON("/api/company", c.buyer.token)["id"], "name": "Acme"}, within["company"])

	b := c.order(t, c.buyer, 3)
	id := b["id"].(string)
	assert.Equal(t, "pending_approval", b["status"])
	assert.NotEmpty(t, b["expiresAt"], "its stock is held like an unpaid order's")
	assert.Equal(t, int64(1000-5), num(s.product(c.product)["stock"]))
	assertAPIError(t, s.do("POST", "/api/bookings/"+id+"/payment-intent", c.buyer.token, nil),
		http.StatusConflict, "conflict", "This order is awaiting approval and can't be paid yet", nil)
	for _, who := range []person{c.admin, c.approver} {
		m := s.oneMailTo(who.email, "Order ")
		assert.Contains(t, m.Text, c.buyer.email)
		assert.Contains(t, m.Text, "$150.00")
		assert.Contains(t, m.Text, "/orders/"+id)
	}
	assert.Empty(t, s.mailTo(c.colleague.email, "Order "), "buyers are not asked to approve")

	approve := func(token string) reply { return s.do("POST", "/api/company/orders/"+id+"/approve", token, nil) }
	assertAPIError(t, approve(c.buyer.token), http.StatusForbidden, "forbidden", "Nobody approves their own order", nil)
	assert.Equal(t, http.StatusNotFound, approve(c.colleague.token).Status, "a buyer can't see a colleague's order")
	assert.Equal(t, http.StatusNotFound, approve(c.outsider.token).Status, "another company sees nothing")
	assert.Equal(t, http.StatusNotFound, approve(s.adminToken()).Status, "the shop's admins are no approvers")
	assert.Equal(t, http.StatusUnauthorized, approve("").Status)
	assert.Equal(t, http.StatusNotFound, s.do("GET", "/api/bookings/"+id, c.colleague.token, nil).Status)
	assert.Equal(t, http.StatusNotFound, s.do("GET", "/api/bookings/"+id, c.outsider.token, nil).Status)
	assert.Equal(t, id, s.booking(c.approver.token, id)["id"], "approvers open every member's order")

	assert.Len(t, items(t, s.getJSON("/api/company/orders?status=pending_approval", c.approver.token)), 1)
	assert.Len(t, items(t, s.getJSON("/api/company/orders", c.admin.token)), 2)
	assert.Len(t, items(t, s.getJSON("/api/company/orders", c.buyer.token)), 2, "a buyer sees their own")
	assert.Empty(t, items(t, s.getJSON("/api/company/orders", c.colleague.token)), "and not a colleague's")
	assert.Empty(t, items(t, s.getJSON("/api/company/orders", c.outsider.token)))

	r := approve(c.approver.token)
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	approved := r.JSON(t)
	assert.Equal(t, "unpaid", approved["status"])
	statuses, by := historyOf(t, approved)
	assert.Equal(t, []string{"pending_approval", "unpaid"}, statuses)
	assert.Equal(t, c.approver.email, by[1])
	assert.Equal(t, http.StatusConflict, approve(c.admin.token).Status, "an order is approved once")
	assert.Contains(t, s.oneMailTo(c.buyer.email, "Order "+approved["reference"].(string)+" was approved").Text, c.approver.email)

	paid := s.pay(c.approver.token, id)
	assert.Equal(t, "paid", paid["status"], "approvers pay members' orders")
	assert.Equal(t, http.StatusOK, s.do("GET", documentPath(id, "invoice.pdf"), c.admin.token, nil).Status)
	assert.Equal(t, http.StatusNotFound, s.do("GET", documentPath(id, "invoice.pdf"), c.colleague.token, nil).Status)
}

func TestARejectedOrderGivesItsStockBackOnce(t *testing.T) {
	c := newApprovalCompany(t)
	s := c.s
	id := c.order(t, c.buyer, 4)["id"].(string)
	reject := func(token string, body any) reply {
		return s.do("POST", "/api/company/orders/"+id+"/reject", token, body)
	}

	assertAPIError(t, reject(c.admin.token, map[string]string{"reason": " "}), http.StatusBadRequest, "invalid", "Reason is Required",
		map[string]string{"reason": "Reason is Required"})
	r := reject(c.admin.token, map[string]string{"reason": "Over budget this month"})
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	assert.Equal(t, "rejected", r.JSON(t)["status"])
	assert.Equal(t, "Over budget this month", r.JSON(t)["rejectionReason"])
	assert.Equal(t, int64(1000), num(s.product(c.product)["stock"]), "its stock is back")
	assert.Equal(t, http.StatusConflict, reject(c.approver.token, map[string]string{"reason": "Again"}).Status)
	assert.Equal(t, http.StatusConflict, s.do("POST", "/api/company/orders/"+id+"/approve", c.approver.token, nil).Status)
	assert.Equal(t, int64(1000), num(s.product(c.product)["stock"]), "and only once")
	assert.Contains(t, s.oneMailTo(c.buyer.email, "Order ").Text, "Over budget this month")

	audit := items(t, s.getJSON("/api/admin/audit?action=company.order-reject", s.adminToken()))
	require.Len(t, audit, 1)
	assert.Equal(t, c.admin.email, audit[0]["actor"])
}

func TestABuyerCancelsTheirOrderAwaitingApproval(t *testing.T) {
	c := newApprovalCompany(t)
	id := c.order(t, c.buyer, 3)["id"].(string)
	assertAPIError(t, c.s.do("POST", "/api/bookings/"+id+"/cancel", c.approver.token, nil), http.StatusForbidden, "forbidden",
		"Only the buyer can cancel this order", nil)
	r := c.s.do("POST", "/api/bookings/"+id+"/cancel", c.buyer.token, nil)
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	assert.Equal(t, "cancelled", r.JSON(t)["status"])
	assert.Equal(t, int64(1000), num(c.s.product(c.product)["stock"]))
	assert.Equal(t, http.StatusConflict, c.s.do("POST", "/api/company/orders/"+id+"/approve", c.approver.token, nil).Status)
}

func TestAnOrderApprovedOnInvoiceTermsClaimsTheStockThatArrivedWhileItWaited(t *testing.T) {
	c := newApprovalCompany(t)
	s := c.s
	admin := s.adminToken()
	companyID := s.getJSON("/api/company", c.admin.token)["id"].(string)
	r := s.do("PUT", "/api/admin/companies/"+companyID+"/terms", admin, map[string]any{"invoiceTerms": true, "netDays": 30, "taxExempt": false})
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	body := productBody("Waiting SSD")
	body["priceCents"], body["stock"], body["minOrderQuantity"], body["backorderable"], body["restockDays"] = 5000, 1, 1, true, 14
	id := s.createProduct(admin, body)["id"].(string)

	r = s.checkoutOne(c.buyer.token, id, 3, "invoice")
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	order := r.JSON(t)
	require.Equal(t, "pending_approval", order["status"], "over the buyer's limit")
	s.splitStock(admin, id, map[string]int64{"main": 10})
	assert.Equal(t, int64(10), num(s.product(id)["stock"]), "an order awaiting approval may not ship, so claims nothing")

	r = s.do("POST", "/api/company/orders/"+order["id"].(string)+"/approve", c.approver.token, nil)
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	line := r.JSON(t)["lines"].([]any)[0].(map[string]any)
	assert.Equal(t, float64(0), line["backorderedQuantity"], "approved on terms, it may ship, and claims the stock waiting")
	assert.Equal(t, int64(8), num(s.product(id)["stock"]))
}
