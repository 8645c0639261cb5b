//go:build unix

package main

import (
	"encoding/json"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// snapshotPaths are the admin's views of everything the shop keeps.
var snapshotPaths = []string{
	"/api/users?limit=100",
	"/api/products?limit=100&sort=newest",
	"/api/brands",
	"/api/admin/bookings?limit=100",
	"/api/reviews?limit=100",
	"/api/admin/messages?limit=100",
}

// testKillAndRestart writes one of everything on the sqlite store, kills
// the process with SIGKILL right after the last answer, starts it again on
// the same data dir, and finds every committed write unchanged.
func testKillAndRestart(t *testing.T, bin string) {
	dir := t.TempDir()
	p := startPallet(t, bin, dir, nil)
	w := writeOneOfEverything(t, p)
	before := snapshotShop(t, p, w.admin)
	require.NoError(t, p.cmd.Process.Kill())
	require.Equal(t, -1, p.waitExit(t, 5*time.Second), "killed by the signal")

	q := startPallet(t, bin, dir, nil)
	after := snapshotShop(t, q, w.admin)
	for _, path := range snapshotPaths {
		assert.JSONEq(t, string(before[path]), string(after[path]), "GET %s after kill -9", path)
	}
	me := q.must(t, http.StatusOK, "GET", "/api/me", w.buyer, nil)
	assert.Equal(t, "Renamed Buyer", me["name"], "the session token and the profile edit survived")
	q.must(t, http.StatusOK, "POST", "/api/auth/login", "", map[string]string{"email": w.buyerEmail, "password": "secret123"})
	paid := q.must(t, http.StatusOK, "GET", "/api/bookings/"+w.paidBooking, w.buyer, nil)
	assert.Equal(t, "shipped", paid["status"])
	assert.Equal(t, "TRACK-123", paid["trackingNumber"])
}

// committedWrites is what writeOneOfEverything leaves behind.
type committedWrites struct {
	admin, buyer, buyerEmail, paidBooking string
}

func writeOneOfEverything(t *testing.T, p *palletProcess) committedWrites {
	t.Helper()
	admin := p.adminToken(t)
	newProduct := func(name string) string {
		m := p.must(t, http.StatusCreated, "POST", "/api/products", admin, map[string]any{"name": name, "brand": "Crashco",
			"priceCents": 4599, "stock": 5000, "descriptions": "Survives restarts", "img": "/catalogue/ssd.svg", "minOrderQuantity": 100})
		return m["id"].(string)
	}
	productA, productB := newProduct("Crash-safe SSD"), newProduct("Crash-safe RAM")
	p.must(t, http.StatusOK, "PATCH", "/api/products/"+productB, admin, map[string]any{"priceCents": 3999, "stock": 4200})

	buyer, buyerEmail := p.signUp(t, "buyer")
	other, _ := p.signUp(t, "other")
	browser, _ := p.signUp(t, "browser")
	order := func(token, productID string) string {
		m := p.must(t, http.StatusCreated, "POST", "/api/bookings", token, map[string]any{"productId": productID, "quantity": 200,
			"address": "5 Harbour Way, Hamburg", "phone": "+49 40 555 0100", "clientName": "Crash Test GmbH"})
		return m["id"].(string)
	}
	paid := order(buyer, productA)
	p.must(t, http.StatusOK, "POST", "/api/bookings/"+paid+"/payment/confirm", buyer, map[string]any{
		"number": "4242424242424242", "expMonth": 12, "expYear": time.Now().Year() + 2, "cvc": "123", "name": "Buyer", "email": buyerEmail})
	p.must(t, http.StatusOK, "POST", "/api/admin/bookings/"+paid+"/ship", admin, map[string]any{"trackingNumber": "TRACK-123"})
	p.must(t, http.StatusOK, "POST", "/api/bookings/"+order(other, productB)+"/cancel", other, nil)
	order(browser, productA)

	p.must(t, http.StatusCreated, "POST", "/api/reviews", buyer, map[string]any{"review": "Arrived on a pallet, as promised.", "rating": 5, "img": "/catalogue/ssd.svg"})
	p.must(t, http.StatusCreated, "POST", "/api/reviews", other, map[string]any{"review": "Changed my mind.", "rating": 3, "img": "/catalogue/ssd.svg"})
	msg := p.must(t, http.StatusAccepted, "POST", "/api/contact", "", map[string]string{"email": "ask@example.com", "name": "Ask", "subject": "Lead times", "message": "How fast can you ship 10k units?"})
	p.must(t, http.StatusOK, "PATCH", "/api/admin/messages/"+msg["id"].(string), admin, map[string]any{"read": true})
	otherUser := p.must(t, http.StatusOK, "GET", "/api/me", other, nil)
	p.must(t, http.StatusOK, "PUT", "/api/users/"+otherUser["id"].(string)+"/role", admin, map[string]string{"role": "admin"})
	p.must(t, http.StatusOK, "PATCH", "/api/me", buyer, map[string]string{"name": "Renamed Buyer"})
	return committedWrites{admin: admin, buyer: buyer, buyerEmail: buyerEmail, paidBooking: paid}
}

func snapshotShop(t *testing.T, p *palletProcess, admin string) map[string]json.RawMessage {
	t.Helper()
	out := map[string]json.RawMessage{}
	for _, path := range snapshotPaths {
		status, body := p.call(t, "GET", path, admin, nil)
		require.Equal(t, http.StatusOK, status, "GET %s: %s", path, body)
		out[path] = body
	}
	var bookings struct{ Total int }
	require.NoError(t, json.Unmarshal(out["/api/admin/bookings?limit=100"], &bookings))
	require.Equal(t, 3, bookings.Total, "the three bookings are listed")
	return out
}
