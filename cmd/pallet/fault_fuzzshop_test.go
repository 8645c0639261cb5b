package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/require"
	"go.uber.org/fx"
	"go.uber.org/fx/fxtest"

	"github.com/palletshop/pallet/adapters/config"
	"github.com/palletshop/pallet/adapters/httpapi"
)

// fuzzShop is the whole server graph, started once per fuzz target (and
// per fuzz worker), with the accounts and objects the write endpoints need.
type fuzzShop struct {
	server *httpapi.Server
	client atomic.Uint32 // gives each request its own client address, so rate limits don't hide the decoder

	customer, admin string
	userID          string // a third account, target of the role change
	productID       string
	bookingID       string // unpaid, the customer's
	paidBookingID   string // paid, ready to ship
	messageID       string
}

func newFuzzShop(f *testing.F) *fuzzShop {
	f.Helper()
	env := map[string]string{"PALLET_STORE": "memory", "PALLET_DATA_DIR": f.TempDir(), "PALLET_ADDR": "127.0.0.1:0"}
	cfg, err := config.Load(func(k string) string { return env[k] }, "", "")
	require.NoError(f, err)
	s := &fuzzShop{}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	app := fxtest.New(f, serverOptions(cfg, log), fx.Decorate(fastPasswords), fx.Populate(&s.server))
	app.RequireStart()
	f.Cleanup(app.RequireStop)
	s.prepare(f)
	return s
}

func (s *fuzzShop) prepare(f *testing.F) {
	s.customer = s.mustJSON(f, http.StatusCreated, "POST", "/api/auth/signup", "", `{"name":"Fuzz","email":"fuzz@example.com","password":"secret123"}`)["token"].(string)
	other := s.mustJSON(f, http.StatusCreated, "POST", "/api/auth/signup", "", `{"name":"Target","email":"target@example.com","password":"secret123"}`)
	s.userID = other["user"].(map[string]any)["id"].(string)
	s.admin = s.mustJSON(f, http.StatusOK, "POST", "/api/auth/login", "", fmt.Sprintf(`{"email":%q,"password":%q}`, config.DevAdminEmail, config.DevAdminPassword))["token"].(string)
	s.productID = s.mustJSON(f, http.StatusCreated, "POST", "/api/products", s.admin,
		`{"name":"Fuzz SSD","brand":"Acme","priceCents":1999,"stock":10000000,"descriptions":"d","img":"/catalogue/ssd.svg","minOrderQuantity":1}`)["id"].(string)
	order := fmt.Sprintf(`{"productId":%q,"quantity":5,"address":"1 Fuzz Road","phone":"+1 555 0100"}`, s.productID)
	s.bookingID = s.mustJSON(f, http.StatusCreated, "POST", "/api/bookings", s.customer, order)["id"].(string)
	s.paidBookingID = s.mustJSON(f, http.StatusCreated, "POST", "/api/bookings", s.customer, order)["id"].(string)
	s.mustJSON(f, http.StatusOK, "POST", "/api/bookings/"+s.paidBookingID+"/payment/confirm", s.customer, validCard)
	s.messageID = s.mustJSON(f, http.StatusAccepted, "POST", "/api/contact", "", validContact)["id"].(string)
}

func (s *fuzzShop) mustJSON(f *testing.F, want int, method, path, token, body string) map[string]any {
	f.Helper()
	status, data := s.send(method, path, token, "application/json", []byte(body))
	require.Equal(f, want, status, "%s %s: %s", method, path, data)
	var m map[string]any
	require.NoError(f, json.Unmarshal(data, &m))
	return m
}

func (s *fuzzShop) send(method, path, token, contentType string, body []byte) (int, []byte) {
	r := s.sendFor(method, path, token, contentType, body)
	return r.Status, r.Body
}

func (s *fuzzShop) sendFor(method, path, token, contentType string, body []byte) reply {
	req := httptest.NewRequest(method, path, bytes.NewReader(body))
	n := s.client.Add(1)
	req.RemoteAddr = fmt.Sprintf("10.%d.%d.%d:40000", byte(n>>16), byte(n>>8), byte(n))
	req.Header.Set("Content-Type", contentType)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	rec := httptest.NewRecorder()
	s.server.ServeHTTP(rec, req)
	return reply{Status: rec.Code, Body: rec.Body.Bytes(), Header: rec.Header()}
}

// requireSane is the fuzz property: no input gives a 5xx, and every answer
// is JSON, in api.md's error shape when it is an error, and what the
// OpenAPI document says for its status.
func (s *fuzzShop) requireSane(t *testing.T, method, path, token, contentType string, body []byte) {
	r := s.sendFor(method, path, token, contentType, body)
	status, data := r.Status, r.Body
	assertDocumentedAnswer(t, routeKeyOf(s.server.RouteKeys(), method, path), r)
	input := body
	if len(input) > 300 {
		input = input[:300]
	}
	require.Less(t, status, 500, "%s %s with body %q answered %d: %s", method, path, input, status, data)
	if status == http.StatusNoContent {
		require.Empty(t, data)
		return
	}
	require.True(t, json.Valid(data), "%s %s answered %d with non-JSON %q", method, path, status, data)
	if status < 400 {
		return
	}
	var e struct {
		Error struct{ Code, Message string } `json:"error"`
	}
	require.NoError(t, json.Unmarshal(data, &e), "%s %s answered %d: %s", method, path, status, data)
	require.NotEmpty(t, e.Error.Code, "error code in %s", data)
	require.NotEmpty(t, e.Error.Message, "error message in %s", data)
}

const (
	validCard    = `{"number":"4242424242424242","expMonth":12,"expYear":2099,"cvc":"123","name":"Fuzz","email":"fuzz@example.com"}`
	validContact = `{"email":"ask@example.com","name":"Ask","subject":"Lead times","message":"How fast?"}`
)
