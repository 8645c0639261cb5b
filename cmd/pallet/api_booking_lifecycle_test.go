package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// pay confirms a booking with the 4242 test card.
func (s *shop) pay(token, bookingID string) map[string]any {
	s.t.Helper()
	r := s.do("POST", "/api/bookings/"+bookingID+"/payment/confirm", token, cardBody("4242 4242 4242 4242"))
	require.Equal(s.t, 200, r.Status, string(r.Body))
	return r.JSON(s.t)
}

func historyOf(t *testing.T, b map[string]any) (statuses, by []string) {
	t.Helper()
	for _, e := range b["history"].([]any) {
		entry := e.(map[string]any)
		statuses = append(statuses, entry["status"].(string))
		by = append(by, entry["by"].(string))
		assert.NotEmpty(t, entry["at"])
	}
	return statuses, by
}

func TestCancelGivesStockBack(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	customer, _ := s.signUp("Changer")
	email := s.me(customer)["email"].(string)
	admin := s.adminToken()
	p := s.orderableProduct()
	pid := p["id"].(string)
	stock := num(p["stock"])
	b := s.book(customer, p)
	paid := s.book(customer, p)
	s.pay(customer, paid["id"].(string))
	byAdmin := s.book(customer, p)
	cancel := func(id string) string { return "/api/bookings/" + id + "/cancel" }

	require.Equal(t, stock-3*num(p["minOrderQuantity"]), num(s.product(pid)["stock"]))
	runScenarios(t, s, []scenario{
		{name: "cancel", method: "POST", path: cancel(b["id"].(string)), token: customer, status: 200,
			check: func(t *testing.T, r reply) {
				got := r.JSON(t)
				assert.Equal(t, "cancelled", got["status"])
				statuses, by := historyOf(t, got)
				assert.Equal(t, []string{"unpaid", "cancelled"}, statuses)
				assert.Equal(t, []string{email, email}, by)
			}},
		{name: "cancel twice", method: "POST", path: cancel(b["id"].(string)), token: customer,
			status: 409, code: "conflict", message: "This order is already cancelled"},
		{name: "cancel a paid order", method: "POST", path: cancel(paid["id"].(string)), token: customer,
			status: 409, code: "conflict", message: "Only unpaid orders can be cancelled"},
		{name: "an admin cancels an unpaid order", method: "POST", path: cancel(byAdmin["id"].(string)), token: admin, status: 200,
			check: func(t *testing.T, r reply) {
				_, by := historyOf(t, r.JSON(t))
				assert.Equal(t, []string{email, "admin@pallet.test"}, by)
			}},
	})
	assert.Equal(t, stock-num(p["minOrderQuantity"]), num(s.product(pid)["stock"]), "both cancelled quantities went back, the paid one stays off")
}

func TestShipAndDeliver(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	customer, _ := s.signUp("Receiver")
	email := s.me(customer)["email"].(string)
	admin := s.adminToken()
	p := s.orderableProduct()
	b := s.book(customer, p)
	unpaid := s.book(customer, p)
	id := b["id"].(string)
	ship, deliver := "/api/admin/bookings/"+id+"/ship", "/api/admin/bookings/"+id+"/deliver"

	runScenarios(t, s, []scenario{
		{name: "ship an unpaid order", method: "POST", path: ship, token: admin, body: map[string]string{"trackingNumber": "1Z999"},
			status: 409, code: "conflict", message: "Only paid orders can be shipped"},
		{name: "deliver an unshipped order", method: "POST", path: deliver, token: admin,
			status: 409, code: "conflict", message: "Only shipped orders can be marked delivered"},
		{name: "pay with 4242", method: "POST", path: "/api/bookings/" + id + "/payment/confirm", token: customer,
			body: cardBody("4242 4242 4242 4242"), status: 200},
		{name: "a customer can't ship", method: "POST", path: ship, token: customer,
			status: 403, code: "forbidden", message: "You are not allowed to do that"},
		{name: "tracking number too long", method: "POST", path: ship, token: admin, body: map[string]string{"trackingNumber": strings.Repeat("9", 101)},
			status: 400, code: "invalid", message: "Must be at most 100 characters", fields: map[string]string{"trackingNumber": "Must be at most 100 characters"}},
		{name: "ship with tracking", method: "POST", path: ship, token: admin, body: map[string]string{"trackingNumber": " 1Z999AA10123456784 "}, status: 200,
			check: func(t *testing.T, r reply) {
				got := r.JSON(t)
				assert.Equal(t, "shipped", got["status"])
				assert.Equal(t, "1Z999AA10123456784", got["trackingNumber"])
				assert.Equal(t, true, got["paid"])
				statuses, by := historyOf(t, got)
				assert.Equal(t, []string{"unpaid", "paid", "shipped"}, statuses)
				assert.Equal(t, []string{email, email, "admin@pallet.test"}, by)
			}},
		{name: "ship twice", method: "POST", path: ship, token: admin,
			status: 409, code: "conflict", message: "Only paid orders can be shipped"},
		{name: "deliver", method: "POST", path: deliver, token: admin, status: 200,
			check: func(t *testing.T, r reply) {
				assert.Equal(t, "delivered", r.JSON(t)["status"])
				statuses, _ := historyOf(t, r.JSON(t))
				assert.Equal(t, []string{"unpaid", "paid", "shipped", "delivered"}, statuses)
			}},
		{name: "the customer sees it delivered", method: "GET", path: "/api/bookings/" + id, token: customer, status: 200,
			check: func(t *testing.T, r reply) {
				assert.Equal(t, "delivered", r.JSON(t)["status"])
				assert.Equal(t, "1Z999AA10123456784", r.JSON(t)["trackingNumber"])
			}},
		{name: "ship without a tracking number (empty body)", method: "POST", path: "/api/admin/bookings/" + unpaid["id"].(string) + "/ship", token: admin,
			status: 409, code: "conflict", message: "Only paid orders can be shipped"},
		{name: "ship an unknown order", method: "POST", path: "/api/admin/bookings/0123456789abcdef01234567/ship", token: admin,
			status: 404, code: "not_found", message: "Booking not found"},
	})
}

func TestAdminBookingList(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	alice, _ := s.signUp("Alice")
	bob, _ := s.signUp("Bob")
	admin := s.adminToken()
	p := s.orderableProduct()
	paid := s.book(alice, p)
	s.pay(alice, paid["id"].(string))
	unpaid := s.book(bob, p)
	cancelled := s.book(bob, p)
	require.Equal(t, 200, s.do("POST", "/api/bookings/"+cancelled["id"].(string)+"/cancel", bob, nil).Status)

	byStatus := func(status string, want ...map[string]any) scenario {
		return scenario{name: "status " + status, method: "GET", path: "/api/admin/bookings?status=" + status, token: admin, status: 200,
			check: func(t *testing.T, r reply) {
				got := items(t, r.JSON(t))
				var wantIDs []string
				for _, b := range want {
					wantIDs = append(wantIDs, b["id"].(string))
				}
				assert.ElementsMatch(t, wantIDs, ids(got))
				for _, b := range got {
					assert.Equal(t, status, b["status"])
				}
				assert.EqualValues(t, len(want), num(r.JSON(t)["total"]))
			}}
	}
	runScenarios(t, s, []scenario{
		{name: "all", method: "GET", path: "/api/admin/bookings", token: admin, status: 200,
			check: func(t *testing.T, r reply) {
				assert.ElementsMatch(t, []string{paid["id"].(string), unpaid["id"].(string), cancelled["id"].(string)}, ids(items(t, r.JSON(t))))
			}},
		byStatus("paid", paid),
		byStatus("unpaid", unpaid),
		byStatus("cancelled", cancelled),
		byStatus("shipped"),
		{name: "unknown status", method: "GET", path: "/api/admin/bookings?status=bogus", token: admin,
			status: 400, code: "invalid", message: "status must be unpaid, paid, shipped, delivered, cancelled, refunded, expired, refunding, pending_approval, rejected, partially_shipped or partially_refunded",
			fields: map[string]string{"status": "status must be unpaid, paid, shipped, delivered, cancelled, refunded, expired, refunding, pending_approval, rejected, partially_shipped or partially_refunded"}},
		{name: "a customer sees only their own", method: "GET", path: "/api/bookings", token: bob, status: 200,
			check: func(t *testing.T, r reply) {
				assert.ElementsMatch(t, []string{unpaid["id"].(string), cancelled["id"].(string)}, ids(items(t, r.JSON(t))))
			}},
		{name: "a customer can't list all", method: "GET", path: "/api/admin/bookings", token: alice,
			status: 403, code: "forbidden", message: "You are not allowed to do that"},
	})
}
