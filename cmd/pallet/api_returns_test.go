package main

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/fx"

	"github.com/palletshop/pallet/adapters/config"
	"github.com/palletshop/pallet/app"
	"github.com/palletshop/pallet/domain"
)

// fakeRefunder stands in for partial refunds: it answers one refund per
// return, as the real one does.
type fakeRefunder struct {
	mu    sync.Mutex
	asked []domain.Return
}

func (f *fakeRefunder) RefundReturn(_ context.Context, _ domain.User, _ string, ret domain.Return) (string, string, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.asked = append(f.asked, ret)
	return "refund-of-" + ret.ID, "CN-2026-000001", nil
}

func withRefunder(r app.ReturnRefunder) fx.Option {
	return fx.Decorate(func(app.ReturnRefunder) app.ReturnRefunder { return r })
}

// deliveredOrder is an order of quantity pieces of a new product, paid,
// shipped and delivered.
func (s *shop) deliveredOrder(admin, buyer string, quantity int64) (booking, product map[string]any) {
	s.t.Helper()
	product = s.cartProduct(admin, "Return SSD", 1000, 100, 1)
	r := s.do("POST", "/api/bookings", buyer, map[string]any{"productId": product["id"], "quantity": quantity, "address": "1 Dock Rd", "phone": "555 0100"})
	require.Equal(s.t, 201, r.Status, string(r.Body))
	id := r.JSON(s.t)["id"].(string)
	s.pay(buyer, id)
	require.Equal(s.t, 200, s.do("POST", "/api/admin/bookings/"+id+"/ship", admin, map[string]string{"trackingNumber": "1Z1"}).Status)
	r = s.do("POST", "/api/admin/bookings/"+id+"/deliver", admin, nil)
	require.Equal(s.t, 200, r.Status, string(r.Body))
	return r.JSON(s.t), product
}

// oneAuditEntry is the shop's one audit entry of action.
func oneAuditEntry(t *testing.T, s *shop, admin, action string) map[string]any {
	t.Helper()
	audit := s.do("GET", "/api/admin/audit?action="+action, admin, nil).JSON(t)
	require.Equal(t, float64(1), audit["total"], action)
	return audit["items"].([]any)[0].(map[string]any)
}

func TestABuyerReturnsSomePiecesAndTheShopRestocksAndRefundsThem(t *testing.T) {
	t.Parallel()
	clock := &testClock{now: time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)}
	refunds := &fakeRefunder{}
	s := newMailShop(t, nil, withClock(clock), withRefunder(refunds))
	admin := s.adminToken()
	buyer, _ := s.signUp("Returner")
	other, _ := s.signUp("Stranger")
	email := s.me(buyer)["email"].(string)
	b, p := s.deliveredOrder(admin, buyer, 20)
	bid, pid := b["id"].(string), p["id"].(string)

	got := s.do("GET", "/api/bookings/"+bid, buyer, nil).JSON(t)
	assert.Equal(t, []any{map[string]any{"productId": pid, "quantity": float64(20)}}, got["returnableLines"])
	assert.Equal(t, "2026-12-25T12:00:00Z", got["returnDeadline"], "30 days from delivery")
	assert.Equal(t, []any{}, s.do("GET", "/api/bookings/"+bid, admin, nil).JSON(t)["returnableLines"], "only the buyer's side returns")

	returns := "/api/bookings/" + bid + "/returns"
	var rid string
	runScenarios(t, s.shop, []scenario{
		{name: "more pieces than delivered", method: "POST", path: returns, token: buyer, status: 400, code: "invalid",
			body:    map[string]any{"lines": []map[string]any{{"productId": pid, "quantity": 21}}, "reason": "Too many"},
			message: "Only 20 pieces of this line can be returned", fields: map[string]string{"lines." + pid: "Only 20 pieces of this line can be returned"}},
		{name: "someone else's order", method: "POST", path: returns, token: other, status: 404, code: "not_found", message: "Booking not found",
			body: map[string]any{"lines": []map[string]any{{"productId": pid, "quantity": 1}}, "reason": "Mine now"}},
		{name: "five of twenty", method: "POST", path: returns, token: buyer, status: 201,
			body: map[string]any{"lines": []map[string]any{{"productId": pid, "quantity": 5}}, "reason": "Five arrived dented"},
			check: func(t *testing.T, r reply) {
				v := r.JSON(t)
				rid = v["id"].(string)
				assert.Equal(t, "RMA-2026-000001", v["number"])
				assert.Equal(t, "requested", v["status"])
				assert.Equal(t, bid, v["bookingId"])
				assert.Equal(t, email, v["userEmail"])
				assert.Equal(t, []any{map[string]any{"productId": pid, "sku": p["sku"], "productName": "Return SSD", "quantity": float64(5)}}, v["lines"])
			}},
	})
	require.NotEmpty(t, rid)
	assert.Equal(t, []any{map[string]any{"productId": pid, "quantity": float64(15)}},
		s.do("GET", "/api/bookings/"+bid, buyer, nil).JSON(t)["returnableLines"])

	runScenarios(t, s.shop, []scenario{
		{name: "another buyer can't see it", method: "GET", path: "/api/returns/" + rid, token: other, status: 404, code: "not_found", message: "Return not found"},
		{name: "nor list it", method: "GET", path: "/api/returns", token: other, status: 200,
			check: func(t *testing.T, r reply) { assert.Equal(t, float64(0), r.JSON(t)["total"]) }},
		{name: "the buyer lists it by order", method: "GET", path: "/api/returns?bookingId=" + bid, token: buyer, status: 200,
			check: func(t *testing.T, r reply) { assert.Equal(t, float64(1), r.JSON(t)["total"]) }},
		{name: "an admin lists the order's returns on its page", method: "GET", path: "/api/returns?bookingId=" + bid, token: admin, status: 200,
			check: func(t *testing.T, r reply) { assert.Equal(t, float64(1), r.JSON(t)["total"]) }},
		{name: "another buyer asking by that order sees none", method: "GET", path: "/api/returns?bookingId=" + bid, token: other, status: 200,
			check: func(t *testing.T, r reply) { assert.Equal(t, float64(0), r.JSON(t)["total"]) }},
		{name: "the desk lists requested ones", method: "GET", path: "/api/admin/returns?status=requested", token: admin, status: 200,
			check: func(t *testing.T, r reply) {
				assert.Equal(t, rid, r.JSON(t)["items"].([]any)[0].(map[string]any)["id"])
			}},
		{name: "nothing to receive before approval", method: "POST", path: "/api/admin/returns/" + rid + "/receive", token: admin,
			body: map[string]any{"restock": true}, status: 409, code: "conflict", message: "Only approved returns can be received"},
		{name: "approved with instructions", method: "POST", path: "/api/admin/returns/" + rid + "/approve", token: admin,
			body: map[string]string{"instructions": "Send them to 9 Fjord Rd with the RMA number"}, status: 200,
			check: func(t *testing.T, r reply) { assert.Equal(t, "approved", r.JSON(t)["status"]) }},
		{name: "received back into main", method: "POST", path: "/api/admin/returns/" + rid + "/receive", token: admin,
			body: map[string]any{"restock": true}, status: 200,
			check: func(t *testing.T, r reply) {
				v := r.JSON(t)
				assert.Equal(t, "received", v["status"])
				assert.Equal(t, true, v["restocked"])
				assert.Equal(t, "main", v["warehouse"])
			}},
		{name: "refunded", method: "POST", path: "/api/admin/returns/" + rid + "/refund", token: admin, status: 200,
			check: func(t *testing.T, r reply) {
				v := r.JSON(t)
				assert.Equal(t, "refunded", v["status"])
				assert.Equal(t, "refund-of-"+rid, v["refundId"])
				assert.Equal(t, "CN-2026-000001", v["creditNoteNumber"])
			}},
		{name: "refunded once", method: "POST", path: "/api/admin/returns/" + rid + "/refund", token: admin, status: 200},
	})
	assert.Equal(t, float64(85), s.product(pid)["stock"], "100 − 20 ordered + 5 restocked")
	require.Len(t, refunds.asked, 1)
	assert.Equal(t, []domain.ReturnLine{{ProductID: pid, Quantity: 5}}, refunds.asked[0].Lines)

	view := s.do("GET", "/api/returns/"+rid, buyer, nil).JSON(t)
	var statuses, by []string
	for _, h := range view["history"].([]any) {
		statuses, by = append(statuses, h.(map[string]any)["status"].(string)), append(by, h.(map[string]any)["by"].(string))
	}
	assert.Equal(t, []string{"requested", "approved", "received", "refunded"}, statuses)
	assert.Equal(t, []string{email, "staff", "staff", "staff"}, by)
	var subjects []string
	for _, m := range s.mailTo(email, "Return RMA-2026-000001 for order "+b["reference"].(string)) {
		subjects = append(subjects, m.Subject[strings.LastIndex(m.Subject, ": ")+2:])
		if strings.HasSuffix(m.Subject, ": approved") {
			assert.Contains(t, m.Text, "Send them to 9 Fjord Rd")
		}
	}
	assert.ElementsMatch(t, []string{"approved", "received", "refunded"}, subjects)
	ref := b["reference"].(string)
	requested := s.oneMailTo(email, "We have your return request for order "+ref)
	assert.Contains(t, requested.Text, "5 × Return SSD")
	assert.Contains(t, requested.Text, "Your reason: Five arrived dented")
	notice := s.oneMailTo(config.DevAdminEmail, "Return requested for order "+ref)
	assert.Contains(t, notice.Text, email+" asks to return these pieces of order "+ref)
	assert.Contains(t, notice.Text, "/dashboard/admin-returns")

	entry := oneAuditEntry(t, s.shop, admin, "return.request")
	assert.Equal(t, email, entry["actor"], "the buyer's own step")
	assert.Equal(t, rid, entry["target"])
	assert.Equal(t, "Return for order #"+ref, entry["targetLabel"])
	assert.Equal(t, "requested", entry["after"].(map[string]any)["status"])
	assert.Equal(t, "Five arrived dented", entry["after"].(map[string]any)["reason"])
	for action, status := range map[string]string{"return.approve": "approved", "return.receive": "received", "return.refund": "refunded"} {
		entry := oneAuditEntry(t, s.shop, admin, action)
		assert.Equal(t, config.DevAdminEmail, entry["actor"], action)
		assert.Equal(t, "Return RMA-2026-000001", entry["targetLabel"], action)
		assert.Equal(t, status, entry["after"].(map[string]any)["status"], action)
	}
	entry = oneAuditEntry(t, s.shop, admin, "return.receive")
	assert.Equal(t, map[string]any{"status": "received", "restocked": true, "warehouse": "main", "number": "RMA-2026-000001"}, entry["after"])
	assert.Equal(t, "Send them to 9 Fjord Rd with the RMA number", oneAuditEntry(t, s.shop, admin, "return.approve")["after"].(map[string]any)["instructions"])
	assert.Equal(t, "refund-of-"+rid, oneAuditEntry(t, s.shop, admin, "return.refund")["after"].(map[string]any)["refundId"])

	clock.Advance(31 * 24 * time.Hour)
	r := s.do("POST", returns, buyer, map[string]any{"lines": []map[string]any{{"productId": pid, "quantity": 1}}, "reason": "Late"})
	assert.Equal(t, 409, r.Status)
	assert.Equal(t, "This order can no longer be returned", r.ErrorMessage(t))
	assert.Equal(t, []any{}, s.do("GET", "/api/bookings/"+bid, buyer, nil).JSON(t)["returnableLines"])
}

func TestARejectedReturnIsMailedAndFreesItsPieces(t *testing.T) {
	t.Parallel()
	s := newMailShop(t, nil)
	admin := s.adminToken()
	buyer, _ := s.signUp("Rejected")
	email := s.me(buyer)["email"].(string)
	b, p := s.deliveredOrder(admin, buyer, 10)
	bid, pid := b["id"].(string), p["id"].(string)
	r := s.do("POST", "/api/bookings/"+bid+"/returns", buyer, map[string]any{"lines": []map[string]any{{"productId": pid, "quantity": 10}}, "reason": "Changed my mind"})
	require.Equal(t, 201, r.Status, string(r.Body))
	rid := r.JSON(t)["id"].(string)

	r = s.do("POST", "/api/admin/returns/"+rid+"/reject", admin, map[string]string{"reason": "Opened and used"})
	require.Equal(t, 200, r.Status, string(r.Body))
	assert.Equal(t, "Opened and used", r.JSON(t)["rejectionReason"])
	assert.Contains(t, s.oneMailTo(email, "Return RMA-").Text, "Opened and used")
	rejected := oneAuditEntry(t, s.shop, admin, "return.reject")
	assert.Equal(t, rid, rejected["target"])
	assert.Equal(t, map[string]any{"status": "rejected", "rejectionReason": "Opened and used", "number": r.JSON(t)["number"]}, rejected["after"])
	assert.Equal(t, []any{map[string]any{"productId": pid, "quantity": float64(10)}},
		s.do("GET", "/api/bookings/"+bid, buyer, nil).JSON(t)["returnableLines"])

	r = s.do("POST", "/api/admin/returns/"+rid+"/refund", admin, nil)
	assert.Equal(t, 409, r.Status)
	assert.Equal(t, "Only received returns can be refunded", r.ErrorMessage(t))
}

func TestAReturnIsRefundedAsOneOfTheOrdersPartialRefundsWithItsOwnCreditNote(t *testing.T) {
	t.Parallel()
	s := newMailShop(t, map[string]string{"PALLET_TAX_RATE": "20"})
	admin := s.adminToken()
	buyer, _ := s.signUp("RefundedReturner")
	email := s.me(buyer)["email"].(string)
	b, p := s.deliveredOrder(admin, buyer, 20)
	bid, pid := b["id"].(string), p["id"].(string)
	require.Equal(t, float64(24000), b["totalPriceCents"], "20 × $10.00 with 20 % tax")
	r := s.do("POST", "/api/bookings/"+bid+"/returns", buyer, map[string]any{"lines": []map[string]any{{"productId": pid, "quantity": 5}}, "reason": "Five dead on arrival"})
	require.Equal(t, 201, r.Status, string(r.Body))
	ret := r.JSON(t)
	rid := ret["id"].(string)
	require.Equal(t, 200, s.do("POST", "/api/admin/returns/"+rid+"/approve", admin, map[string]string{"instructions": "Ship them back"}).Status)
	require.Equal(t, 200, s.do("POST", "/api/admin/returns/"+rid+"/receive", admin, map[string]any{"restock": false}).Status)

	r = s.do("POST", "/api/admin/returns/"+rid+"/refund", admin, nil)
	require.Equal(t, 200, r.Status, string(r.Body))
	refunded := r.JSON(t)
	assert.Equal(t, "refunded", refunded["status"])
	assert.Regexp(t, `^CN-\d{4}-\d{6}$`, refunded["creditNoteNumber"])
	require.Equal(t, 200, s.do("POST", "/api/admin/returns/"+rid+"/refund", admin, nil).Status, "asking again answers the refunded return")

	order := s.do("GET", "/api/bookings/"+bid, buyer, nil).JSON(t)
	assert.Equal(t, "partially_refunded", order["status"])
	refunds := order["refunds"].([]any)
	require.Len(t, refunds, 1, "one refund, however often the return's refund is asked for")
	refund := refunds[0].(map[string]any)
	assert.Equal(t, rid, refund["returnId"])
	assert.Equal(t, refunded["refundId"], refund["id"])
	assert.Equal(t, refunded["creditNoteNumber"], refund["creditNoteNumber"])
	assert.Equal(t, "Return "+ret["number"].(string), refund["reason"])
	assert.Equal(t, float64(6000), refund["amountCents"], "5 × $10.00 at the prices paid, with their 20 % tax")
	assert.Equal(t, float64(1000), refund["taxCents"])
	assert.Equal(t, []any{map[string]any{"productId": pid, "sku": p["sku"], "productName": "Return SSD", "quantity": float64(5), "amountCents": float64(5000)}}, refund["lines"])
	assert.Equal(t, float64(6000), order["refundedCents"])
	assert.Equal(t, float64(18000), order["refundableCents"])

	ref := b["reference"].(string)
	letter := s.oneMailTo(email, "Order "+ref+" has been partly refunded")
	assert.Contains(t, letter.Text, "We have refunded $60.00 of order "+ref)
	assert.Contains(t, letter.Text, "Reason: Return "+ret["number"].(string))
	require.Len(t, s.filesOf(letter), 1)
	assert.Equal(t, refunded["creditNoteNumber"].(string)+".pdf", s.filesOf(letter)[0].Name)
	assert.Len(t, s.mailTo(email, "Return "+ret["number"].(string)+" for order "+ref+": refunded"), 1)
	money := oneAuditEntry(t, s.shop, admin, "booking.refund")
	assert.Equal(t, float64(6000), money["after"].(map[string]any)["amountCents"])
	assert.Equal(t, refunded["refundId"], money["after"].(map[string]any)["refundId"])
	assert.Equal(t, refunded["refundId"], oneAuditEntry(t, s.shop, admin, "return.refund")["after"].(map[string]any)["refundId"])
}
