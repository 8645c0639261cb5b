package main

import (
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/fx"

	"github.com/palletshop/pallet/adapters/pdfdocs/pdftext"
	"github.com/palletshop/pallet/app"
)

func quoteBody(productID string, quantity int64) map[string]any {
	return map[string]any{"lines": []any{map[string]any{"productId": productID, "quantity": quantity}}, "note": "Monthly volume"}
}

func offerBody(productID string, unitPriceCents int64, validUntil time.Time) map[string]any {
	return map[string]any{"lines": []any{map[string]any{"productId": productID, "unitPriceCents": unitPriceCents}},
		"validUntil": validUntil.Format(time.RFC3339)}
}

func (s *shop) requestQuote(token, productID string, quantity int64) map[string]any {
	s.t.Helper()
	r := s.do("POST", "/api/quotes", token, quoteBody(productID, quantity))
	require.Equal(s.t, 201, r.Status, string(r.Body))
	return r.JSON(s.t)
}

func (s *shop) offerQuote(admin, quoteID, productID string, unitPriceCents int64, validUntil time.Time) map[string]any {
	s.t.Helper()
	r := s.do("POST", "/api/admin/quotes/"+quoteID+"/offer", admin, offerBody(productID, unitPriceCents, validUntil))
	require.Equal(s.t, 200, r.Status, string(r.Body))
	return r.JSON(s.t)
}

func quotePath(id, action string) string { return "/api/quotes/" + id + "/" + action }

// testClock is a clock a test moves; the whole shop reads it.
type testClock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *testClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *testClock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

func withClock(c *testClock) fx.Option {
	return fx.Decorate(func(app.Clock) app.Clock { return c.Now })
}

func TestAQuoteFromRequestToPaidOrder(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	admin := s.adminToken()
	customer, _ := s.signUp("Trader")
	email := s.me(customer)["email"].(string)
	p := s.cartProduct(admin, "Quote SSD", 5000, 1000, 100)
	id := p["id"].(string)

	q := s.requestQuote(customer, id, 600)
	qid := q["id"].(string)
	assert.Equal(t, "requested", q["status"])
	assert.Equal(t, []any{map[string]any{"productId": id, "sku": p["sku"], "productName": "Quote SSD", "quantity": float64(600),
		"listUnitPriceCents": float64(5000), "offeredUnitPriceCents": nil, "offeredQuantity": nil}}, q["lines"])
	assert.Equal(t, "Monthly volume", q["note"])
	assert.Equal(t, "", q["reply"])
	assert.Nil(t, q["leadTimeDays"])
	assert.Nil(t, q["validUntil"])
	assert.Nil(t, q["bookingId"])
	assert.Equal(t, email, q["user"])
	assert.Equal(t, num(p["stock"]), num(s.product(id)["stock"]), "a request reserves nothing")

	validUntil := time.Now().Add(72 * time.Hour).Truncate(time.Second).UTC()
	offered := s.offerQuote(admin, qid, id, 4200, validUntil)
	assert.Equal(t, "offered", offered["status"])
	assert.Equal(t, float64(4200), offered["lines"].([]any)[0].(map[string]any)["offeredUnitPriceCents"])
	assert.Equal(t, validUntil, parseTime(t, offered["validUntil"]))
	_, by := historyOf(t, offered)
	assert.Equal(t, []string{email, "admin@pallet.test"}, by, "the admin's answer names the admin")

	mine := s.getJSON("/api/quotes/"+qid, customer)
	statuses, by := historyOf(t, mine)
	assert.Equal(t, []string{"requested", "offered"}, statuses)
	assert.Equal(t, []string{email, "staff"}, by, "customers see staff for the admin")
	_, by = historyOf(t, s.getJSON("/api/quotes/"+qid, admin))
	assert.Equal(t, "admin@pallet.test", by[1], "admins see who offered")

	r := s.do("POST", quotePath(qid, "accept"), customer, with(checkoutBody(), "poNumber", "PO-Q-1"))
	require.Equal(t, 201, r.Status, string(r.Body))
	b := r.JSON(t)
	assert.Equal(t, []any{map[string]any{"productId": id, "sku": p["sku"], "productName": "Quote SSD",
		"quantity": float64(600), "unitPriceCents": float64(4200), "lineTotalCents": float64(600 * 4200),
		"allocations": allFromMain(600), "backorderedQuantity": float64(0)}}, b["lines"])
	assert.EqualValues(t, 600*4200, b["totalPriceCents"])
	assert.Equal(t, qid, b["quoteId"])
	assert.Equal(t, "PO-Q-1", b["poNumber"])
	assert.Equal(t, "unpaid", b["status"])
	assert.NotEmpty(t, b["expiresAt"], "it holds its stock like any unpaid order")
	assert.Equal(t, int64(400), num(s.product(id)["stock"]), "the stock is taken")

	accepted := s.getJSON("/api/quotes/"+qid, customer)
	assert.Equal(t, "accepted", accepted["status"])
	assert.Equal(t, b["id"], accepted["bookingId"])

	paid := s.pay(customer, b["id"].(string))
	assert.Equal(t, "paid", paid["status"])
	assert.EqualValues(t, 600*4200, paid["totalPriceCents"])

	runScenarios(t, s, []scenario{
		{name: "a second accept is refused", method: "POST", path: quotePath(qid, "accept"), token: customer, body: checkoutBody(),
			status: 409, code: "conflict", message: "Only offered quotes can be accepted"},
		{name: "an accepted quote can't be declined", method: "POST", path: quotePath(qid, "decline"), token: customer,
			status: 409, code: "conflict", message: "Only open quotes can be declined"},
		{name: "admins list it as accepted", method: "GET", path: "/api/admin/quotes?status=accepted", token: admin, status: 200,
			check: func(t *testing.T, r reply) { assert.Equal(t, []string{qid}, ids(items(t, r.JSON(t)))) }},
	})
	assert.Equal(t, int64(400), num(s.product(id)["stock"]), "refusals moved no stock")
}

func TestAQuoteOfferAnswersWithAReplyALeadTimeAndAnotherQuantity(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	admin := s.adminToken()
	customer, _ := s.signUp("Asker")
	p := s.cartProduct(admin, "Reel SSD", 5000, 1000, 100)
	id := p["id"].(string)
	qid := s.requestQuote(customer, id, 450)["id"].(string)
	line := "lines." + id
	body := func(quantity int64, leadTime int) map[string]any {
		b := offerBody(id, 4100, time.Now().Add(time.Hour))
		b["lines"].([]any)[0].(map[string]any)["quantity"] = quantity
		b["reply"], b["leadTimeDays"] = "Yes, they come in reels of 500", leadTime
		return b
	}
	offer := func(name string, b any, message string, fields map[string]string) scenario {
		return scenario{name: name, method: "POST", path: "/api/admin/quotes/" + qid + "/offer", token: admin, body: b,
			status: 400, code: "invalid", message: message, fields: fields}
	}
	runScenarios(t, s, []scenario{
		offer("an offered quantity below the minimum order", body(99, 5), "Minimum order is 100 pieces",
			map[string]string{line: "Minimum order is 100 pieces"}),
		offer("a lead time past half a year", body(500, 181), "Lead time must be between 0 and 180 days",
			map[string]string{"leadTimeDays": "Lead time must be between 0 and 180 days"}),
	})

	offered := s.do("POST", "/api/admin/quotes/"+qid+"/offer", admin, body(500, 5))
	require.Equal(t, 200, offered.Status, string(offered.Body))
	mine := s.getJSON("/api/quotes/"+qid, customer)
	assert.Equal(t, "Yes, they come in reels of 500", mine["reply"])
	assert.Equal(t, float64(5), mine["leadTimeDays"])
	l := mine["lines"].([]any)[0].(map[string]any)
	assert.Equal(t, float64(450), l["quantity"], "what was asked stays")
	assert.Equal(t, float64(500), l["offeredQuantity"])

	pdf := s.do("GET", quotePath(qid, "quote.pdf"), customer, nil)
	require.Equal(t, http.StatusOK, pdf.Status, string(pdf.Body))
	assert.Equal(t, "application/pdf", pdf.Header.Get("Content-Type"))
	reference := strings.ToUpper(qid[len(qid)-8:])
	assert.Contains(t, pdf.Header.Get("Content-Disposition"), `filename="quote-`+reference+`.pdf"`)
	text := pdftext.Of(t, pdf.Body)
	for _, want := range []string{"QUOTATION", "Quote #" + reference, "Valid until", "Lead time", "About 5 days",
		"Reel SSD (you asked for 450)", p["sku"].(string), "500", "$41.00", "$20,500.00", "Total before tax",
		"Our answer: Yes, they come in reels of 500", "Your note: Monthly volume", "BILL TO"} {
		assert.Contains(t, text, want)
	}
	assert.Equal(t, http.StatusOK, s.do("GET", quotePath(qid, "quote.pdf"), admin, nil).Status)
	stranger, _ := s.signUp("Stranger")
	assert.Equal(t, http.StatusNotFound, s.do("GET", quotePath(qid, "quote.pdf"), stranger, nil).Status)
	requested := s.requestQuote(customer, id, 300)["id"].(string)
	assert.Equal(t, http.StatusNotFound, s.do("GET", quotePath(requested, "quote.pdf"), customer, nil).Status, "no offer, no PDF")

	r := s.do("POST", quotePath(qid, "accept"), customer, checkoutBody())
	require.Equal(t, 201, r.Status, string(r.Body))
	b := r.JSON(t)
	assert.EqualValues(t, 500, b["lines"].([]any)[0].(map[string]any)["quantity"], "the offered quantity is ordered")
	assert.EqualValues(t, 500*4100, b["totalPriceCents"])
}

func TestAcceptingAnExpiredOfferIsRefusedAndReservesNothing(t *testing.T) {
	t.Parallel()
	clock := &testClock{now: time.Now().UTC().Truncate(time.Millisecond)}
	s := newShop(t, nil, withClock(clock))
	admin := s.adminToken()
	customer, _ := s.signUp("Late")
	p := s.cartProduct(admin, "Expiring SSD", 5000, 1000, 100)
	id := p["id"].(string)
	qid := s.requestQuote(customer, id, 500)["id"].(string)
	s.offerQuote(admin, qid, id, 4000, clock.Now().Add(24*time.Hour))

	clock.Advance(24 * time.Hour)
	runScenarios(t, s, []scenario{
		{name: "it reads expired", method: "GET", path: "/api/quotes/" + qid, token: customer, status: 200,
			check: func(t *testing.T, r reply) { assert.Equal(t, "expired", r.JSON(t)["status"]) }},
		{name: "admins find it by the expired status", method: "GET", path: "/api/admin/quotes?status=expired", token: admin, status: 200,
			check: func(t *testing.T, r reply) { assert.Equal(t, []string{qid}, ids(items(t, r.JSON(t)))) }},
		{name: "no longer among the offered", method: "GET", path: "/api/admin/quotes?status=offered", token: admin, status: 200,
			check: func(t *testing.T, r reply) { assert.Empty(t, items(t, r.JSON(t))) }},
		{name: "accepting is refused", method: "POST", path: quotePath(qid, "accept"), token: customer, body: checkoutBody(),
			status: 409, code: "conflict", message: "This offer has expired; please ask for a new quote"},
	})
	assert.Equal(t, int64(1000), num(s.product(id)["stock"]), "nothing was reserved")
	assert.Empty(t, items(t, s.getJSON("/api/bookings", customer)), "no order was placed")
}

func TestDecliningAQuote(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	admin := s.adminToken()
	customer, _ := s.signUp("Decliner")
	p := s.cartProduct(admin, "Declined SSD", 5000, 1000, 100)
	id := p["id"].(string)
	requested := s.requestQuote(customer, id, 500)["id"].(string)
	offered := s.requestQuote(customer, id, 700)["id"].(string)
	s.offerQuote(admin, offered, id, 4000, time.Now().Add(time.Hour))

	declined := func(t *testing.T, r reply) { assert.Equal(t, "declined", r.JSON(t)["status"]) }
	runScenarios(t, s, []scenario{
		{name: "decline a request", method: "POST", path: quotePath(requested, "decline"), token: customer, status: 200, check: declined},
		{name: "decline an offer", method: "POST", path: quotePath(offered, "decline"), token: customer, status: 200, check: declined},
		{name: "a declined offer can't be accepted", method: "POST", path: quotePath(offered, "accept"), token: customer, body: checkoutBody(),
			status: 409, code: "conflict", message: "Only offered quotes can be accepted"},
		{name: "a declined request can't be offered", method: "POST", path: "/api/admin/quotes/" + requested + "/offer", token: admin,
			body: offerBody(id, 4000, time.Now().Add(time.Hour)), status: 409, code: "conflict", message: "Only requested quotes can be answered"},
	})
	assert.Equal(t, int64(1000), num(s.product(id)["stock"]))
}

func TestQuotesArePrivateAndOnlyAdminsOffer(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	admin := s.adminToken()
	owner, _ := s.signUp("Owner")
	stranger, _ := s.signUp("Stranger")
	p := s.cartProduct(admin, "Private SSD", 5000, 1000, 100)
	id := p["id"].(string)
	qid := s.requestQuote(owner, id, 500)["id"].(string)
	notFound := func(name, method, path string, body any) scenario {
		return scenario{name: name, method: method, path: path, token: stranger, body: body,
			status: 404, code: "not_found", message: "Quote not found"}
	}

	runScenarios(t, s, []scenario{
		notFound("another buyer's quote is not found", "GET", "/api/quotes/"+qid, nil),
		{name: "another buyer's list doesn't have it", method: "GET", path: "/api/quotes", token: stranger, status: 200,
			check: func(t *testing.T, r reply) { assert.Empty(t, items(t, r.JSON(t))) }},
		{name: "the owner's list has it", method: "GET", path: "/api/quotes", token: owner, status: 200,
			check: func(t *testing.T, r reply) { assert.Equal(t, []string{qid}, ids(items(t, r.JSON(t)))) }},
		{name: "a customer can't offer", method: "POST", path: "/api/admin/quotes/" + qid + "/offer", token: owner,
			body: offerBody(id, 1, time.Now().Add(time.Hour)), status: 403, code: "forbidden", message: "You are not allowed to do that"},
		notFound("another buyer can't decline it", "POST", quotePath(qid, "decline"), nil),
		{name: "admins can't accept for the buyer", method: "POST", path: quotePath(qid, "accept"), token: admin, body: checkoutBody(),
			status: 404, code: "not_found", message: "Quote not found"},
		{name: "the quote is still requested", method: "GET", path: "/api/quotes/" + qid, token: owner, status: 200,
			check: func(t *testing.T, r reply) { assert.Equal(t, "requested", r.JSON(t)["status"]) }},
	})
}

func TestQuoteRefusals(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	admin := s.adminToken()
	customer, _ := s.signUp("Asker")
	p := s.cartProduct(admin, "Refused SSD", 5000, 1000, 100)
	id := p["id"].(string)
	qid := s.requestQuote(customer, id, 500)["id"].(string)
	line := "lines." + id
	offer := func(name string, body any, message string, fields map[string]string) scenario {
		return scenario{name: name, method: "POST", path: "/api/admin/quotes/" + qid + "/offer", token: admin, body: body,
			status: 400, code: "invalid", message: message, fields: fields}
	}

	runScenarios(t, s, []scenario{
		{name: "below the minimum order", method: "POST", path: "/api/quotes", token: customer, body: quoteBody(id, 50),
			status: 400, code: "invalid", message: "Minimum order is 100 pieces", fields: map[string]string{line: "Minimum order is 100 pieces"}},
		{name: "no lines", method: "POST", path: "/api/quotes", token: customer, body: map[string]any{"lines": []any{}},
			status: 400, code: "invalid", message: "Add at least one product to the request", fields: map[string]string{"lines": "Add at least one product to the request"}},
		offer("an offer in the past", offerBody(id, 4000, time.Now().Add(-time.Hour)), "The offer must be valid until a later date",
			map[string]string{"validUntil": "The offer must be valid until a later date"}),
		offer("an offer without a date", map[string]any{"lines": []any{}}, "Give the offer's end as a date and time, like 2026-12-31T17:00:00Z",
			map[string]string{"validUntil": "Give the offer's end as a date and time, like 2026-12-31T17:00:00Z"}),
		offer("an offer missing a line", offerBody("other", 4000, time.Now().Add(time.Hour)), "Give a price for every line",
			map[string]string{line: "Give a price for every line"}),
		{name: "an unknown status", method: "GET", path: "/api/admin/quotes?status=open", token: admin, status: 400, code: "invalid",
			message: "status must be requested, offered, accepted, declined or expired",
			fields:  map[string]string{"status": "status must be requested, offered, accepted, declined or expired"}},
		{name: "accepting a request that has no offer", method: "POST", path: quotePath(qid, "accept"), token: customer, body: checkoutBody(),
			status: 409, code: "conflict", message: "Only offered quotes can be accepted"},
	})
}

func TestQuoteRequestFloodsAreStoppedPerUser(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	p := s.cartProduct(s.adminToken(), "Flooded SSD", 5000, 1000, 100)
	flooder, _ := s.signUp("Flooder")
	accepted := flood(t, 300, func() reply { return s.do("POST", "/api/quotes", flooder, quoteBody(p["id"].(string), 100)) })
	assert.GreaterOrEqual(t, accepted, 10, "a buyer asks for several quotes")

	neighbour, _ := s.signUp("Neighbour") // same client address as the flooder
	s.requestQuote(neighbour, p["id"].(string), 100)
}

func TestAQuoteRequestedFromTheCartTakesExactlyItsLinesOutOfTheCart(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	admin := s.adminToken()
	customer, _ := s.signUp("CartQuoter")
	ssd := s.cartProduct(admin, "Cart quote SSD", 5000, 1000, 100)["id"].(string)
	ram := s.cartProduct(admin, "Cart quote RAM", 3000, 1000, 100)["id"].(string)
	cable := s.cartProduct(admin, "Cart quote cable", 100, 1000, 100)["id"].(string)
	for _, id := range []string{ssd, ram, cable} {
		s.putInCart(customer, id, 200)
	}
	lines := []any{map[string]any{"productId": ssd, "quantity": 200}, map[string]any{"productId": ram, "quantity": 200}}

	r := s.do("POST", "/api/quotes", customer, map[string]any{"lines": lines, "note": "From my cart", "fromCart": true})
	require.Equal(t, 201, r.Status, string(r.Body))
	assert.Equal(t, "requested", r.JSON(t)["status"])
	assert.Len(t, r.JSON(t)["lines"], 2)
	left := s.getJSON("/api/cart", customer)["lines"].([]any)
	require.Len(t, left, 1, "the quoted lines moved out of the cart; the other stays")
	assert.Equal(t, cable, left[0].(map[string]any)["productId"])

	// without fromCart (the product page's request) the cart is left alone
	s.requestQuote(customer, cable, 300)
	assert.Len(t, s.getJSON("/api/cart", customer)["lines"], 1)

	// a refused request takes nothing out of the cart
	r = s.do("POST", "/api/quotes", customer, map[string]any{"lines": []any{map[string]any{"productId": cable, "quantity": 0}}, "fromCart": true})
	require.Equal(t, 400, r.Status, string(r.Body))
	assert.Len(t, s.getJSON("/api/cart", customer)["lines"], 1)
}
