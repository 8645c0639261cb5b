package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// openPayment asks for the booking's card payment, as the payment page
// does, and returns the intent id.
func (s *shop) openPayment(token, bookingID string) string {
	s.t.Helper()
	r := s.do("POST", "/api/bookings/"+bookingID+"/payment-intent", token, nil)
	require.Equal(s.t, 200, r.Status, string(r.Body))
	intent, _, found := strings.Cut(r.JSON(s.t)["clientSecret"].(string), "_secret_")
	require.True(s.t, found)
	return intent
}

func TestCancelWithAnOpenCardPayment(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	customer, _ := s.signUp("Canceller")
	email := s.me(customer)["email"].(string)
	p := s.orderableProduct()
	pid, stock := p["id"].(string), num(p["stock"])
	id := s.book(customer, p)["id"].(string)
	intent := s.openPayment(customer, id)

	runScenarios(t, s, []scenario{
		{name: "cancel", method: "POST", path: "/api/bookings/" + id + "/cancel", token: customer, status: 200,
			check: func(t *testing.T, r reply) {
				got := r.JSON(t)
				assert.Equal(t, "cancelled", got["status"])
				assert.Empty(t, got["transactionId"])
				statuses, by := historyOf(t, got)
				assert.Equal(t, []string{"unpaid", "cancelled"}, statuses)
				assert.Equal(t, email, by[1])
			}},
		{name: "the stock came back", method: "GET", path: "/api/products/" + pid, status: 200,
			check: func(t *testing.T, r reply) { assert.Equal(t, stock, num(r.JSON(t)["stock"])) }},
		{name: "the cancelled payment can't pay", method: "POST", path: confirmPath(id), token: customer, body: map[string]string{"paymentIntentId": intent},
			status: 409, code: "conflict", message: "This order was cancelled and can't be paid"},
		{name: "nor can a card", method: "POST", path: confirmPath(id), token: customer, body: cardBody("4242 4242 4242 4242"),
			status: 409, code: "conflict", message: "This order was cancelled and can't be paid"},
	})
}

// The test gateway keeps its payments in memory: after a restart it no
// longer knows the booking's payment, which then can't charge anyone, so
// the order can still be cancelled.
func TestCancelAfterTheTestGatewayForgotThePayment(t *testing.T) {
	t.Parallel()
	env := map[string]string{"PALLET_STORE": "sqlite", "PALLET_DATA_DIR": t.TempDir()}
	before := newShop(t, env)
	customer, _ := before.signUp("Restarter")
	id := before.book(customer, before.orderableProduct())["id"].(string)
	before.openPayment(customer, id)

	after := newShop(t, env)
	runScenarios(t, after, []scenario{
		{name: "cancel", method: "POST", path: "/api/bookings/" + id + "/cancel", token: customer, status: 200,
			check: func(t *testing.T, r reply) { assert.Equal(t, "cancelled", r.JSON(t)["status"]) }},
	})
}
