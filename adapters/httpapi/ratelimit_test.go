package httpapi

import (
	"testing"

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
