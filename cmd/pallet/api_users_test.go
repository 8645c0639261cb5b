package main

import (
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/adapters/config"
)

// userRow finds a user in the admin's user list.
func (s *shop) userRow(t *testing.T, admin, id string) (map[string]any, bool) {
	t.Helper()
	for _, u := range items(t, s.getJSON("/api/users?limit=100", admin)) {
		if u["id"] == id {
			return u, true
		}
	}
	return nil, false
}

func (s *shop) adminCount(t *testing.T, admin string) int {
	t.Helper()
	n := 0
	for _, u := range items(t, s.getJSON("/api/users?limit=100", admin)) {
		if u["role"] == "admin" {
			n++
		}
	}
	return n
}

func TestMakeAdminAndRemoveUsers(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	admin := s.adminToken()
	adminID := s.me(admin)["id"].(string)
	promoted, promotedID := s.signUp("Promoted")
	leaver, leaverID := s.signUp("Leaver")
	leaverEmail := s.me(leaver)["email"].(string)

	runScenarios(t, s, []scenario{
		{name: "make admin", method: "PUT", path: "/api/users/" + promotedID + "/role", token: admin, body: map[string]string{"role": "admin"},
			status: 200, check: func(t *testing.T, r reply) {
				assert.Equal(t, "admin", r.JSON(t)["role"])
				assert.Equal(t, true, r.JSON(t)["isAdmin"])
			}},
		{name: "unknown role", method: "PUT", path: "/api/users/" + leaverID + "/role", token: admin, body: map[string]string{"role": "owner"},
			status: 400, code: "invalid", message: "Role must be admin or customer", fields: map[string]string{"role": "Role must be admin or customer"}},
		{name: "unknown user", method: "PUT", path: "/api/users/0123456789abcdef01234567/role", token: admin, body: map[string]string{"role": "admin"},
			status: 404, code: "not_found", message: "User not found"},
		{name: "admin can't demote themself", method: "PUT", path: "/api/users/" + adminID + "/role", token: admin, body: map[string]string{"role": "customer"},
			status: 409, code: "conflict", message: "You can't remove your own admin rights"},
		{name: "admin can't remove themself", method: "DELETE", path: "/api/users/" + adminID, token: admin,
			status: 409, code: "conflict", message: "You can't remove your own account here"},
		{name: "remove a user", method: "DELETE", path: "/api/users/" + leaverID, token: admin, status: 204},
		{name: "the removed user is signed out", method: "GET", path: "/api/me", token: leaver,
			status: 401, code: "unauthorized", message: "Please log in to continue"},
		{name: "the removed user can't log in", method: "POST", path: "/api/auth/login", body: map[string]string{"email": leaverEmail, "password": "secret123"},
			status: 401, code: "unauthorized", message: "Incorrect email or password"},
		{name: "remove twice", method: "DELETE", path: "/api/users/" + leaverID, token: admin,
			status: 404, code: "not_found", message: "User not found"},
	})

	t.Run("the user list shows the changes", func(t *testing.T) {
		row, ok := s.userRow(t, admin, promotedID)
		require.True(t, ok)
		assert.Equal(t, "admin", row["role"])
		assert.Equal(t, true, row["isAdmin"])
		_, ok = s.userRow(t, admin, leaverID)
		assert.False(t, ok, "a removed user is gone from the list")
		assert.Equal(t, 2, s.adminCount(t, admin))
	})
	t.Run("the new admin has admin rights", func(t *testing.T) {
		assert.Equal(t, true, s.me(promoted)["isAdmin"])
		assert.Equal(t, 200, s.do("GET", "/api/admin/bookings", promoted, nil).Status)
	})
	t.Run("another admin can be removed while one stays", func(t *testing.T) {
		r := s.doWithin(t, 5*time.Second, "DELETE", "/api/users/"+promotedID, admin, nil)
		require.Equal(t, 204, r.Status, string(r.Body))
		assertAPIError(t, s.do("GET", "/api/me", promoted, nil), 401, "unauthorized", "Please log in to continue", nil)
		assert.Equal(t, 1, s.adminCount(t, admin))
	})
}

// Demoting another admin must work while a second admin remains; after
// that the one admin left can't be demoted by anyone.
func TestTheLastAdminStays(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	devAdmin := s.adminToken()
	devAdminID := s.me(devAdmin)["id"].(string)
	second, secondID := s.signUp("Second")
	r := s.doWithin(t, 5*time.Second, "PUT", "/api/users/"+secondID+"/role", devAdmin, map[string]string{"role": "admin"})
	require.Equal(t, 200, r.Status, string(r.Body))

	r = s.doWithin(t, 5*time.Second, "PUT", "/api/users/"+devAdminID+"/role", second, map[string]string{"role": "customer"})
	require.Equal(t, 200, r.Status, "an admin demotes another admin: %s", r.Body)
	assert.Equal(t, "customer", r.JSON(t)["role"])
	assertAPIError(t, s.doWithin(t, 5*time.Second, "GET", "/api/users", devAdmin, nil), 403, "forbidden", "You are not allowed to do that", nil)

	r = s.doWithin(t, 5*time.Second, "PUT", "/api/users/"+secondID+"/role", second, map[string]string{"role": "customer"})
	assertAPIError(t, r, 409, "conflict", "You can't remove your own admin rights", nil)
	r = s.doWithin(t, 5*time.Second, "DELETE", "/api/users/"+secondID, second, nil)
	assertAPIError(t, r, 409, "conflict", "You can't remove your own account here", nil)
	assert.Equal(t, 1, s.adminCount(t, second), "the last admin is still there")
}

func TestSignInRateLimits(t *testing.T) {
	t.Parallel()
	t.Run("per address and email, never per email alone", func(t *testing.T) {
		s := newShop(t, nil)
		const stranger, owner = "203.0.113.7:5000", "198.51.100.20:5000"
		msg := "Too many failed sign-ins for this email. Please wait a few minutes and try again."
		var statuses []int
		for i := 0; i < 15; i++ {
			statuses = append(statuses, s.logInFrom(stranger, config.DevAdminEmail, "guess-guess").Status)
		}
		assert.Equal(t, 401, statuses[0])
		assert.Equal(t, 429, statuses[14], "the guessing address is stopped: %v", statuses)
		assert.GreaterOrEqual(t, strings.Count(fmt.Sprint(statuses), "401"), 5, "a few typos are allowed")
		assertAPIError(t, s.logInFrom(stranger, " "+config.DevAdminEmail, config.DevAdminPassword), 429, "too_many_requests", msg, nil)

		r := s.logInFrom(owner, config.DevAdminEmail, config.DevAdminPassword)
		assert.Equal(t, 200, r.Status, "the owner signing in elsewhere is not locked out: %s", r.Body)
	})
	t.Run("per client", func(t *testing.T) {
		s := newShop(t, nil)
		login := func(addr string) reply { return s.logInFrom(addr, uniqueEmail("spray"), "secret123") }
		var r reply
		attempts := 0
		for r.Status != 429 && attempts < 200 { // the bucket refills slowly while the loop runs
			if r = login("198.51.100.7:4000"); r.Status != 429 {
				require.Equal(t, 401, r.Status, "attempt %d: %s", attempts+1, r.Body)
			}
			attempts++
		}
		assert.Greater(t, attempts, 30, "a busy office behind one address is not locked out at once")
		assertAPIError(t, r, 429, "too_many_requests", "Too many failed sign-in attempts. Please wait a few minutes and try again.", nil)
		assert.Equal(t, 401, login("198.51.100.8:4000").Status, "another client is not limited")
	})
}

// Two admins demoting each other at the same moment must not leave the shop
// without an admin: at most one of the two calls may win. The race window
// is small, so this catches a check-then-update only in some runs.
func TestMutualDemotionKeepsAnAdmin(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	tokens, ids := make([]string, 2), make([]string, 2)
	tokens[0] = s.adminToken()
	ids[0] = s.me(tokens[0])["id"].(string)
	tokens[1], ids[1] = s.signUp("Deputy")
	for round := 0; round < 1000; round++ {
		s.makeAllAdmins(t, tokens, ids)
		start := make(chan struct{})
		done := make(chan reply, 2)
		for i := range 2 {
			req := httptest.NewRequest("PUT", "/api/users/"+ids[1-i]+"/role", strings.NewReader(`{"role":"customer"}`))
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("Authorization", "Bearer "+tokens[i])
			go func() {
				<-start
				rec := s.raw(req)
				done <- reply{Status: rec.Code, Body: rec.Body.Bytes()}
			}()
		}
		close(start)
		for range 2 {
			select {
			case r := <-done:
				require.Contains(t, []int{200, 403, 409}, r.Status, string(r.Body))
			case <-time.After(5 * time.Second):
				t.Fatal("a demotion hung")
			}
		}
		require.NotZero(t, s.adminsAmong(t, tokens), "round %d: both admins demoted each other; the shop has no admin left", round)
	}
}

// makeAllAdmins uses whichever account is still an admin to promote the rest.
func (s *shop) makeAllAdmins(t *testing.T, tokens, ids []string) {
	t.Helper()
	for i, tok := range tokens {
		if s.me(tok)["isAdmin"] != true {
			continue
		}
		for j, id := range ids {
			if j != i {
				r := s.do("PUT", "/api/users/"+id+"/role", tok, map[string]string{"role": "admin"})
				require.Equal(t, 200, r.Status, string(r.Body))
			}
		}
		return
	}
	t.Fatal("no admin left to restore the others")
}

func (s *shop) adminsAmong(t *testing.T, tokens []string) int {
	t.Helper()
	n := 0
	for _, tok := range tokens {
		if s.me(tok)["isAdmin"] == true {
			n++
		}
	}
	return n
}
