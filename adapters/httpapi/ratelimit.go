package httpapi

import (
	"math"
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
	contactLimit = rateRule{name: "contact", perMinute: 3, burst: 5, message: "You have sent several messages already. Please wait a few minutes before sending another."}
	uploadLimit  = rateRule{name: "upload", perMinute: 20, burst: 30, message: "Too many uploads. Please wait a minute and try again."}
	paymentLimit = rateRule{name: "payment", perMinute: 20, burst: 20, message: "Too many payment attempts. Please wait a minute and try again."}
	reviewLimit  = rateRule{name: "review", perMinute: 5, burst: 20, message: "You have posted several reviews in a short time. Please wait a few minutes before posting another."}
	bookingLimit = rateRule{name: "booking", perMinute: 30, burst: 60, message: "You have placed many orders in a short time. Please wait a minute and try again."}
)

// Trade buying's per-user limits.
var (
	quoteLimit      = rateRule{name: "quote", perMinute: 5, burst: 20, message: "You have asked for many quotes in a short time. Please wait a few minutes and try again."}
	quickOrderLimit = rateRule{name: "quick-order", perMinute: 30, burst: 60, message: "You have sent many quick orders in a short time. Please wait a minute and try again."}
	// invitationLimit keeps an admin's account from being used to send mail in bulk.
	invitationLimit = rateRule{name: "invitation", perMinute: 10, burst: 30, message: "You have sent many invitations in a short time. Please wait a few minutes and try again."}
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
	inFlight int // admitted requests not yet counted or let go (see admit)
}

func newRateLimits() *rateLimits {
	return &rateLimits{buckets: map[string]*bucket{}, swept: time.Now()}
}

const idleBucketTTL = 30 * time.Minute

func (l *rateLimits) allow(rule rateRule, key string) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if !l.bucket(rule, key).AllowN(time.Now(), 1) {
		return tooMany(rule)
	}
	return nil
}

// blocked reports, without counting this request, whether the key has used
// up its allowance. With spend it counts only the requests that fail.
func (l *rateLimits) blocked(rule rateRule, key string) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.bucket(rule, key).TokensAt(time.Now()) < 1 {
		return tooMany(rule)
	}
	return nil
}

// spend counts one request against the key's allowance.
func (l *rateLimits) spend(rule rateRule, key string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.bucket(rule, key).AllowN(time.Now(), 1)
}

func tooMany(rule rateRule) error {
	return &domain.Error{Code: domain.CodeTooManyRequests, Message: rule.message}
}

// bucket returns the rule's limiter for key. The caller holds l.mu.
func (l *rateLimits) bucket(rule rateRule, key string) *rate.Limiter {
	return l.entry(rule, key).limiter
}

// entry returns the rule's bucket for key, sweeping idle ones now and
// then. The caller holds l.mu.
func (l *rateLimits) entry(rule rateRule, key string) *bucket {
	now := time.Now()
	if now.Sub(l.swept) > time.Minute {
		for k, b := range l.buckets {
			if now.Sub(b.lastSeen) > idleBucketTTL && b.inFlight == 0 {
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
	return b
}

// middleware limits a route per client address.
func (l *rateLimits) middleware(rule rateRule) gin.HandlerFunc {
	return l.limitBy(rule, (*gin.Context).ClientIP)
}

// perUser limits a route per signed-in user; it runs after requireUser.
func (l *rateLimits) perUser(rule rateRule) gin.HandlerFunc {
	return l.limitBy(rule, func(c *gin.Context) string { return currentUser(c).ID })
}

func (l *rateLimits) limitBy(rule rateRule, key func(*gin.Context) string) gin.HandlerFunc {
	return func(c *gin.Context) {
		if err := l.allow(rule, key(c)); err != nil {
			abortLimited(c, err)
			return
		}
		c.Next()
	}
}

// abortLimited answers 429 with a hint of when to try again.
func abortLimited(c *gin.Context, err error) {
	c.Header("Retry-After", "60")
	abortWithError(c, err)
}

// retryAfter is how many seconds until the rule allows one more request,
// at least a minute.
func (r rateRule) retryAfter() int {
	return max(60, int(math.Ceil(60/r.perMinute)))
}
