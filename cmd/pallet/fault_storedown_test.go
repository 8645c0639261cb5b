package main

import (
	"encoding/json"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/fx"

	"github.com/palletshop/pallet/ports"
)

// storeCall is one API request made while the store is down and again after.
type storeCall struct {
	method, path, token string
	body                any
	okStatus            int // the status once the store is back
}

// TestStoreDownAnswers503AndRecovers takes the store away mid-run: every
// call that needs it answers 503 unavailable in the error shape, /readyz
// fails, /healthz stays up, and all of it recovers on its own.
func TestStoreDownAnswers503AndRecovers(t *testing.T) {
	t.Parallel()
	flaky := &flakyStore{}
	s := newShop(t, nil, fx.Decorate(func(real ports.Store) ports.Store {
		flaky.Store = real
		return flaky
	}))
	customer, _ := s.signUp("Dora")
	admin := s.adminToken()
	product := s.orderableProduct()
	booking := s.book(customer, product)

	calls := storeCalls(customer, admin, product, booking)
	flaky.down.Store(true)
	for _, c := range calls {
		r := s.do(c.method, c.path, c.token, c.body)
		requireUnavailable(t, r, c.method+" "+c.path)
	}
	ready := s.do("GET", "/readyz", "", nil)
	requireUnavailable(t, ready, "GET /readyz")
	assert.Equal(t, http.StatusOK, s.do("GET", "/healthz", "", nil).Status, "liveness does not depend on the store")
	for _, path := range []string{"/api/brands", "/api/products", "/api/products?q=ssd&sort=price_asc"} {
		r := s.do("GET", path, "", nil)
		assert.Equal(t, http.StatusOK, r.Status, "%s: searches, their pages and brand counts come from the catalogue index in memory: %s", path, r.Body)
	}

	flaky.down.Store(false)
	assert.Equal(t, http.StatusOK, s.do("GET", "/readyz", "", nil).Status)
	for _, c := range calls {
		r := s.do(c.method, c.path, c.token, c.body)
		assert.Equal(t, c.okStatus, r.Status, "%s %s after the store came back: %s", c.method, c.path, r.Body)
	}
}

func storeCalls(customer, admin string, product, booking map[string]any) []storeCall {
	productID, bookingID := product["id"].(string), booking["id"].(string)
	order := map[string]any{"productId": productID, "quantity": product["minOrderQuantity"], "address": "2 Quay St", "phone": "+44 20 5550 0101"}
	return []storeCall{
		{"GET", "/api/products/" + productID, "", nil, http.StatusOK},
		{"GET", "/api/reviews", "", nil, http.StatusOK},
		{"GET", "/api/me", customer, nil, http.StatusOK},
		{"GET", "/api/bookings", customer, nil, http.StatusOK},
		{"GET", "/api/bookings/" + bookingID, customer, nil, http.StatusOK},
		{"POST", "/api/bookings", customer, order, http.StatusCreated},
		{"POST", "/api/auth/signup", "", map[string]string{"name": "Eve", "email": "eve-down@example.com", "password": "secret123"}, http.StatusCreated},
		{"POST", "/api/auth/login", "", map[string]string{"email": "eve-down@example.com", "password": "secret123"}, http.StatusOK},
		{"POST", "/api/contact", "", map[string]string{"email": "c@example.com", "name": "C", "subject": "Hi", "message": "Store down?"}, http.StatusAccepted},
		{"GET", "/api/admin/bookings", admin, nil, http.StatusOK},
		{"GET", "/api/users", admin, nil, http.StatusOK},
	}
}

// requireUnavailable checks api.md's error shape with code unavailable and
// a message a person can act on.
func requireUnavailable(t *testing.T, r reply, what string) {
	t.Helper()
	require.Equal(t, http.StatusServiceUnavailable, r.Status, "%s: %s", what, r.Body)
	var body struct {
		Error struct {
			Code    string `json:"code"`
			Message string `json:"message"`
		} `json:"error"`
	}
	require.NoError(t, json.Unmarshal(r.Body, &body), "%s: %s", what, r.Body)
	assert.Equal(t, "unavailable", body.Error.Code, what)
	assert.NotEmpty(t, body.Error.Message, what)
	assert.NotEqual(t, "Internal error", body.Error.Message, what)
}
