package main

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/adapters/config"
)

// logInFrom signs in as the client at addr ("host:port").
func (s *shop) logInFrom(addr, email, password string) reply {
	s.t.Helper()
	req := mustRequest(s.t, "POST", "/api/auth/login")
	req.Body = jsonBody(s.t, map[string]string{"email": email, "password": password})
	req.Header.Set("Content-Type", "application/json")
	req.RemoteAddr = addr
	rec := s.raw(req)
	return reply{Status: rec.Code, Body: rec.Body.Bytes()}
}

func TestCustomersSeeStaffWhereAnAdminChangedTheirOrder(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	customer, _ := s.signUp("Watcher")
	email := s.me(customer)["email"].(string)
	admin := s.adminToken()
	id := s.book(customer, s.orderableProduct())["id"].(string)
	s.pay(customer, id)
	r := s.do("POST", "/api/admin/bookings/"+id+"/ship", admin, map[string]string{"trackingNumber": "1Z999"})
	require.Equal(t, 200, r.Status, string(r.Body))

	_, by := historyOf(t, s.booking(customer, id))
	assert.Equal(t, []string{email, email, "staff"}, by)
	_, by = historyOf(t, items(t, s.getJSON("/api/bookings", customer))[0])
	assert.Equal(t, []string{email, email, "staff"}, by, "the order list too")
	_, by = historyOf(t, s.booking(admin, id))
	assert.Equal(t, []string{email, email, config.DevAdminEmail}, by, "admins see who shipped it")
}

func TestHiddenControlCharactersAreRefused(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	customer, _ := s.signUp("Trickster")
	msg := "Remove hidden control characters"
	runScenarios(t, s, []scenario{
		{name: "a right-to-left override in a review", method: "POST", path: "/api/reviews", token: customer,
			body: reviewBody("Great shop \u202Edetaerc", 5), status: 400, code: "invalid", message: msg, fields: map[string]string{"review": msg}},
		{name: "an escape sequence in a contact name", method: "POST", path: "/api/contact",
			body:   map[string]string{"email": "a@example.com", "name": "A\x1b[2J", "subject": "S", "message": "M"},
			status: 400, code: "invalid", message: msg, fields: map[string]string{"name": msg}},
		{name: "a line break in a profile name", method: "PATCH", path: "/api/me", token: customer,
			body: map[string]string{"name": "Kim\nAdmin"}, status: 400, code: "invalid", message: msg, fields: map[string]string{"name": msg}},
		{name: "line breaks in a review are writing", method: "POST", path: "/api/reviews", token: customer,
			body: reviewBody("Fast delivery.\r\nWell packed.", 5), status: 201},
	})
}

// flood sends post until it is refused, at most max times, and returns
// how many were accepted.
func flood(t *testing.T, max int, post func() reply) int {
	t.Helper()
	return floodExpecting(t, max, http.StatusCreated, post)
}

// floodExpecting is flood for a route that answers ok when it accepts.
func floodExpecting(t *testing.T, max, ok int, post func() reply) int {
	t.Helper()
	for accepted := 0; accepted < max; accepted++ {
		r := post()
		if r.Status == http.StatusTooManyRequests {
			assert.Contains(t, r.ErrorMessage(t), "Please wait")
			return accepted
		}
		require.Equal(t, ok, r.Status, string(r.Body))
	}
	t.Fatalf("%d requests in a row were all accepted", max)
	return max
}

func TestReviewFloodsAreStoppedPerUser(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	flooder, _ := s.signUp("Flooder")
	accepted := flood(t, 300, func() reply { // from a new address each time: the per-user limit holds anyway
		return s.doFrom(newClientAddress(), "POST", "/api/reviews", flooder, reviewBody("Spam", 5))
	})
	assert.GreaterOrEqual(t, accepted, 5, "an honest user posts a few")

	neighbour, _ := s.signUp("Neighbour")
	assert.Equal(t, 201, s.do("POST", "/api/reviews", neighbour, reviewBody("Honest review", 4)).Status)
}

func TestBookingFloodsAreStoppedPerUser(t *testing.T) {
	t.Parallel()
	s := newShop(t, map[string]string{"PALLET_MAX_OPEN_ORDERS": "1000"}) // the rate limit, not the open-order cap, is under test
	admin := s.adminToken()
	r := s.do("POST", "/api/products", admin, map[string]any{"name": "Bulk SSD", "brand": "Acme", "priceCents": 1999,
		"stock": 1_000_000, "descriptions": "Plenty", "img": "/catalogue/ssd.svg", "minOrderQuantity": 1})
	require.Equal(t, 201, r.Status, string(r.Body))
	product := r.JSON(t)
	flooder, _ := s.signUp("Hoarder")
	accepted := flood(t, 300, func() reply {
		return s.do("POST", "/api/bookings", flooder, map[string]any{"productId": product["id"], "quantity": 1, "address": "1 Dock Road", "phone": "555 0100"})
	})
	assert.GreaterOrEqual(t, accepted, 20, "a busy buyer places many orders")

	neighbour, _ := s.signUp("Buyer")
	s.book(neighbour, product)
}

// Sign-up says when an email is taken (README, Security notes); each such
// answer counts as a failure, so harvesting emails is slowed like guessing.
func TestTakenEmailAnswersCountAsFailedAttempts(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	taken := map[string]string{"name": "Prober", "email": config.DevAdminEmail, "password": "secret123"}
	var statuses []int
	for i := 0; i < 15; i++ {
		statuses = append(statuses, s.do("POST", "/api/auth/signup", "", taken).Status)
	}
	assert.Equal(t, 409, statuses[0])
	assert.Equal(t, 429, statuses[14], "%v", statuses)
}
