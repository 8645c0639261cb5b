package httpapi

import (
	"net/http/httptest"
	"testing"

	"github.com/gin-gonic/gin"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
)

func TestAdmitCountsRequestsInFlightAndOnlyTheAcceptedOnes(t *testing.T) {
	l := newRateLimits()
	rule := rateRule{name: "t", perMinute: 1.0 / 60, burst: 2, message: "slow down"}
	first, err := l.admit(rule, "10.0.0.1")
	require.NoError(t, err)
	second, err := l.admit(rule, "10.0.0.1")
	require.NoError(t, err)
	_, err = l.admit(rule, "10.0.0.1")
	assert.Equal(t, domain.CodeTooManyRequests, domain.ErrorCode(err), "two in flight hold the whole allowance")

	first(false)
	third, err := l.admit(rule, "10.0.0.1")
	require.NoError(t, err, "a request let go gives its place back")
	second(true)
	third(true)
	_, err = l.admit(rule, "10.0.0.1")
	assert.Equal(t, domain.CodeTooManyRequests, domain.ErrorCode(err), "two accepted spend the allowance")
	_, err = l.admit(rule, "10.0.0.2")
	assert.NoError(t, err, "another address has its own")
}

func TestRetryAfterIsWhenTheRuleAllowsOneMore(t *testing.T) {
	assert.Equal(t, 60, authLimit.retryAfter(), "never under a minute")
	assert.Equal(t, 360, signUpsPerAddress(10).retryAfter())
	assert.Equal(t, 180, reviewsPerAddress.retryAfter())
}

func TestSignUpsAndReviewsAreLimitedPerAddressToo(t *testing.T) {
	s := &Server{d: Deps{Metrics: NewMetrics()}, signUps: signUpsPerAddress(10)}
	byKey := map[string]route{}
	for _, r := range s.routes() {
		byKey[r.method+" "+r.path] = r
	}
	assert.Equal(t, &s.signUps, byKey["POST /api/auth/signup"].limitAccepted)
	assert.Equal(t, &reviewsPerAddress, byKey["POST /api/reviews"].limitAccepted)
	assert.Equal(t, &reviewLimit, byKey["POST /api/reviews"].limitPerUser, "and per account")
}

func TestClientNetworkIsTheAddressOrAnIPv6Slash64(t *testing.T) {
	e := gin.New()
	var got string
	e.GET("/", func(c *gin.Context) { got = clientNetwork(c) })
	for remote, want := range map[string]string{
		"203.0.113.7:1234":            "203.0.113.7",
		"[::ffff:203.0.113.7]:1234":   "203.0.113.7",
		"[2001:db8:1:2:aaaa::1]:1234": "2001:db8:1:2::/64",
		"[2001:db8:1:2:bbbb::9]:1234": "2001:db8:1:2::/64",
		"[::1]:1234":                  "::/64",
	} {
		req := httptest.NewRequest("GET", "/", nil)
		req.RemoteAddr = remote
		e.ServeHTTP(httptest.NewRecorder(), req)
		assert.Equal(t, want, got, remote)
	}
}
