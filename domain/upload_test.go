package domain

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

func TestUploadQuotaCountsBytesUpToTheLimit(t *testing.T) {
	q := UploadQuota(100)
	assert.NoError(t, q.Check(0, 100), "exactly the quota fits")
	assert.NoError(t, q.Check(60, 40))
	assert.Equal(t, ErrUploadQuotaReached, q.Check(60, 41))
	assert.Equal(t, ErrUploadQuotaReached, q.Check(100, 1))
	assert.Equal(t, CodeTooManyRequests, ErrorCode(q.Check(100, 1)))
}

func TestZeroUploadQuotaIsUnlimited(t *testing.T) {
	assert.NoError(t, UploadQuota(0).Check(1<<40, 1<<30))
}

func TestUploadQuotaDayStartsAtMidnightUTC(t *testing.T) {
	paris := time.FixedZone("CET", 3600)
	at := time.Date(2026, 3, 5, 0, 30, 0, 0, paris) // still 4 March in UTC
	assert.Equal(t, time.Date(2026, 3, 4, 0, 0, 0, 0, time.UTC), UploadQuota(1).DayStart(at))
}
