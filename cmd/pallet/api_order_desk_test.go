package main

import (
	"net/url"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// deskIDs lists the ids the order desk shows for the query string.
func (s *shop) deskIDs(t *testing.T, admin, query string) []string {
	t.Helper()
	return ids(items(t, s.getJSON("/api/admin/bookings?"+query, admin)))
}

func TestOrderDeskFindsBookingsByEmailPONumberIdProductNameAndDates(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	admin := s.adminToken()
	wombat := s.cartProduct(admin, "Wombat Desk SSD", 1000, 5000, 10)
	plain := s.cartProduct(admin, "Plain Desk RAM", 2000, 5000, 10)
	alice, _ := s.signUpAs("Alice", "alice.desk@example.com")
	bob, _ := s.signUp("Bob")
	byAlice := s.book(alice, wombat)["id"].(string)
	s.putInCart(bob, plain["id"].(string), 10)
	body := checkoutBody()
	body["poNumber"] = "PO-DESK-42"
	r := s.do("POST", "/api/cart/checkout", bob, body)
	require.Equal(t, 201, r.Status, string(r.Body))
	byBob := r.JSON(t)["id"].(string)
	today := time.Now().UTC()
	day := func(d time.Time) string { return d.Format(time.DateOnly) }

	assert.Equal(t, []string{byAlice}, s.deskIDs(t, admin, "q=ALICE.desk@"), "buyer email, whatever the case")
	assert.Equal(t, []string{byBob}, s.deskIDs(t, admin, "q=po-desk-42"), "PO number")
	assert.Equal(t, []string{byBob}, s.deskIDs(t, admin, "q="+byBob), "booking id")
	assert.Equal(t, []string{byAlice}, s.deskIDs(t, admin, "q="+url.QueryEscape("wombat desk")), "product name")
	assert.Equal(t, []string{byAlice}, s.deskIDs(t, admin, "q=wombat&status=unpaid&limit=5"), "with status and paging")
	assert.ElementsMatch(t, []string{byAlice, byBob}, s.deskIDs(t, admin, "q=desk&from="+day(today)+"&to="+day(today)), "to includes its whole day")
	assert.Empty(t, s.deskIDs(t, admin, "q=desk&from="+day(today.AddDate(0, 0, 1))))
	assert.Empty(t, s.deskIDs(t, admin, "q=desk&to="+day(today.AddDate(0, 0, -1))))

	runScenarios(t, s, []scenario{
		{name: "a from that is not a date", method: "GET", path: "/api/admin/bookings?from=2026-13-01", token: admin,
			status: 400, code: "invalid", message: "from must be a date like 2026-11-25", fields: map[string]string{"from": "from must be a date like 2026-11-25"}},
		{name: "a to that is not a date", method: "GET", path: "/api/admin/bookings.csv?to=25/11/2026", token: admin,
			status: 400, code: "invalid", message: "to must be a date like 2026-11-25", fields: map[string]string{"to": "to must be a date like 2026-11-25"}},
		{name: "to before from", method: "GET", path: "/api/admin/bookings?from=2026-11-25&to=2026-11-24", token: admin,
			status: 400, code: "invalid", message: "to must be on or after from", fields: map[string]string{"to": "to must be on or after from"}},
	})
}

func TestAdminCancelsAnUnpaidBookingAndItsStockGoesBack(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	admin := s.adminToken()
	customer, _ := s.signUp("Canceller")
	p := s.cartProduct(admin, "Cancel Desk SSD", 1000, 500, 100)
	unpaid := s.book(customer, p)["id"].(string)
	paid := s.book(customer, p)["id"].(string)
	s.pay(customer, paid)
	intent := s.openPayment(customer, unpaid)

	runScenarios(t, s, []scenario{
		{name: "cancel an unpaid order", method: "POST", path: "/api/admin/bookings/" + unpaid + "/cancel", token: admin, status: 200,
			check: func(t *testing.T, r reply) {
				assert.Equal(t, "cancelled", r.JSON(t)["status"])
				assert.Equal(t, int64(400), num(s.product(p["id"].(string))["stock"]), "the unpaid order's 100 are back")
			}},
		{name: "a paid order can't be cancelled", method: "POST", path: "/api/admin/bookings/" + paid + "/cancel", token: admin,
			status: 409, code: "conflict", message: "Only unpaid orders can be cancelled"},
		{name: "nor can a customer use the desk", method: "POST", path: "/api/admin/bookings/" + unpaid + "/cancel", token: customer,
			status: 403, code: "forbidden", message: "You are not allowed to do that"},
		{name: "the stopped card payment can't pay", method: "POST", path: confirmPath(unpaid), token: customer, body: map[string]string{"paymentIntentId": intent},
			status: 409, code: "conflict", message: "This order was cancelled and can't be paid"},
	})
}

func TestUserSearchByNameOrEmail(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	admin := s.adminToken()
	_, carolID := s.signUpAs("Carol Quay", "carol@dock.example")
	_, daveID := s.signUpAs("Dave", "dave@quay.example")
	s.signUp("Erin")

	search := func(q string) []string { return ids(items(t, s.getJSON("/api/users?q="+url.QueryEscape(q), admin))) }
	assert.ElementsMatch(t, []string{carolID, daveID}, search("QUAY"), "name or email, whatever the case")
	assert.Equal(t, []string{carolID}, search("carol@"))
	assert.Empty(t, search("nobody-here"))
	page := s.getJSON("/api/users?q=quay&limit=1&page=2", admin)
	assert.Equal(t, 2.0, page["total"])
	assert.Len(t, items(t, page), 1)
}
