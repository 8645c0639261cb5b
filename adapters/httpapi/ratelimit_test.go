package httpapi

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/gin-gonic/gin"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
)

func TestRateLimitsArePerRuleAndKey(t *testing.T) {
	l := newRateLimits()
	rule := rateRule{name: "t", perMinute: 1, burst: 3, message: "slow down"}
	for i := 0; i < 3; i++ {
		require.NoError(t, l.allow(rule, "1.2.3.4"))
	}
	err := l.allow(rule, "1.2.3.4")
	assert.Equal(t, domain.CodeTooManyRequests, domain.ErrorCode(err))
	assert.Equal(t, "slow down", err.(*domain.Error).Message)
	assert.NoError(t, l.allow(rule, "5.6.7.8"), "another client has its own bucket")
	assert.NoError(t, l.allow(rateRule{name: "other", perMinute: 1, burst: 1}, "1.2.3.4"), "another rule too")
}

func TestFailedSignInsAreLimitedPerAddressAndAccountNeverPerAccountAlone(t *testing.T) {
	l := newRateLimits()
	for i := 0; i < failedAuthPerAccount.burst; i++ {
		require.NoError(t, l.authBlocked("10.0.0.1", "admin@pallet.test"))
		l.authFailed("10.0.0.1", "admin@pallet.test")
	}
	err := l.authBlocked("10.0.0.1", "admin@pallet.test")
	assert.Equal(t, domain.CodeTooManyRequests, domain.ErrorCode(err), "the guessing address is stopped")
	assert.NoError(t, l.authBlocked("10.0.0.2", "admin@pallet.test"), "the owner elsewhere is not")
	assert.NoError(t, l.authBlocked("10.0.0.1", "someone@example.com"), "other accounts from the same address are not, yet")
}

func TestFailedSignInsAcrossAccountsAreLimitedPerAddress(t *testing.T) {
	l := newRateLimits()
	for i := 0; i < failedAuthPerAddress.burst; i++ {
		l.authFailed("10.0.0.1", fmt.Sprintf("user%d@example.com", i))
	}
	err := l.authBlocked("10.0.0.1", "fresh@example.com")
	assert.Equal(t, domain.CodeTooManyRequests, domain.ErrorCode(err))
	assert.NoError(t, l.authBlocked("10.0.0.2", "fresh@example.com"))
}

func TestCheckingForFailuresCountsNothing(t *testing.T) {
	l := newRateLimits()
	for i := 0; i < 10*failedAuthPerAddress.burst; i++ {
		require.NoError(t, l.authBlocked("10.0.0.1", "admin@pallet.test"), "successful sign-ins are not failures")
	}
}

func TestPerUserLimitsKeyOnTheSignedInUserNotTheAddress(t *testing.T) {
	l := newRateLimits()
	rule := rateRule{name: "t", perMinute: 1, burst: 2, message: "slow down"}
	e := gin.New()
	e.POST("/", func(c *gin.Context) { c.Set(userKey, domain.User{ID: c.Query("user")}) }, l.perUser(rule),
		func(c *gin.Context) { c.Status(http.StatusCreated) })
	post := func(user string) int {
		rec := httptest.NewRecorder()
		req := httptest.NewRequest("POST", "/?user="+user, nil)
		req.RemoteAddr = "192.0.2.1:1234"
		e.ServeHTTP(rec, req)
		return rec.Code
	}
	assert.Equal(t, []int{201, 201, 429}, []int{post("kim"), post("kim"), post("kim")})
	assert.Equal(t, 201, post("lee"), "another user from the same address has their own allowance")
}

func TestReviewsAndBookingsAreLimitedPerUser(t *testing.T) {
	byKey := map[string]route{}
	for _, r := range (&Server{d: Deps{Metrics: NewMetrics()}}).routes() {
		byKey[r.method+" "+r.path] = r
		if r.limitPerUser != nil {
			assert.NotEqual(t, public, r.access, "%s %s: a per-user limit needs a signed-in user", r.method, r.path)
		}
	}
	assert.Equal(t, &reviewLimit, byKey["POST /api/reviews"].limitPerUser)
	assert.Equal(t, &bookingLimit, byKey["POST /api/bookings"].limitPerUser)
	assert.Equal(t, &bookingLimit, byKey["POST /api/cart/checkout"].limitPerUser, "checkout shares the one-product order's allowance")
}
