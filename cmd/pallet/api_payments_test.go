package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func confirmPath(id string) string { return "/api/bookings/" + id + "/payment/confirm" }

func TestPayWithTestCards(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	customer, _ := s.signUp("Payer")
	p := s.orderableProduct()
	b := s.book(customer, p)
	id := b["id"].(string)
	declined := func(name, msg string, card map[string]any) scenario {
		return scenario{name: name, method: "POST", path: confirmPath(id), token: customer, body: card,
			status: 402, code: "payment_failed", message: msg}
	}
	expired := cardBody("4242 4242 4242 4242")
	expired["expMonth"], expired["expYear"] = 1, 2020

	runScenarios(t, s, []scenario{
		{name: "payment intent", method: "POST", path: "/api/bookings/" + id + "/payment-intent", token: customer, status: 200,
			check: func(t *testing.T, r reply) {
				got := r.JSON(t)
				assert.NotEmpty(t, got["clientSecret"])
				assert.EqualValues(t, num(b["totalPriceCents"]), num(got["amountCents"]), "the stored total, never the client's")
				assert.Equal(t, "test", got["mode"])
			}},
		declined("declined card", "Your card was declined.", cardBody("4000 0000 0000 0002")),
		declined("insufficient funds", "Your card has insufficient funds.", cardBody("4000 0000 0000 9995")),
		declined("number failing Luhn", "Your card number is invalid.", cardBody("4242 4242 4242 4241")),
		declined("expired card", "Your card has expired.", expired),
		{name: "still unpaid after the refusals", method: "GET", path: "/api/bookings/" + id, token: customer, status: 200,
			check: func(t *testing.T, r reply) {
				got := r.JSON(t)
				assert.Equal(t, "unpaid", got["status"])
				assert.Equal(t, false, got["paid"])
				assert.Empty(t, got["transactionId"])
			}},
		{name: "neither card nor intent", method: "POST", path: confirmPath(id), token: customer, body: `{}`,
			status: 400, code: "invalid", message: "The payment reference is missing", fields: map[string]string{"paymentIntentId": "The payment reference is missing"}},
		{name: "pay with 4242", method: "POST", path: confirmPath(id), token: customer, body: cardBody("4242 4242 4242 4242"), status: 200,
			check: func(t *testing.T, r reply) {
				got := r.JSON(t)
				assert.Equal(t, "paid", got["status"])
				assert.Equal(t, true, got["paid"])
				assert.NotEmpty(t, got["transactionId"])
			}},
		{name: "GET shows it paid", method: "GET", path: "/api/bookings/" + id, token: customer, status: 200,
			check: func(t *testing.T, r reply) {
				got := r.JSON(t)
				assert.Equal(t, "paid", got["status"])
				assert.True(t, strings.HasPrefix(got["transactionId"].(string), "pi_"), "the gateway's payment id: %v", got["transactionId"])
				statuses, _ := historyOf(t, got)
				assert.Equal(t, []string{"unpaid", "paid"}, statuses)
			}},
		{name: "pay a paid booking", method: "POST", path: confirmPath(id), token: customer, body: cardBody("4242 4242 4242 4242"),
			status: 409, code: "conflict", message: "This order is already paid"},
		{name: "intent for a paid booking", method: "POST", path: "/api/bookings/" + id + "/payment-intent", token: customer,
			status: 409, code: "conflict", message: "This order is already paid"},
	})
}

func TestPaymentRefusals(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	owner, _ := s.signUp("Owner")
	other, _ := s.signUp("Other")
	p := s.orderableProduct()
	cancelled := s.book(owner, p)["id"].(string)
	require.Equal(t, 200, s.do("POST", "/api/bookings/"+cancelled+"/cancel", owner, nil).Status)
	mine, theirs := s.book(owner, p)["id"].(string), s.book(owner, p)["id"].(string)
	paidElsewhere := s.book(owner, p)["id"].(string)
	intentOfOther := s.pay(owner, paidElsewhere)["transactionId"].(string)
	own := s.do("POST", "/api/bookings/"+mine+"/payment-intent", owner, nil).JSON(t)["clientSecret"].(string)
	ownIntent, _, _ := strings.Cut(own, "_secret_")

	runScenarios(t, s, []scenario{
		{name: "pay a cancelled booking", method: "POST", path: confirmPath(cancelled), token: owner, body: cardBody("4242 4242 4242 4242"),
			status: 409, code: "conflict", message: "This order was cancelled and can't be paid"},
		{name: "intent for a cancelled booking", method: "POST", path: "/api/bookings/" + cancelled + "/payment-intent", token: owner,
			status: 409, code: "conflict", message: "This order was cancelled and can't be paid"},
		{name: "someone else's booking", method: "POST", path: confirmPath(theirs), token: other, body: cardBody("4242 4242 4242 4242"),
			status: 404, code: "not_found", message: "Booking not found"},
		{name: "another booking's succeeded intent", method: "POST", path: confirmPath(mine), token: owner, body: map[string]string{"paymentIntentId": intentOfOther},
			status: 409, code: "conflict", message: "This payment does not match this order"},
		{name: "its own intent, not yet paid", method: "POST", path: confirmPath(mine), token: owner, body: map[string]string{"paymentIntentId": ownIntent},
			status: 402, code: "payment_failed", message: "The payment has not completed yet"},
		{name: "an unknown intent", method: "POST", path: confirmPath(mine), token: owner, body: map[string]string{"paymentIntentId": "pi_test_000000000000000000000000"},
			status: 404, code: "not_found", message: "Payment not found"},
	})
	for _, id := range []string{mine, theirs, cancelled} {
		b := s.booking(owner, id)
		assert.NotEqual(t, "paid", b["status"], id)
		assert.Empty(t, b["transactionId"], id)
	}
}

func TestRefund(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	customer, _ := s.signUp("Refundee")
	admin := s.adminToken()
	p := s.orderableProduct()
	pid, stock := p["id"].(string), num(p["stock"])
	paid := s.book(customer, p)["id"].(string)
	s.pay(customer, paid)
	unpaid := s.book(customer, p)["id"].(string)
	refund := func(id string) string { return "/api/admin/bookings/" + id + "/refund" }
	moq := num(p["minOrderQuantity"])
	require.Equal(t, stock-2*moq, num(s.product(pid)["stock"]))

	runScenarios(t, s, []scenario{
		{name: "a customer can't refund", method: "POST", path: refund(paid), token: customer,
			status: 403, code: "forbidden", message: "You are not allowed to do that"},
		{name: "refund an unpaid booking", method: "POST", path: refund(unpaid), token: admin,
			status: 409, code: "conflict", message: "Only paid or invoiced orders can be refunded"},
		{name: "refund a paid booking", method: "POST", path: refund(paid), token: admin, status: 200,
			check: func(t *testing.T, r reply) {
				got := r.JSON(t)
				assert.Equal(t, "refunded", got["status"])
				assert.Equal(t, false, got["paid"])
				statuses, by := historyOf(t, got)
				assert.Equal(t, []string{"unpaid", "paid", "refunded"}, statuses)
				assert.Equal(t, "admin@pallet.test", by[2])
			}},
		{name: "the stock came back", method: "GET", path: "/api/products/" + pid, status: 200,
			check: func(t *testing.T, r reply) { assert.Equal(t, stock-moq, num(r.JSON(t)["stock"])) }},
		{name: "refund twice", method: "POST", path: refund(paid), token: admin,
			status: 409, code: "conflict", message: "This order has been refunded in full"},
		{name: "a refunded booking can't be paid again", method: "POST", path: confirmPath(paid), token: customer, body: cardBody("4242 4242 4242 4242"),
			status: 409, code: "conflict", message: "This order was refunded and can't be paid again"},
	})
	assert.Equal(t, stock-moq, num(s.product(pid)["stock"]), "refusals moved no stock")
}
