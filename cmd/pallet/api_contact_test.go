package main

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func contactBody() map[string]any {
	return map[string]any{"email": " Buyer@Example.com ", "name": "Pat Buyer", "subject": "Quote for 500 SSDs", "message": "Please quote 500 × 1 TB drives."}
}

// contactFrom posts the contact form from one client address.
func (s *shop) contactFrom(t *testing.T, addr string, body any) reply {
	req := httptest.NewRequest("POST", "/api/contact", jsonReader(t, body))
	req.Header.Set("Content-Type", "application/json")
	req.RemoteAddr = addr
	rec := s.raw(req)
	return reply{Status: rec.Code, Body: rec.Body.Bytes()}
}

func TestContactValidation(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	cases := []struct {
		name  string
		body  map[string]any
		field string
		msg   string
	}{
		{"missing email", without(contactBody(), "email"), "email", "Email is Required"},
		{"bad email", with(contactBody(), "email", "pat@"), "email", "Please Provide a Valid Email"},
		{"missing name", without(contactBody(), "name"), "name", "Name is Required"},
		{"missing subject", without(contactBody(), "subject"), "subject", "Subject is Required"},
		{"blank message", with(contactBody(), "message", " \n "), "message", "Message is Required"},
		{"a 6000-character message", with(contactBody(), "message", strings.Repeat("m", 6000)), "message", "Must be at most 5000 characters"},
	}
	for i, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := s.contactFrom(t, "203.0.113."+string(rune('1'+i))+":5000", tc.body) // one client each: no rate limit
			assertAPIError(t, r, 400, "invalid", tc.msg, map[string]string{tc.field: tc.msg})
		})
	}
	t.Run("everything missing names every field", func(t *testing.T) {
		r := s.contactFrom(t, "203.0.113.99:5000", map[string]any{})
		assertAPIError(t, r, 400, "invalid", "Email is Required", map[string]string{
			"email": "Email is Required", "name": "Name is Required", "subject": "Subject is Required", "message": "Message is Required"})
	})
	assert.EqualValues(t, 0, num(s.getJSON("/api/admin/messages", s.adminToken())["total"]), "nothing was stored")
}

func TestContactInbox(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	admin := s.adminToken()
	r := s.contactFrom(t, "203.0.113.10:5000", contactBody())
	require.Equal(t, 202, r.Status, string(r.Body))
	id := r.JSON(t)["id"].(string)
	assert.Regexp(t, `^[0-9a-f]{24}$`, id)

	path := "/api/admin/messages/" + id
	runScenarios(t, s, []scenario{
		{name: "the admin sees it", method: "GET", path: "/api/admin/messages", token: admin, status: 200,
			check: func(t *testing.T, r reply) {
				list := items(t, r.JSON(t))
				require.Len(t, list, 1)
				m := list[0]
				assert.Equal(t, id, m["id"])
				assert.Equal(t, "buyer@example.com", m["email"])
				assert.Equal(t, "Pat Buyer", m["name"])
				assert.Equal(t, "Quote for 500 SSDs", m["subject"])
				assert.Equal(t, "Please quote 500 × 1 TB drives.", m["message"])
				assert.Equal(t, false, m["read"])
			}},
		{name: "mark read", method: "PATCH", path: path, token: admin, body: map[string]bool{"read": true}, status: 200,
			check: func(t *testing.T, r reply) { assert.Equal(t, true, r.JSON(t)["read"]) }},
		{name: "the list shows it read", method: "GET", path: "/api/admin/messages", token: admin, status: 200,
			check: func(t *testing.T, r reply) { assert.Equal(t, true, items(t, r.JSON(t))[0]["read"]) }},
		{name: "mark without a value", method: "PATCH", path: path, token: admin, body: `{}`,
			status: 400, code: "invalid", message: "read must be true or false", fields: map[string]string{"read": "read must be true or false"}},
		{name: "mark unread", method: "PATCH", path: path, token: admin, body: map[string]bool{"read": false}, status: 200,
			check: func(t *testing.T, r reply) { assert.Equal(t, false, r.JSON(t)["read"]) }},
		{name: "a customer can't read the inbox", method: "GET", path: "/api/admin/messages", token: s.mustSignUp(),
			status: 403, code: "forbidden", message: "You are not allowed to do that"},
		{name: "delete", method: "DELETE", path: path, token: admin, status: 204},
		{name: "delete twice", method: "DELETE", path: path, token: admin, status: 404, code: "not_found", message: "Message not found"},
		{name: "the inbox is empty", method: "GET", path: "/api/admin/messages", token: admin, status: 200,
			check: func(t *testing.T, r reply) { assert.Empty(t, items(t, r.JSON(t))) }},
	})
}

func (s *shop) mustSignUp() string {
	token, _ := s.signUp("Nosy")
	return token
}

func TestContactRateLimit(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	client := "198.51.100.20:6000"
	var r reply
	sent := 0
	for sent < 20 {
		if r = s.contactFrom(t, client, contactBody()); r.Status != 202 {
			break
		}
		sent++
	}
	assertAPIError(t, r, 429, "too_many_requests", "You have sent several messages already. Please wait a few minutes before sending another.", nil)
	assert.GreaterOrEqual(t, sent, 3, "a few messages go through")
	assert.LessOrEqual(t, sent, 10, "a flood is stopped after a handful")
	assert.Equal(t, 202, s.contactFrom(t, "198.51.100.21:6000", contactBody()).Status, "another client is not limited")
	assert.EqualValues(t, sent+1, num(s.getJSON("/api/admin/messages", s.adminToken())["total"]), "refused messages were not stored")
}

func TestContactForwarding(t *testing.T) {
	t.Parallel()
	got := make(chan url.Values, 1)
	form := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		assert.Equal(t, "application/x-www-form-urlencoded", r.Header.Get("Content-Type"))
		assert.NoError(t, r.ParseForm())
		got <- r.PostForm
		w.WriteHeader(200)
	}))
	defer form.Close()
	s := newShop(t, map[string]string{"PALLET_CONTACT_FORWARD_URL": form.URL + "/f/abc"})
	r := s.contactFrom(t, "203.0.113.30:5000", contactBody())
	require.Equal(t, 202, r.Status, string(r.Body))

	select {
	case fields := <-got:
		assert.Equal(t, "buyer@example.com", fields.Get("Email"))
		assert.Equal(t, "Pat Buyer", fields.Get("Name"))
		assert.Equal(t, "Quote for 500 SSDs", fields.Get("Subject"))
		assert.Equal(t, "Please quote 500 × 1 TB drives.", fields.Get("Message"))
	case <-time.After(5 * time.Second):
		t.Fatal("the message was not forwarded")
	}
	assert.EqualValues(t, 1, num(s.getJSON("/api/admin/messages", s.adminToken())["total"]), "forwarded and stored")
}

func TestContactStoredWhenForwardFails(t *testing.T) {
	t.Parallel()
	calls := make(chan struct{}, 10)
	form := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls <- struct{}{}
		http.Error(w, "form service down", http.StatusInternalServerError)
	}))
	defer form.Close()
	s := newShop(t, map[string]string{"PALLET_CONTACT_FORWARD_URL": form.URL})
	r := s.contactFrom(t, "203.0.113.31:5000", contactBody())
	require.Equal(t, 202, r.Status, "the sender is not told about the forward: %s", r.Body)
	select {
	case <-calls:
	case <-time.After(5 * time.Second):
		t.Fatal("no forward was attempted")
	}
	list := items(t, s.getJSON("/api/admin/messages", s.adminToken()))
	require.Len(t, list, 1, "a failed forward never loses the stored copy")
	assert.Equal(t, r.JSON(t)["id"], list[0]["id"])
	assert.Equal(t, "Quote for 500 SSDs", list[0]["subject"])
}
