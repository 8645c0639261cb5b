package httpapi

import (
	"slices"
	"strings"

	"github.com/gin-gonic/gin"

	"github.com/palletshop/pallet/adapters/config"
	"github.com/palletshop/pallet/ports"
)

// securityHeaders sets the CSP and friends. Pages get the shop's policy,
// which allows Stripe's origins only in Stripe mode and Firebase's only in
// Firebase mode, and a referrer policy. A route that answers JSON gets
// apiPolicy instead: its answer is no page, so it may load nothing and be
// framed by nothing, and it has no links to refer from (the headers OWASP's
// REST cheat sheet asks of an API). answersJSON tells the two apart by the
// route gin matched; an unmatched path gets the page headers.
// The values are made once and shared by every answer (net/http only
// reads them; Header.Set would allocate each anew), under the keys as
// Header.Set writes them.
func securityHeaders(cfg config.Config, answersJSON func(route string) bool) gin.HandlerFunc {
	csp, api := []string{contentSecurityPolicy(cfg)}, []string{apiPolicy}
	hsts := strings.HasPrefix(cfg.PublicURL, "https://")
	nosniff, referrer, deny := []string{"nosniff"}, []string{"strict-origin-when-cross-origin"}, []string{"DENY"}
	transport := []string{"max-age=63072000; includeSubDomains"}
	return func(c *gin.Context) {
		h := c.Writer.Header()
		if answersJSON(c.FullPath()) {
			h["Content-Security-Policy"] = api
		} else {
			h["Content-Security-Policy"], h["Referrer-Policy"] = csp, referrer
		}
		h["X-Content-Type-Options"], h["X-Frame-Options"] = nosniff, deny
		if hsts || c.Request.TLS != nil {
			h["Strict-Transport-Security"] = transport
		}
		c.Next()
	}
}

// apiPolicy is the CSP of a JSON answer: nothing may load, nothing may frame it.
const apiPolicy = "default-src 'none'; frame-ancestors 'none'"

func contentSecurityPolicy(cfg config.Config) string {
	script := []string{"'self'"}
	connect := []string{"'self'"}
	frame := []string{}
	img := []string{"'self'", "data:", "blob:"}
	if cfg.Payments == ports.PaymentStripe {
		script = append(script, "https://js.stripe.com")
		connect = append(connect, "https://api.stripe.com")
		frame = append(frame, "https://js.stripe.com", "https://hooks.stripe.com")
	}
	if cfg.Auth == ports.AuthFirebase {
		script = append(script, "https://apis.google.com")
		connect = append(connect, "https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com")
		frame = append(frame, "https://"+cfg.FirebaseAuthDomain)
		if cfg.FirebaseEmulatorHost != "" {
			connect = append(connect, "http://"+cfg.FirebaseEmulatorHost)
		}
	}
	if cfg.Images == config.ImagesHost {
		img = append(img, "https:")
	}
	if len(frame) == 0 {
		frame = []string{"'none'"}
	}
	return strings.Join([]string{
		"default-src 'self'",
		"script-src " + strings.Join(script, " "),
		"style-src 'self' 'unsafe-inline'",
		"img-src " + strings.Join(img, " "),
		"connect-src " + strings.Join(connect, " "),
		"frame-src " + strings.Join(frame, " "),
		"font-src 'self'",
		"object-src 'none'",
		"base-uri 'self'",
		"form-action 'self'",
		"frame-ancestors 'none'",
	}, "; ")
}

// cors is off unless PALLET_CORS_ORIGINS lists origins.
func cors(cfg config.Config) gin.HandlerFunc {
	return func(c *gin.Context) {
		origin := c.GetHeader("Origin")
		if origin == "" || !slices.Contains(cfg.CORSOrigins, strings.ToLower(origin)) {
			c.Next()
			return
		}
		h := c.Writer.Header()
		h.Set("Access-Control-Allow-Origin", origin)
		h.Add("Vary", "Origin")
		h.Set("Access-Control-Allow-Headers", "Authorization, Content-Type")
		h.Set("Access-Control-Allow-Methods", "GET, POST, PUT, PATCH, DELETE")
		h.Set("Access-Control-Max-Age", "600")
		if c.Request.Method == "OPTIONS" {
			c.AbortWithStatus(204)
			return
		}
		c.Next()
	}
}
