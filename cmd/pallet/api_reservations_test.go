package main

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/fx"

	"github.com/palletshop/pallet/app"
)

func TestAnUnpaidOrderHoldsItsStockForTheReservationTTL(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	customer, _ := s.signUp("Holder")
	b := s.book(customer, s.orderableProduct())
	assert.Equal(t, parseTime(t, b["createdAt"]).Add(48*time.Hour), parseTime(t, b["expiresAt"]), "the default reservation is 48h")
}

func TestExpiredOrdersGiveTheirStockBack(t *testing.T) {
	t.Parallel()
	var expire *app.ExpireReservations
	s := newShop(t, map[string]string{"PALLET_RESERVATION_TTL": "1ms"}, fx.Populate(&expire))
	customer, _ := s.signUp("Hoarder")
	admin := s.adminToken()
	p := s.orderableProduct()
	pid := p["id"].(string)
	stock := num(s.product(pid)["stock"])
	b := s.book(customer, p)
	id := b["id"].(string)
	require.Equal(t, stock-num(p["minOrderQuantity"]), num(s.product(pid)["stock"]))

	time.Sleep(5 * time.Millisecond)
	n, err := expire.Handle(t.Context())
	require.NoError(t, err)
	require.LessOrEqual(t, n, 1, "the order expires once: in this sweep, or in the one the server makes as it starts, if that came late")

	runScenarios(t, s, []scenario{
		{name: "the order reads expired, by the system", method: "GET", path: "/api/bookings/" + id, token: customer, status: 200,
			check: func(t *testing.T, r reply) {
				got := r.JSON(t)
				assert.Equal(t, "expired", got["status"])
				assert.NotContains(t, got, "expiresAt", "only an unpaid order shows when it expires")
				statuses, by := historyOf(t, got)
				assert.Equal(t, []string{"unpaid", "expired"}, statuses)
				assert.Equal(t, "system", by[1])
			}},
		{name: "the stock is back on sale", method: "GET", path: "/api/products/" + pid, status: 200,
			check: func(t *testing.T, r reply) { assert.Equal(t, stock, num(r.JSON(t)["stock"])) }},
		{name: "admins find it by status", method: "GET", path: "/api/admin/bookings?status=expired", token: admin, status: 200,
			check: func(t *testing.T, r reply) { assert.Equal(t, id, items(t, r.JSON(t))[0]["id"]) }},
		{name: "an expired order can't be paid", method: "POST", path: confirmPath(id), token: customer, body: cardBody("4242 4242 4242 4242"),
			status: 409, code: "conflict", message: "This order's reservation ran out; please place the order again"},
		{name: "an expired order can't be cancelled", method: "POST", path: "/api/bookings/" + id + "/cancel", token: customer,
			status: 409, code: "conflict", message: "Only unpaid orders can be cancelled"},
	})
	assert.Equal(t, stock, num(s.product(pid)["stock"]), "refusals moved no stock")
}

func TestOpenOrderCap(t *testing.T) {
	t.Parallel()
	s := newShop(t, map[string]string{"PALLET_MAX_OPEN_ORDERS": "2"})
	customer, _ := s.signUp("Hoarder")
	other, _ := s.signUp("Neighbour")
	admin := s.adminToken()
	p := s.orderableProduct()
	first := s.book(customer, p)["id"].(string)
	s.book(customer, p)
	order := orderBody(p["id"].(string), p["minOrderQuantity"])

	runScenarios(t, s, []scenario{
		{name: "a third unpaid order is refused", method: "POST", path: "/api/bookings", token: customer, body: order,
			status: 409, code: "conflict", message: "Pay or cancel an open order first"},
		{name: "another customer is not affected", method: "POST", path: "/api/bookings", token: other, body: order, status: 201},
		{name: "an admin cancels one of the open orders", method: "POST", path: "/api/bookings/" + first + "/cancel", token: admin, status: 200,
			check: func(t *testing.T, r reply) { assert.Equal(t, "cancelled", r.JSON(t)["status"]) }},
		{name: "then the customer may order again", method: "POST", path: "/api/bookings", token: customer, body: order, status: 201},
	})
}
