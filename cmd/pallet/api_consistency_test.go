package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// What a write answers is what every later read shows, timestamps to the
// last digit: a client that keeps the answer (or sorts by it) must not see
// the object change behind its back.
func TestWriteAnswersMatchLaterReads(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	admin := s.adminToken()
	customer, _ := s.signUp("Reader")

	t.Run("signup user and GET /api/me", func(t *testing.T) {
		email := uniqueEmail("stamp")
		r := s.do("POST", "/api/auth/signup", "", signUpBody("Stamp", email, "secret123"))
		require.Equal(t, 201, r.Status, string(r.Body))
		assert.Equal(t, r.JSON(t)["user"], s.me(r.JSON(t)["token"].(string)))
	})
	t.Run("POST /api/products and GET", func(t *testing.T) {
		p := s.createProduct(admin, productBody("Stamped SSD"))
		assert.Equal(t, p, s.product(p["id"].(string)))
	})
	t.Run("PATCH /api/products and GET", func(t *testing.T) {
		p := s.createProduct(admin, productBody("Patched SSD"))
		r := s.do("PATCH", "/api/products/"+p["id"].(string), admin, map[string]any{"stock": 900})
		require.Equal(t, 200, r.Status, string(r.Body))
		assert.Equal(t, r.JSON(t), s.product(p["id"].(string)))
	})
	t.Run("POST /api/bookings and GET", func(t *testing.T) {
		b := s.book(customer, s.orderableProduct())
		assert.Equal(t, b, s.booking(customer, b["id"].(string)))
	})
	t.Run("POST /api/reviews and the list", func(t *testing.T) {
		r := s.do("POST", "/api/reviews", customer, reviewBody("Stamped review", 5))
		require.Equal(t, 201, r.Status, string(r.Body))
		assert.Equal(t, r.JSON(t), items(t, s.getJSON("/api/reviews", ""))[0])
	})
}
