package httpapi

import (
	"net/http"
	"net/netip"
	"strconv"
	"time"

	"github.com/gin-gonic/gin"
)

// Per-address limits on what a burst of fresh accounts behind one address
// could otherwise multiply: each account's own allowance is checked too.
// They count only the requests they accept, so an office behind one NAT
// address loses nothing to its typos.
var reviewsPerAddress = rateRule{name: "review-address", perMinute: 1.0 / 3, burst: 10,
	message: "Many reviews were posted from your network in a short time. Please wait a few minutes before posting another."}

// signUpsPerAddress allows perHour new accounts from one address at once,
// then one every 60/perHour minutes; 0 turns the limit off.
func signUpsPerAddress(perHour int) rateRule {
	return rateRule{name: "signup-address", perMinute: float64(perHour) / 60, burst: perHour,
		message: "Many accounts were created from your network in a short time. Please wait a few minutes and try again."}
}

// admit lets a request in while key has allowance left, counting the
// requests still in flight against it, so a burst sent all at once is held
// to the allowance too. done(true) spends the allowance, done(false) lets
// the request go without spending it.
func (l *rateLimits) admit(rule rateRule, key string) (done func(counted bool), err error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	b := l.entry(rule, key)
	if b.limiter.TokensAt(time.Now())-float64(b.inFlight) < 1 {
		return nil, tooMany(rule)
	}
	b.inFlight++
	return func(counted bool) {
		l.mu.Lock()
		defer l.mu.Unlock()
		b.inFlight--
		if counted {
			b.limiter.AllowN(time.Now(), 1)
		}
	}, nil
}

// acceptedPerAddress limits a route per client network (see clientNetwork),
// counting only the requests it accepts: those answered below 400.
func (l *rateLimits) acceptedPerAddress(rule rateRule) gin.HandlerFunc {
	return func(c *gin.Context) {
		done, err := l.admit(rule, clientNetwork(c))
		if err != nil {
			c.Header("Retry-After", strconv.Itoa(rule.retryAfter()))
			abortWithError(c, err)
			return
		}
		accepted := false
		defer func() { done(accepted) }()
		c.Next()
		accepted = c.Writer.Status() < http.StatusBadRequest
	}
}

// clientNetwork is the client's address (X-Forwarded-For only from
// PALLET_TRUSTED_PROXIES), or for IPv6 its /64: one home or office
// network, however many of its addresses a client takes.
func clientNetwork(c *gin.Context) string {
	addr, err := netip.ParseAddr(c.ClientIP())
	if err != nil {
		return c.ClientIP()
	}
	addr = addr.Unmap()
	if addr.Is4() {
		return addr.String()
	}
	return netip.PrefixFrom(addr, 64).Masked().String()
}
