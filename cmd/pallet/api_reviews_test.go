package main

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func reviewBody(text string, rating any) map[string]any {
	return map[string]any{"review": text, "rating": rating, "img": "/catalogue/ssd-sata.svg"}
}

func TestReviewValidation(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	customer, _ := s.signUp("Critic")
	ratingMsg := "Rating must be a whole number from 1 to 5"
	refused := func(name string, body any, field, msg string) scenario {
		return scenario{name: name, method: "POST", path: "/api/reviews", token: customer, body: body,
			status: 400, code: "invalid", message: msg, fields: map[string]string{field: msg}}
	}
	runScenarios(t, s, []scenario{
		refused("rating 0", reviewBody("Solid pallets", 0), "rating", ratingMsg),
		refused("rating 6", reviewBody("Solid pallets", 6), "rating", ratingMsg),
		refused("rating -1", reviewBody("Solid pallets", -1), "rating", ratingMsg),
		refused("rating missing", without(reviewBody("Solid pallets", 5), "rating"), "rating", ratingMsg),
		refused("rating 2.5", `{"review":"Solid pallets","rating":2.5,"img":"/images/a.png"}`, "rating", "Must be a whole number"),
		refused(`rating "five"`, `{"review":"Solid pallets","rating":"five","img":"/images/a.png"}`, "rating", "Must be a whole number"),
		refused("missing review text", without(reviewBody("", 5), "review"), "review", "Review is Required"),
		refused("blank review text", reviewBody("   ", 5), "review", "Review is Required"),
		refused("missing photo", without(reviewBody("Solid pallets", 5), "img"), "img", "Photo url is Required"),
		refused("photo that is not a web address", with(reviewBody("Solid pallets", 5), "img", "data:text/html,<b>hi</b>"), "img", "Photo url must be a web address"),
		refused("a 100 KB review", reviewBody(strings.Repeat("great pallets ", 100<<10/14), 5), "review", "Must be at most 2000 characters"),
		refused("a name can't be chosen", with(reviewBody("Solid pallets", 5), "name", "Someone Famous"), "name", "Unknown field name"),
		{name: "anonymous", method: "POST", path: "/api/reviews", body: reviewBody("Solid pallets", 5),
			status: 401, code: "unauthorized", message: "Please log in to continue"},
		{name: "a 2 MiB review", method: "POST", path: "/api/reviews", token: customer, body: reviewBody(strings.Repeat("x", 2<<20), 5),
			status: 413, code: "too_large", message: "The request is too large"},
	})
	assert.EqualValues(t, 0, num(s.getJSON("/api/reviews", "")["total"]), "nothing was stored")
}

func TestReviewsListVerifiedAndDelete(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	buyer, _ := s.signUp("Buyer")
	browser, _ := s.signUp("Browser")
	admin := s.adminToken()
	s.pay(buyer, s.book(buyer, s.orderableProduct())["id"].(string))

	post := func(token, text string, rating int) map[string]any {
		time.Sleep(2 * time.Millisecond) // times are kept to the millisecond; keep "newest" unambiguous
		r := s.do("POST", "/api/reviews", token, reviewBody(text, rating))
		require.Equal(t, 201, r.Status, string(r.Body))
		return r.JSON(t)
	}
	first := post(buyer, "  Pallets arrived shrink-wrapped.  ", 4)
	second := post(browser, "Nice catalogue, no order yet.", 3)
	third := post(buyer, "Second order, just as good.", 5)

	assert.Equal(t, "Buyer", first["name"], "the name comes from the account")
	assert.Equal(t, "Pallets arrived shrink-wrapped.", first["review"])
	assert.EqualValues(t, 4, first["rating"])
	assert.Equal(t, "/catalogue/ssd-sata.svg", first["img"])
	assert.Equal(t, true, first["verifiedBuyer"], "a paid booking makes a verified buyer")
	assert.Equal(t, false, second["verifiedBuyer"], "no paid booking, no badge")
	for _, r := range []map[string]any{first, second, third} {
		assert.NotContains(t, r, "email", "reviews are public; the email stays private")
	}

	list := s.do("GET", "/api/reviews", "", nil)
	require.Equal(t, 200, list.Status)
	assert.NotContains(t, string(list.Body), "@example.com", "no email anywhere in the public list")
	assert.Equal(t, []string{third["id"].(string), second["id"].(string), first["id"].(string)}, ids(items(t, list.JSON(t))), "newest first")
	paged := s.getJSON("/api/reviews?limit=2&page=2", "")
	assert.Equal(t, []string{first["id"].(string)}, ids(items(t, paged)))
	assert.EqualValues(t, 3, num(paged["total"]))

	path := "/api/reviews/" + second["id"].(string)
	runScenarios(t, s, []scenario{
		{name: "a customer can't delete", method: "DELETE", path: path, token: browser,
			status: 403, code: "forbidden", message: "You are not allowed to do that"},
		{name: "admin deletes", method: "DELETE", path: path, token: admin, status: 204},
		{name: "delete twice", method: "DELETE", path: path, token: admin,
			status: 404, code: "not_found", message: "Review not found"},
		{name: "gone from the list", method: "GET", path: "/api/reviews", status: 200,
			check: func(t *testing.T, r reply) {
				assert.Equal(t, []string{third["id"].(string), first["id"].(string)}, ids(items(t, r.JSON(t))))
			}},
	})
}

func TestReviewVerifiedOnlyWhilePaid(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	customer, _ := s.signUp("Canceller")
	b := s.book(customer, s.orderableProduct())
	require.Equal(t, 200, s.do("POST", fmt.Sprintf("/api/bookings/%s/cancel", b["id"]), customer, nil).Status)
	r := s.do("POST", "/api/reviews", customer, reviewBody("Ordered, then cancelled.", 2))
	require.Equal(t, 201, r.Status, string(r.Body))
	assert.Equal(t, false, r.JSON(t)["verifiedBuyer"], "an unpaid (cancelled) booking is not a purchase")
}
