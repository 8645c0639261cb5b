package config

import (
	"net/mail"
	"net/url"
	"strconv"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// DevMailFrom is the sender of development mail, which stays in the data dir.
const DevMailFrom = "Pallet <no-reply@pallet.test>"

// Default SMTP ports: submission with STARTTLS, and implicit TLS.
const (
	smtpPort  = 587
	smtpsPort = 465
)

// SMTPServer is PALLET_SMTP_URL taken apart. A zero Host means no server.
type SMTPServer struct {
	Host     string
	Port     int
	Username string // empty: no authentication
	Password string
	// ImplicitTLS (smtps://) speaks TLS from the first byte; otherwise the
	// connection is upgraded with STARTTLS when the server offers it.
	ImplicitTLS bool
}

// ShopDetails are the seller's legal details printed on invoices.
func (c Config) ShopDetails() ports.ShopDetails {
	return ports.ShopDetails{Name: c.ShopName, Address: c.ShopAddress, VATID: c.ShopVATID, Email: c.ShopEmail, Bank: c.ShopBank}
}

const smtpURLAllowed = "smtp://[user:pass@]host[:port] (STARTTLS when offered, port 587) or smtps://[user:pass@]host[:port] (TLS, port 465)"

func (r *reader) smtpServer(name string) SMTPServer {
	raw := r.str(name, "")
	if raw == "" {
		return SMTPServer{}
	}
	s, ok := parseSMTPURL(raw)
	if !ok {
		r.fail(name, redactURL(raw), smtpURLAllowed)
	}
	return s
}

func parseSMTPURL(raw string) (SMTPServer, bool) {
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "smtp" && u.Scheme != "smtps") || u.Hostname() == "" || (u.Path != "" && u.Path != "/") {
		return SMTPServer{}, false
	}
	s := SMTPServer{Host: u.Hostname(), Port: smtpPort, ImplicitTLS: u.Scheme == "smtps"}
	if s.ImplicitTLS {
		s.Port = smtpsPort
	}
	if p := u.Port(); p != "" {
		n, err := strconv.Atoi(p)
		if err != nil || n < 1 || n > 65535 {
			return SMTPServer{}, false
		}
		s.Port = n
	}
	if u.User != nil {
		s.Username = u.User.Username()
		s.Password, _ = u.User.Password()
	}
	return s, true
}

// redactURL keeps a password out of the start-up error.
func redactURL(raw string) string {
	if u, err := url.Parse(raw); err == nil {
		return u.Redacted()
	}
	return "(not a URL)"
}

func (r *reader) mailFrom(name, def string) string {
	v := r.str(name, def)
	if v == "" {
		return ""
	}
	if _, err := mail.ParseAddress(v); err != nil {
		r.fail(name, v, "an email address, optionally with a name: Shop <orders@shop.example.com>")
	}
	return v
}

func (r *reader) taxRate(name string) domain.TaxRate {
	v := r.str(name, "0")
	rate, err := domain.ParseTaxRate(v)
	if err != nil {
		r.fail(name, v, "a percentage from 0 to 100 with up to two decimals, such as 20 or 7.25")
	}
	return rate
}
