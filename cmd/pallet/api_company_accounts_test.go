package main

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestFoundingACompanyAndInvitingAMember(t *testing.T) {
	s := newCompanyShop(t, nil)
	boss := s.verifiedBuyer("boss")
	unverified, _ := s.signUp("Unverified")

	assertAPIError(t, s.do("POST", "/api/company", unverified, map[string]any{"name": "Nope"}),
		http.StatusForbidden, "forbidden", "Confirm your email address first", nil)
	assert.Equal(t, http.StatusNotFound, s.do("GET", "/api/company", boss.token, nil).Status, "in no company yet")
	company := s.found(boss, " Dock Traders BV ")
	assert.Equal(t, "Dock Traders BV", company["name"])
	assert.Equal(t, "admin", company["myRole"])
	assert.Len(t, company["members"], 1)
	assert.Equal(t, http.StatusConflict, s.do("POST", "/api/company", boss.token, map[string]any{"name": "Second"}).Status,
		"one company per user")

	joiner := s.verifiedBuyer("joiner")
	stranger := s.verifiedBuyer("stranger")
	link := s.inviteLink(boss, joiner.email, "buyer", 50000)
	open := items(t, s.getJSON("/api/company/invitations", boss.token))
	require.Len(t, open, 1)
	assert.Equal(t, joiner.email, open[0]["email"])
	assert.Equal(t, float64(50000), open[0]["spendingLimitCents"])

	assertAPIError(t, s.do("POST", "/api/company/invitations/accept", stranger.token, map[string]string{"token": link}),
		http.StatusForbidden, "forbidden", "This invitation is for another email address", nil)
	r := s.do("POST", "/api/company/invitations/accept", joiner.token, map[string]string{"token": link})
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	assert.Equal(t, "buyer", r.JSON(t)["myRole"])
	assert.Equal(t, http.StatusNotFound, s.do("POST", "/api/company/invitations/accept", joiner.token, map[string]string{"token": link}).Status,
		"the link works once")
	assert.Empty(t, items(t, s.getJSON("/api/company/invitations", boss.token)), "a used invitation is no longer open")

	withdrawn := s.inviteLink(boss, stranger.email, "approver", nil)
	invitation := items(t, s.getJSON("/api/company/invitations", boss.token))[0]["id"].(string)
	assert.Equal(t, http.StatusForbidden, s.do("DELETE", "/api/company/invitations/"+invitation, joiner.token, nil).Status, "buyers don't manage invitations")
	assert.Equal(t, http.StatusNoContent, s.do("DELETE", "/api/company/invitations/"+invitation, boss.token, nil).Status)
	assert.Equal(t, http.StatusNotFound, s.do("POST", "/api/company/invitations/accept", stranger.token, map[string]string{"token": withdrawn}).Status,
		"a withdrawn link stops working")

	mine := s.getJSON("/api/company", joiner.token)
	assert.Equal(t, "buyer", mine["myRole"])
	assert.Equal(t, http.StatusForbidden, s.do("PATCH", "/api/company", joiner.token, map[string]any{"name": "Mine"}).Status)
	assert.Equal(t, http.StatusNotFound, s.do("GET", "/api/company", stranger.token, nil).Status)
	assertAPIError(t, s.do("POST", "/api/company/invitations", boss.token, map[string]any{"email": "x@example.com", "role": "owner"}),
		http.StatusBadRequest, "invalid", "Choose admin, approver or buyer", map[string]string{"role": "Choose admin, approver or buyer"})
	r = s.do("PATCH", "/api/company", boss.token, map[string]any{"poRequired": true, "vatId": "NL2"})
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	assert.Equal(t, true, r.JSON(t)["poRequired"])
	assert.Equal(t, "Dock Traders BV", r.JSON(t)["name"], "fields left out stay")
}

func TestACompanyAlwaysKeepsAnAdmin(t *testing.T) {
	s := newCompanyShop(t, nil)
	boss := s.verifiedBuyer("boss")
	s.found(boss, "Acme")
	buyer := s.member(boss, "buyer", "buyer", 1000)

	needsAdmin := func(r reply) {
		t.Helper()
		assertAPIError(t, r, http.StatusConflict, "conflict", "A company needs an admin", nil)
	}
	needsAdmin(s.do("PATCH", "/api/company/members/"+boss.id, boss.token, map[string]any{"role": "approver"}))
	needsAdmin(s.do("DELETE", "/api/company/members/"+boss.id, boss.token, nil))
	assert.Equal(t, http.StatusForbidden, s.do("PATCH", "/api/company/members/"+buyer.id, buyer.token, map[string]any{"role": "admin"}).Status,
		"a buyer can't promote themself")

	r := s.do("PATCH", "/api/company/members/"+buyer.id, boss.token, map[string]any{"spendingLimitCents": nil})
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	assert.Nil(t, memberOf(t, r.JSON(t), buyer.id)["spendingLimitCents"], "null clears the limit")
	r = s.do("PATCH", "/api/company/members/"+buyer.id, boss.token, map[string]any{"role": "admin", "spendingLimitCents": 2500})
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	assert.Equal(t, "admin", memberOf(t, r.JSON(t), buyer.id)["role"])
	assert.Equal(t, float64(2500), memberOf(t, r.JSON(t), buyer.id)["spendingLimitCents"])

	assert.Equal(t, http.StatusNoContent, s.do("DELETE", "/api/company/members/"+boss.id, boss.token, nil).Status, "with another admin, the founder may leave")
	assert.Equal(t, http.StatusNotFound, s.do("GET", "/api/company", boss.token, nil).Status)
	needsAdmin(s.do("DELETE", "/api/company/members/"+buyer.id, buyer.token, nil))

	audit := items(t, s.getJSON("/api/admin/audit?actor="+boss.email, s.adminToken()))
	var actions []string
	for _, e := range audit {
		actions = append(actions, e["action"].(string))
	}
	assert.Subset(t, actions, []string{"company.create", "company.invite", "company.member-change", "company.member-remove"})
}

func memberOf(t *testing.T, company map[string]any, userID string) map[string]any {
	t.Helper()
	for _, m := range company["members"].([]any) {
		if m := m.(map[string]any); m["userId"] == userID {
			return m
		}
	}
	t.Fatalf("no member %s in %v", userID, company["members"])
	return nil
}

func TestRemovingAMembersAccountTakesThemOutOfTheirCompany(t *testing.T) {
	s := newCompanyShop(t, nil)
	admin := s.adminToken()
	boss := s.verifiedBuyer("boss")
	companyID := s.found(boss, "Acme")["id"].(string)
	buyer := s.member(boss, "buyer", "buyer", nil)
	assert.Equal(t, "buyer", s.me(buyer.token)["companyRole"])
	assert.Nil(t, s.me(admin)["companyRole"], "in no company")

	p := s.cartProduct(admin, "Removed SSD", 1000, 100, 1)
	s.putInCart(buyer.token, p["id"].(string), 5)
	limited := s.do("PATCH", "/api/company/members/"+buyer.id, boss.token, map[string]any{"spendingLimitCents": 100})
	require.Equal(t, http.StatusOK, limited.Status, string(limited.Body))

	assertAPIError(t, s.do("DELETE", "/api/users/"+boss.id, admin, nil), http.StatusConflict, "conflict", "A company needs an admin", nil)
	r := s.do("POST", "/api/cart/checkout", buyer.token, checkoutBody())
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	require.Equal(t, "pending_approval", r.JSON(t)["status"])
	require.Equal(t, http.StatusNoContent, s.do("DELETE", "/api/users/"+buyer.id, admin, nil).Status)
	company := s.getJSON("/api/admin/companies/"+companyID, admin)
	assert.Len(t, company["members"], 1)
	assert.Equal(t, "cancelled", s.booking(admin, r.JSON(t)["id"].(string))["status"], "the account's order awaiting approval is cancelled")
	assert.Equal(t, int64(100), num(s.product(p["id"].(string))["stock"]))
}
