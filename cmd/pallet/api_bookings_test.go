package main

import (
	"fmt"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func orderBody(productID string, quantity any) map[string]any {
	return map[string]any{"productId": productID, "quantity": quantity, "address": "1 Dock Road, Rotterdam", "phone": "+31 10 555 0100"}
}

// rawOrder writes the quantity as raw JSON, exactly as a client could.
func rawOrder(productID, quantity string) string {
	return fmt.Sprintf(`{"productId":%q,"quantity":%s,"address":"1 Dock Road","phone":"555 0100"}`, productID, quantity)
}

func TestPlaceBookingRules(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	customer, _ := s.signUp("Buyer")
	p := s.orderableProduct()
	id := p["id"].(string)
	moq, stock := num(p["minOrderQuantity"]), num(p["stock"])
	require.Less(t, moq+1, stock, "the product must allow an order")
	minMsg := fmt.Sprintf("Minimum order is %d pieces", moq)
	stockMsg := fmt.Sprintf("Only %d pieces in stock", stock)
	wholeMsg := "Must be a whole number"
	refused := func(name string, body any, status int, code, msg, field string) scenario {
		return scenario{name: name, method: "POST", path: "/api/bookings", token: customer, body: body,
			status: status, code: code, message: msg, fields: map[string]string{field: msg}}
	}

	runScenarios(t, s, []scenario{
		refused("below the minimum order", orderBody(id, moq-1), 400, "invalid", minMsg, "quantity"),
		refused("quantity -5", rawOrder(id, "-5"), 400, "invalid", minMsg, "quantity"),
		refused("quantity 0", rawOrder(id, "0"), 400, "invalid", minMsg, "quantity"),
		refused("quantity 1e9", rawOrder(id, "1e9"), 400, "invalid", wholeMsg, "quantity"),
		refused(`quantity "abc"`, rawOrder(id, `"abc"`), 400, "invalid", wholeMsg, "quantity"),
		refused("quantity 2.5", rawOrder(id, "2.5"), 400, "invalid", wholeMsg, "quantity"),
		refused(`quantity "100"`, rawOrder(id, `"100"`), 400, "invalid", wholeMsg, "quantity"),
		refused("quantity beyond int64", rawOrder(id, "99999999999999999999"), 400, "invalid", wholeMsg, "quantity"),
		refused("quantity null", rawOrder(id, "null"), 400, "invalid", "Quantity is Required", "quantity"),
		refused("one more than the stock", orderBody(id, stock+1), 409, "conflict", stockMsg, "quantity"),
		refused("a billion pieces", rawOrder(id, "1000000000"), 409, "conflict", stockMsg, "quantity"),
		refused("missing address", without(orderBody(id, moq), "address"), 400, "invalid", "Address is Required", "address"),
		refused("blank phone", with(orderBody(id, moq), "phone", "  "), 400, "invalid", "Phone is Required", "phone"),
		refused("missing quantity", without(orderBody(id, moq), "quantity"), 400, "invalid", "Quantity is Required", "quantity"),
		refused("unknown product", orderBody("0123456789abcdef01234567", moq), 400, "invalid", "This product is no longer available", "productId"),
		refused("a client-chosen unit price", with(orderBody(id, moq), "unitPriceCents", 1), 400, "invalid", "Unknown field unitPriceCents", "unitPriceCents"),
		{name: "anonymous", method: "POST", path: "/api/bookings", body: orderBody(id, moq),
			status: 401, code: "unauthorized", message: "Please log in to continue"},
	})

	t.Run("nothing was written by the refusals", func(t *testing.T) {
		assert.Equal(t, stock, num(s.product(id)["stock"]))
		assert.Empty(t, items(t, s.getJSON("/api/bookings", customer)))
		assert.EqualValues(t, 0, num(s.getJSON("/api/bookings", customer)["total"]))
	})
}

func TestServerPricesTheBooking(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	customer, _ := s.signUp("Haggler")
	email := s.me(customer)["email"].(string)
	p := s.orderableProduct()
	moq, stock, unit := num(p["minOrderQuantity"]), num(p["stock"]), num(p["priceCents"])
	qty := moq + 7

	body := orderBody(p["id"].(string), qty)
	body["totalPrice"], body["totalPriceCents"], body["productName"], body["user"] = 1, 1, "Free stuff", "victim@example.com"
	body["clientName"] = "  Pallet Buyer BV "
	r := s.do("POST", "/api/bookings", customer, body)
	require.Equal(t, 201, r.Status, string(r.Body))
	b := r.JSON(t)

	assert.Regexp(t, `^[0-9a-f]{24}$`, b["id"])
	assert.EqualValues(t, unit*qty, num(b["totalPriceCents"]), "total = unit × quantity, whatever the client said")
	assert.EqualValues(t, unit, num(b["unitPriceCents"]))
	assert.EqualValues(t, qty, num(b["quantity"]))
	assert.Equal(t, p["name"], b["productName"])
	assert.Equal(t, email, b["user"], "the buyer is the caller")
	assert.Equal(t, "Pallet Buyer BV", b["clientName"])
	assert.Equal(t, "unpaid", b["status"])
	assert.Equal(t, false, b["paid"])
	assert.Empty(t, b["transactionId"])
	history := b["history"].([]any)
	require.Len(t, history, 1)
	assert.Equal(t, "unpaid", history[0].(map[string]any)["status"])
	assert.Equal(t, email, history[0].(map[string]any)["by"])

	assert.Equal(t, stock-qty, num(s.product(p["id"].(string))["stock"]), "stock is reserved with the booking")
	assert.Equal(t, withoutTimes(b), withoutTimes(s.booking(customer, b["id"].(string))), "GET shows what POST answered")
	mine := items(t, s.getJSON("/api/bookings", customer))
	require.Len(t, mine, 1)
	assert.Equal(t, b["id"], mine[0]["id"])

	t.Run("clientName defaults to the user's name", func(t *testing.T) {
		r := s.do("POST", "/api/bookings", customer, orderBody(p["id"].(string), moq))
		require.Equal(t, 201, r.Status, string(r.Body))
		assert.Equal(t, "Haggler", r.JSON(t)["clientName"])
	})
}

func TestBookingsArePrivate(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	owner, _ := s.signUp("Owner")
	other, _ := s.signUp("Snoop")
	admin := s.adminToken()
	p := s.orderableProduct()
	b := s.book(owner, p)
	path := "/api/bookings/" + b["id"].(string)
	notFound := func(name, method, suffix string, body any) scenario {
		return scenario{name: name, method: method, path: path + suffix, token: other, body: body,
			status: 404, code: "not_found", message: "Booking not found"}
	}
	runScenarios(t, s, []scenario{
		notFound("someone else's booking", "GET", "", nil),
		notFound("cancel someone else's booking", "POST", "/cancel", nil),
		notFound("pay for someone else's booking", "POST", "/payment-intent", nil),
		notFound("confirm someone else's booking", "POST", "/payment/confirm", cardBody("4242 4242 4242 4242")),
		{name: "their own list is empty", method: "GET", path: "/api/bookings", token: other, status: 200,
			check: func(t *testing.T, r reply) { assert.Empty(t, items(t, r.JSON(t))) }},
		{name: "the owner sees it", method: "GET", path: path, token: owner, status: 200},
		{name: "an admin sees it", method: "GET", path: path, token: admin, status: 200,
			check: func(t *testing.T, r reply) { assert.Equal(t, b["id"], r.JSON(t)["id"]) }},
	})
	t.Run("someone else's booking can't be told from an unknown id", func(t *testing.T) {
		unknown := s.do("GET", "/api/bookings/0123456789abcdef01234567", other, nil)
		theirs := s.do("GET", path, other, nil)
		assert.Equal(t, theirs.Status, unknown.Status)
		assert.JSONEq(t, string(theirs.Body), string(unknown.Body))
	})
	t.Run("the snoop changed nothing", func(t *testing.T) {
		assert.Equal(t, "unpaid", s.booking(owner, b["id"].(string))["status"])
	})
}

func TestConcurrentBookingsNeverOversell(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	admin := s.adminToken()
	p := s.createProduct(admin, with(productBody("Last Pallet Standing"), "stock", 500))
	const buyers = 20
	tokens := make([]string, buyers)
	for i := range tokens {
		tokens[i], _ = s.signUp("Rush")
	}
	replies := make(chan reply, buyers)
	start := make(chan struct{})
	for _, tok := range tokens {
		req := httptest.NewRequest("POST", "/api/bookings", jsonReader(t, orderBody(p["id"].(string), 100)))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+tok)
		go func() {
			<-start
			rec := s.raw(req)
			replies <- reply{Status: rec.Code, Body: rec.Body.Bytes()}
		}()
	}
	close(start)
	won := 0
	for range buyers {
		var r reply
		select {
		case r = <-replies:
		case <-time.After(10 * time.Second):
			t.Fatal("a booking hung")
		}
		if r.Status == 201 {
			won++
			continue
		}
		assert.Equal(t, 409, r.Status, string(r.Body))
		assert.Regexp(t, `^Only [0-9]+ pieces in stock$`, r.ErrorMessage(t))
	}
	assert.Equal(t, 5, won, "500 in stock fills exactly five orders of 100")
	assert.EqualValues(t, 0, num(s.product(p["id"].(string))["stock"]))
}
