package main

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
)

// failures records what a check reports instead of failing the test.
type failures []string

func (f *failures) Helper() {}
func (f *failures) Errorf(format string, args ...any) {
	*f = append(*f, fmt.Sprintf(format, args...))
}

func TestAnswersAreCheckedAgainstTheDocument(t *testing.T) {
	t.Parallel()
	jsonAnswer := http.Header{"Content-Type": {"application/json; charset=utf-8"}}
	config := `{"authMode":"local","firebase":null,"paymentMode":"test","stripePublishableKey":null,"sampleSellerDetails":[]}`
	for name, c := range map[string]struct {
		key   string
		reply reply
		fails bool
	}{
		"a documented answer":           {"GET /api/config", reply{200, []byte(config), jsonAnswer}, false},
		"a documented error":            {"GET /api/bookings/:id", reply{404, []byte(`{"error":{"code":"not_found","message":"Booking not found"}}`), jsonAnswer}, false},
		"an answer without a body":      {"DELETE /api/cart", reply{204, nil, http.Header{}}, false},
		"a file":                        {"GET /api/admin/products.csv", reply{200, []byte("sku\n"), http.Header{"Content-Type": {"text/csv; charset=utf-8"}}}, false},
		"a field of the wrong type":     {"GET /api/config", reply{200, []byte(`{"authMode":"local","firebase":5,"paymentMode":"test","stripePublishableKey":null,"sampleSellerDetails":[]}`), jsonAnswer}, true},
		"a required field left out":     {"GET /api/config", reply{200, []byte(`{"authMode":"local","paymentMode":"test","stripePublishableKey":null,"sampleSellerDetails":[]}`), jsonAnswer}, true},
		"a value outside the enum":      {"GET /api/config", reply{200, []byte(`{"authMode":"ldap","firebase":null,"paymentMode":"test","stripePublishableKey":null,"sampleSellerDetails":[]}`), jsonAnswer}, true},
		"an error in another shape":     {"GET /api/bookings/:id", reply{404, []byte(`{"message":"not found"}`), jsonAnswer}, true},
		"a status the route never says": {"GET /api/config", reply{409, []byte(`{"error":{"code":"conflict","message":"x"}}`), jsonAnswer}, true},
		"a failure any route may give":  {"GET /api/config", reply{503, []byte(`{"error":{"code":"unavailable","message":"x"}}`), jsonAnswer}, false},
		"a failure in another shape":    {"GET /api/config", reply{500, []byte(`{"message":"x"}`), jsonAnswer}, true},
		"a 5xx the default isn't for":   {"GET /api/config", reply{502, []byte(`{"error":{"code":"unavailable","message":"x"}}`), jsonAnswer}, true},
		"a body where none is said":     {"DELETE /api/cart", reply{204, []byte(`{}`), jsonAnswer}, true},
		"another content type":          {"GET /api/config", reply{200, []byte(config), http.Header{"Content-Type": {"text/plain"}}}, true},
	} {
		t.Run(name, func(t *testing.T) {
			var got failures
			assertDocumentedAnswer(&got, c.key, c.reply)
			assert.Equal(t, c.fails, len(got) > 0, "%v", got)
		})
	}
}

func TestRouteKeyOf(t *testing.T) {
	t.Parallel()
	keys := []string{"GET /api/bookings/:id", "GET /api/bookings/:id/invoice.pdf", "GET /api/admin/bookings.csv", "GET /api/admin/bookings", "POST /api/bookings"}
	assert.Equal(t, "GET /api/bookings/:id", routeKeyOf(keys, "GET", "/api/bookings/b1?x=1"))
	assert.Equal(t, "GET /api/bookings/:id/invoice.pdf", routeKeyOf(keys, "GET", "/api/bookings/b1/invoice.pdf"))
	assert.Equal(t, "GET /api/admin/bookings.csv", routeKeyOf(keys, "GET", "/api/admin/bookings.csv"))
	assert.Empty(t, routeKeyOf(keys, "GET", "/api/bookings/"))
	assert.Empty(t, routeKeyOf(keys, "HEAD", "/api/bookings/b1"))
	assert.Empty(t, routeKeyOf(keys, "GET", "/dashboard"))
}
