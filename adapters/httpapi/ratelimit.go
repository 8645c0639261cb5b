package httpapi

import (
	"sync"
	"time"

	"github.com/gin-gonic/gin"
	"golang.org/x/time/rate"

	"github.com/palletshop/pallet/domain"
)

// rateRule allows Burst requests at once, refilled at PerMinute.
type rateRule struct {
	name      string
	perMinute float64
	burst     int
	message   string
}

var (
	authLimit    = rateRule{name: "auth", perMinute: 30, burst: 60, message: "Too many sign-in attempts. Please wait a minute and try again."}
	authPerEmail = rateRule{name: "auth-email", perMinute: 5, burst: 10, message: "Too many sign-in attempts for this email. Please wait a few minutes and try again."}
	contactLimit = rateRule{name: "contact", perMinute: 3, burst: 5, message: "You have sent several messages already. Please wait a few minutes before sending another."}
	uploadLimit  = rateRule{name: "upload", perMinute: 20, burst: 30, message: "Too many uploads. Please wait a minute and try again."}
	paymentLimit = rateRule{name: "payment", perMinute: 20, burst: 20, message: "Too many payment attempts. Please wait a minute and try again."}
)

// rateLimits keeps one token bucket per rule and key. Limits are per
// process; deploy/README.md explains the shared limiter for many replicas.
type rateLimits struct {
	mu      sync.Mutex
	buckets map[string]*bucket
	swept   time.Time
}

type bucket struct {
	limiter  *rate.Limiter
	lastSeen time.Time
}

func newRateLimits() *rateLimits {
	return &rateLimits{buckets: map[string]*bucket{}, swept: time.Now()}
}

const idleBucketTTL = 30 * time.Minute

func (l *rateLimits) allow(rule rateRule, key string) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := time.Now()
	if now.Sub(l.swept) > time.Minute {
		for k, b := range l.buckets {
			if now.Sub(b.lastSeen) > idleBucketTTL {
				delete(l.buckets, k)
			}
		}
		l.swept = now
	}
	k := rule.name + "|" + key
	b, ok := l.buckets[k]
	if !ok {
		b = &bucket{limiter: rate.NewLimiter(rate.Limit(rule.perMinute/60), rule.burst)}
		l.buckets[k] = b
	}
	b.lastSeen = now
	if !b.limiter.AllowN(now, 1) {
		return &domain.Error{Code: domain.CodeTooManyRequests, Message: rule.message}
	}
	return nil
}

// middleware limits a route per client address.
func (l *rateLimits) middleware(rule rateRule) gin.HandlerFunc {
	return func(c *gin.Context) {
		if err := l.allow(rule, c.ClientIP()); err != nil {
			c.Header("Retry-After", "60")
			abortWithError(c, err)
			return
		}
		c.Next()
	}
}
