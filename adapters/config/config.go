// Package config reads Pallet's settings from the environment (and two
// flags) into one typed struct, validated once at start.
package config

import (
	"fmt"
	"net"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// Config is every setting Pallet reads. README.md lists each variable.
type Config struct {
	Env       string // PALLET_ENV: development|production
	Addr      string // PALLET_ADDR or -addr
	DataDir   string // PALLET_DATA_DIR or -data
	PublicURL string // PALLET_PUBLIC_URL
	LogFormat string // PALLET_LOG_FORMAT: text|json
	LogLevel  string // PALLET_LOG_LEVEL: debug|info|warn|error
	Seed      bool   // PALLET_SEED: seed an empty store

	Store         StoreMode // PALLET_STORE: sqlite|mongodb|memory
	MongoURI      string    // MONGODB_URI
	MongoDatabase string    // MONGODB_DATABASE

	Auth                 ports.AuthMode // PALLET_AUTH: local|firebase
	AdminEmails          []string       // PALLET_ADMIN_EMAILS
	DevAdmin             bool           // PALLET_DEV_ADMIN: create the dev admin account
	SessionTTL           time.Duration
	FirebaseProjectID    string            // FIREBASE_PROJECT_ID
	FirebaseCredentials  string            // FIREBASE_CREDENTIALS_FILE
	FirebaseWebAPIKey    string            // FIREBASE_WEB_API_KEY
	FirebaseAuthDomain   string            // FIREBASE_AUTH_DOMAIN
	FirebaseEmulatorHost string            // FIREBASE_AUTH_EMULATOR_HOST
	Payments             ports.PaymentMode // PALLET_PAYMENTS: test|stripe
	StripeSecretKey      string            // STRIPE_SECRET_KEY
	StripePublishableKey string            // STRIPE_PUBLISHABLE_KEY
	StripeWebhookSecret  string            // STRIPE_WEBHOOK_SECRET
	StripeAPIBase        string            // STRIPE_API_BASE (stripe-mock in tests)
	Images               ImageMode         // PALLET_IMAGES: disk|imghost
	ImgHostURL           string            // PALLET_IMGHOST_URL
	ImgHostKey           string            // PALLET_IMGHOST_KEY
	ImgHostExpiration    int               // PALLET_IMGHOST_EXPIRATION, seconds; 0 = never
	ImgHostImagesURL     string            // PALLET_IMGHOST_IMAGES_URL: where the host's pictures are served from
	ContactForwardURL    string            // PALLET_CONTACT_FORWARD_URL
	CORSOrigins          []string          // PALLET_CORS_ORIGINS
	TrustedProxies       []string          // PALLET_TRUSTED_PROXIES: proxies whose X-Forwarded-For is believed
	ShutdownTimeout      time.Duration     // PALLET_SHUTDOWN_TIMEOUT
	WriteTimeout         time.Duration     // PALLET_WRITE_TIMEOUT: the longest an answer may take, upload decodes waiting their turn included
	ReadCacheTTL         time.Duration     // PALLET_READ_CACHE_TTL: the longest a cached public read is served
	ReservationTTL       time.Duration     // PALLET_RESERVATION_TTL: how long an unpaid order holds its stock
	MaxOpenOrders        int               // PALLET_MAX_OPEN_ORDERS: unpaid orders one customer may have at once
	ReturnDays           int               // PALLET_RETURN_DAYS: days after delivery an order's pieces may be returned
	MetricsAddr          string            // PALLET_METRICS_ADDR: serve /metrics on its own listener
	UploadQuotaMB        int               // PALLET_UPLOAD_QUOTA_MB: MiB each user may upload per UTC day; 0 = no limit
	UploadAddressQuotaMB int               // PALLET_UPLOAD_ADDRESS_QUOTA_MB: MiB one client address may upload per UTC day, whoever uploads; 0 = no limit
	SignUpsPerHour       int               // PALLET_SIGNUPS_PER_HOUR: new accounts one client address may create per hour; 0 = no limit
	ImageMemoryMB        int               // PALLET_IMAGE_MEMORY_MB: MiB all image decodes in flight may use together

	// Mail, tax and the seller's details printed on documents.
	SMTP        SMTPServer     // PALLET_SMTP_URL; zero Host: mail goes to .eml files in the data dir
	MailFrom    string         // PALLET_MAIL_FROM: the From of every message
	TaxRate     domain.TaxRate // PALLET_TAX_RATE: a percentage with up to two decimals
	ShopName    string         // PALLET_SHOP_NAME: printed on invoices and in mail
	ShopAddress string         // PALLET_SHOP_ADDRESS
	ShopVATID   string         // PALLET_SHOP_VAT_ID
	ShopEmail   string         // PALLET_SHOP_EMAIL
	ShopBank    string         // PALLET_SHOP_BANK: where buyers on invoice terms pay
	// SampleSellerDetails names the PALLET_SHOP_* settings that development
	// fills with marked samples; production refuses to start without them.
	SampleSellerDetails []string
}

// maxReturnDays bounds the return window at ten years.
const maxReturnDays = 3650

// DevAdminEmail and DevAdminPassword are the development admin account that
// lets a newcomer reach the admin area with no setup. Never in production.
const (
	DevAdminEmail    = "admin@pallet.test"
	DevAdminPassword = "pallet-admin"
)

// Production reports whether PALLET_ENV=production.
func (c Config) Production() bool { return c.Env == "production" }

// Load reads the settings from getenv, then applies the flag values that
// were given (empty means not given), then validates.
func Load(getenv func(string) string, addrFlag, dataFlag string) (Config, error) {
	r := reader{getenv: getenv}
	c := Config{
		Env:                  r.choice("PALLET_ENV", "development", "development", "production"),
		Addr:                 r.str("PALLET_ADDR", "127.0.0.1:8080"),
		DataDir:              r.str("PALLET_DATA_DIR", "./data"),
		PublicURL:            r.str("PALLET_PUBLIC_URL", ""),
		Store:                choice(&r, "PALLET_STORE", StoreSQLite, StoreSQLite, StoreMongoDB, StoreMemory),
		MongoURI:             r.str("MONGODB_URI", ""),
		MongoDatabase:        r.str("MONGODB_DATABASE", "pallet"),
		Auth:                 choice(&r, "PALLET_AUTH", ports.AuthLocal, ports.AuthLocal, ports.AuthFirebase),
		AdminEmails:          r.list("PALLET_ADMIN_EMAILS"),
		SessionTTL:           r.duration("PALLET_SESSION_TTL", 30*24*time.Hour),
		FirebaseProjectID:    r.str("FIREBASE_PROJECT_ID", ""),
		FirebaseCredentials:  r.str("FIREBASE_CREDENTIALS_FILE", ""),
		FirebaseWebAPIKey:    r.str("FIREBASE_WEB_API_KEY", ""),
		FirebaseAuthDomain:   r.str("FIREBASE_AUTH_DOMAIN", ""),
		FirebaseEmulatorHost: r.str("FIREBASE_AUTH_EMULATOR_HOST", ""),
		Payments:             choice(&r, "PALLET_PAYMENTS", ports.PaymentTest, ports.PaymentTest, ports.PaymentStripe),
		StripeSecretKey:      r.str("STRIPE_SECRET_KEY", ""),
		StripePublishableKey: r.str("STRIPE_PUBLISHABLE_KEY", ""),
		StripeWebhookSecret:  r.str("STRIPE_WEBHOOK_SECRET", ""),
		StripeAPIBase:        r.str("STRIPE_API_BASE", ""),
		Images:               choice(&r, "PALLET_IMAGES", ImagesDisk, ImagesDisk, ImagesHost),
		ImgHostURL:           r.str("PALLET_IMGHOST_URL", "https://api.imgbb.com/1/upload"),
		ImgHostKey:           r.str("PALLET_IMGHOST_KEY", ""),
		ImgHostExpiration:    r.integer("PALLET_IMGHOST_EXPIRATION", 0),
		ImgHostImagesURL:     r.str("PALLET_IMGHOST_IMAGES_URL", "https://i.ibb.co/"),
		ContactForwardURL:    r.str("PALLET_CONTACT_FORWARD_URL", ""),
		CORSOrigins:          r.list("PALLET_CORS_ORIGINS"),
		TrustedProxies:       r.list("PALLET_TRUSTED_PROXIES"),
		ShutdownTimeout:      r.duration("PALLET_SHUTDOWN_TIMEOUT", 15*time.Second),
		WriteTimeout:         r.duration("PALLET_WRITE_TIMEOUT", 60*time.Second),
		ReadCacheTTL:         r.duration("PALLET_READ_CACHE_TTL", 2*time.Second),
		ReservationTTL:       r.duration("PALLET_RESERVATION_TTL", 48*time.Hour),
		MaxOpenOrders:        r.integer("PALLET_MAX_OPEN_ORDERS", 20),
		ReturnDays:           r.integer("PALLET_RETURN_DAYS", domain.DefaultReturnDays),
		MetricsAddr:          r.str("PALLET_METRICS_ADDR", ""),
		UploadQuotaMB:        r.integer("PALLET_UPLOAD_QUOTA_MB", 100),
		SignUpsPerHour:       r.integer("PALLET_SIGNUPS_PER_HOUR", 10),
		ImageMemoryMB:        r.integer("PALLET_IMAGE_MEMORY_MB", 96),
		SMTP:                 r.smtpServer("PALLET_SMTP_URL"),
		TaxRate:              r.taxRate("PALLET_TAX_RATE"),
		ShopName:             r.str("PALLET_SHOP_NAME", "Pallet"),
		ShopAddress:          r.str("PALLET_SHOP_ADDRESS", ""),
		ShopVATID:            r.str("PALLET_SHOP_VAT_ID", ""),
		ShopEmail:            r.str("PALLET_SHOP_EMAIL", ""),
		ShopBank:             r.str("PALLET_SHOP_BANK", ""),
	}
	c.UploadAddressQuotaMB = r.integer("PALLET_UPLOAD_ADDRESS_QUOTA_MB", 4*c.UploadQuotaMB) // four accounts' worth
	c.LogFormat = r.choice("PALLET_LOG_FORMAT", map[bool]string{true: "json", false: "text"}[c.Production()], "text", "json")
	c.LogLevel = r.choice("PALLET_LOG_LEVEL", "info", "debug", "info", "warn", "error")
	c.Seed = r.boolean("PALLET_SEED", true)
	c.DevAdmin = r.boolean("PALLET_DEV_ADMIN", !c.Production() && c.Auth == ports.AuthLocal)
	c.MailFrom = r.mailFrom("PALLET_MAIL_FROM", map[bool]string{true: "", false: DevMailFrom}[c.Production()])
	if addrFlag != "" {
		c.Addr = addrFlag
	}
	if dataFlag != "" {
		c.DataDir = dataFlag
	}
	c.fillSampleSeller()
	if c.MaxOpenOrders < 1 {
		r.fail("PALLET_MAX_OPEN_ORDERS", r.getenv("PALLET_MAX_OPEN_ORDERS"), "a whole number ≥ 1")
	}
	if c.ReturnDays < 0 || c.ReturnDays > maxReturnDays {
		r.fail("PALLET_RETURN_DAYS", r.getenv("PALLET_RETURN_DAYS"), "a whole number of days from 0 to 3650")
	}
	if r.err != nil {
		return Config{}, r.err
	}
	return c, c.validate()
}

func (c Config) validate() error {
	if _, port, err := net.SplitHostPort(c.Addr); err != nil || !validPort(port) {
		return fmt.Errorf("PALLET_ADDR: %q is not host:port (for example 127.0.0.1:8080 or :8080)", c.Addr)
	}
	if err := c.validateMetricsAddr(); err != nil {
		return err
	}
	need := func(ok bool, name, why string) error {
		if ok {
			return nil
		}
		return fmt.Errorf("%s: required %s", name, why)
	}
	for _, err := range []error{
		need(c.Store != StoreMongoDB || c.MongoURI != "", "MONGODB_URI", "when PALLET_STORE=mongodb"),
		need(c.Auth != ports.AuthFirebase || c.FirebaseProjectID != "", "FIREBASE_PROJECT_ID", "when PALLET_AUTH=firebase"),
		need(c.Payments != ports.PaymentStripe || c.StripeSecretKey != "", "STRIPE_SECRET_KEY", "when PALLET_PAYMENTS=stripe"),
		need(c.Payments != ports.PaymentStripe || c.StripePublishableKey != "", "STRIPE_PUBLISHABLE_KEY", "when PALLET_PAYMENTS=stripe"),
		need(c.Images != ImagesHost || c.ImgHostKey != "", "PALLET_IMGHOST_KEY", "when PALLET_IMAGES=imghost"),
		need(c.ImageMemoryMB > 0, "PALLET_IMAGE_MEMORY_MB", "to be at least 1, or no image could be decoded"),
	} {
		if err != nil {
			return err
		}
	}
	if c.Production() {
		return c.validateProduction()
	}
	return nil
}

// validateProduction refuses settings that are only safe on a developer's machine.
func (c Config) validateProduction() error {
	switch {
	case c.Payments == ports.PaymentTest:
		return fmt.Errorf("PALLET_PAYMENTS: the test gateway takes no real money; set PALLET_PAYMENTS=stripe in production")
	case c.Payments == ports.PaymentStripe && c.StripeWebhookSecret == "":
		return fmt.Errorf("STRIPE_WEBHOOK_SECRET: required in production so payments are confirmed by signed webhooks")
	case c.StripeAPIBase != "":
		return fmt.Errorf("STRIPE_API_BASE: must not be set in production (it points the gateway away from Stripe, e.g. at stripe-mock)")
	case c.FirebaseEmulatorHost != "":
		return fmt.Errorf("FIREBASE_AUTH_EMULATOR_HOST: must not be set in production (the Firebase SDK skips token signature checks when it is)")
	case c.DevAdmin:
		return fmt.Errorf("PALLET_DEV_ADMIN: the development admin account must not exist in production; %s", c.howToGrantAdmins())
	case c.Store == StoreMemory:
		return fmt.Errorf("PALLET_STORE: memory loses every order on restart; use sqlite or mongodb in production")
	case listensOnAllInterfaces(c.Addr) && c.PublicURL == "":
		return fmt.Errorf("PALLET_PUBLIC_URL: required in production when PALLET_ADDR (%s) listens on all interfaces", c.Addr)
	case c.MetricsAddr == "":
		return fmt.Errorf("PALLET_METRICS_ADDR: required in production so /metrics is served on its own port, not the public one (for example 0.0.0.0:9090)")
	case c.SMTP.Host == "":
		return fmt.Errorf("PALLET_SMTP_URL: required in production so mail reaches buyers instead of files in the data dir (for example smtps://user:pass@smtp.example.com)")
	case c.MailFrom == "":
		return fmt.Errorf("PALLET_MAIL_FROM: required in production, the address buyers see mail from (for example Shop <orders@shop.example.com>)")
	case c.PublicURL == "":
		return fmt.Errorf("PALLET_PUBLIC_URL: required in production so links in mail point at the shop (for example https://shop.example.com)")
	}
	return c.validateSeller()
}

// SiteURL is where links in mail point: PALLET_PUBLIC_URL, else (in
// development) the listen address. Never a request's Host header, which a
// caller controls and could point a victim's reset link at their own site.
func (c Config) SiteURL() string {
	if c.PublicURL != "" {
		return strings.TrimRight(c.PublicURL, "/")
	}
	host, port, _ := net.SplitHostPort(c.Addr)
	if listensOnAllInterfaces(c.Addr) {
		host = "localhost"
	}
	return "http://" + net.JoinHostPort(host, port)
}

// validateMetricsAddr accepts no metrics address (metrics on the main
// port) or a host:port other than PALLET_ADDR.
func (c Config) validateMetricsAddr() error {
	if c.MetricsAddr == "" {
		return nil
	}
	_, port, err := net.SplitHostPort(c.MetricsAddr)
	if err != nil || !validPort(port) {
		return fmt.Errorf("PALLET_METRICS_ADDR: %q is not host:port (for example 0.0.0.0:9090)", c.MetricsAddr)
	}
	if c.MetricsAddr == c.Addr && port != "0" { // port 0: each listener gets a free port of its own
		return fmt.Errorf("PALLET_METRICS_ADDR: %s is also PALLET_ADDR; metrics need a port of their own", c.MetricsAddr)
	}
	return nil
}

// howToGrantAdmins names the ways to get an admin that work with this
// sign-in: local sign-up proves no email, so PALLET_ADMIN_EMAILS can't.
func (c Config) howToGrantAdmins() string {
	if c.Auth == ports.AuthFirebase {
		return "list a verified email in PALLET_ADMIN_EMAILS, or run 'pallet admin grant EMAIL'"
	}
	return "sign up, then run 'pallet admin grant EMAIL'"
}

func listensOnAllInterfaces(addr string) bool {
	host, _, _ := net.SplitHostPort(addr)
	return host == "" || host == "0.0.0.0" || host == "::"
}

func validPort(p string) bool {
	n, err := strconv.Atoi(p)
	return err == nil && n >= 0 && n <= 65535
}

type reader struct {
	getenv func(string) string
	err    error
}

func (r *reader) str(name, def string) string {
	if v := strings.TrimSpace(r.getenv(name)); v != "" {
		return v
	}
	return def
}

func (r *reader) fail(name, v, allowed string) {
	if r.err == nil {
		r.err = fmt.Errorf("%s: %q is not valid; allowed: %s", name, v, allowed)
	}
}

func (r *reader) choice(name, def string, allowed ...string) string {
	return choice(r, name, def, allowed...)
}

// choice reads one of the allowed values of a string type.
func choice[T ~string](r *reader, name string, def T, allowed ...T) T {
	v := T(r.str(name, string(def)))
	if slices.Contains(allowed, v) {
		return v
	}
	names := make([]string, len(allowed))
	for i, a := range allowed {
		names[i] = string(a)
	}
	r.fail(name, string(v), strings.Join(names, "|"))
	return def
}

func (r *reader) list(name string) []string {
	var out []string
	for _, part := range strings.Split(r.getenv(name), ",") {
		if p := strings.ToLower(strings.TrimSpace(part)); p != "" {
			out = append(out, p)
		}
	}
	return out
}

func (r *reader) boolean(name string, def bool) bool {
	v := r.str(name, "")
	if v == "" {
		return def
	}
	b, err := strconv.ParseBool(v)
	if err != nil {
		r.fail(name, v, "true|false")
	}
	return b
}

func (r *reader) integer(name string, def int) int {
	v := r.str(name, "")
	if v == "" {
		return def
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 {
		r.fail(name, v, "a whole number ≥ 0")
	}
	return n
}

func (r *reader) duration(name string, def time.Duration) time.Duration {
	v := r.str(name, "")
	if v == "" {
		return def
	}
	d, err := time.ParseDuration(v)
	if err != nil || d <= 0 {
		r.fail(name, v, "a positive duration such as 30s or 720h")
	}
	return d
}
