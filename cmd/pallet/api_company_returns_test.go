package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestACompanyAdminReturnsAMembersPiecesAndListsTheCompanysReturns(t *testing.T) {
	t.Parallel()
	s := newCompanyShop(t, nil)
	staff := s.adminToken()
	boss := s.verifiedBuyer("ReturnBoss")
	s.found(boss, "Returns Co")
	buyer := s.member(boss, "ReturnBuyer", "buyer", nil)
	colleague := s.member(boss, "ReturnColleague", "buyer", nil)
	otherBoss := s.verifiedBuyer("OtherBoss")
	s.found(otherBoss, "Other Co")
	stranger := s.member(otherBoss, "OtherBuyer", "buyer", nil)
	b, p := s.deliveredOrder(staff, buyer.token, 20)
	bid, pid := b["id"].(string), p["id"].(string)
	returns := "/api/bookings/" + bid + "/returns"
	body := map[string]any{"lines": []map[string]any{{"productId": pid, "quantity": 4}}, "reason": "Four failed burn-in"}

	var rid string
	runScenarios(t, s.shop, []scenario{
		{name: "a member of another company can't return it", method: "POST", path: returns, token: stranger.token, body: body,
			status: 404, code: "not_found", message: "Booking not found"},
		{name: "nor can that company's admin", method: "POST", path: returns, token: otherBoss.token, body: body,
			status: 404, code: "not_found", message: "Booking not found"},
		{name: "nor a colleague who isn't the company's admin", method: "POST", path: returns, token: colleague.token, body: body,
			status: 404, code: "not_found", message: "Booking not found"},
		{name: "the company's admin returns the member's pieces", method: "POST", path: returns, token: boss.token, body: body, status: 201,
			check: func(t *testing.T, r reply) {
				v := r.JSON(t)
				rid = v["id"].(string)
				assert.Equal(t, "requested", v["status"])
				assert.Equal(t, strings.ToLower(buyer.email), v["userEmail"], "the order's buyer's return")
			}},
	})
	require.NotEmpty(t, rid)

	listed := func(token string) []string {
		r := s.do("GET", "/api/returns", token, nil)
		require.Equal(t, 200, r.Status, string(r.Body))
		var ids []string
		for _, item := range r.JSON(t)["items"].([]any) {
			ids = append(ids, item.(map[string]any)["id"].(string))
		}
		return ids
	}
	assert.Equal(t, []string{rid}, listed(boss.token), "the admin lists the company's returns")
	assert.Equal(t, []string{rid}, listed(buyer.token), "the buyer lists their own")
	assert.Empty(t, listed(stranger.token), "another company's member sees none")
	assert.Empty(t, listed(otherBoss.token), "another company's admin sees none")
	assert.Equal(t, 200, s.do("GET", "/api/returns/"+rid, boss.token, nil).Status)
	assert.Equal(t, 404, s.do("GET", "/api/returns/"+rid, stranger.token, nil).Status)

	entry := oneAuditEntry(t, s.shop, staff, "return.request")
	assert.Equal(t, strings.ToLower(boss.email), entry["actor"], "audited as the admin who asked")
	assert.Len(t, s.mailTo(buyer.email, "We have your return request for order "+b["reference"].(string)), 1, "the order's buyer is told")
}
