// Package smtpmail delivers the shop's mail over SMTP.
package smtpmail

import (
	"context"
	"crypto/tls"
	"fmt"
	"time"

	gomail "github.com/wneessen/go-mail"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// errUnavailable is what the outbox worker sees when the server can't take a
// message now; it keeps the message and tries again later.
var errUnavailable = &domain.Error{Code: domain.CodeUnavailable, Message: "The mail server is unavailable, please try again"}

// sendTimeout bounds one delivery: connecting, the SMTP dialogue and the upload.
const sendTimeout = 30 * time.Second

// Options say which server to use and how.
type Options struct {
	Host     string
	Port     int
	Username string // empty: no authentication
	Password string
	// ImplicitTLS speaks TLS from the first byte (smtps); otherwise STARTTLS
	// is used when the server offers it.
	ImplicitTLS bool
	From        string
	// TLSConfig overrides the system's roots, e.g. to trust a test server.
	TLSConfig *tls.Config
}

// Mailer sends each message over a new SMTP connection.
type Mailer struct {
	opts Options
}

var _ ports.Mailer = (*Mailer)(nil)

// New returns a mailer for the server in opts.
func New(opts Options) *Mailer { return &Mailer{opts: opts} }

// Send delivers m with its attachments. A server that can't be reached or
// refuses the message gives an unavailable error wrapping the cause.
func (s *Mailer) Send(ctx context.Context, m domain.Mail, attachments []ports.Attachment) error {
	msg, err := Compose(s.opts.From, m, attachments)
	if err != nil {
		return err
	}
	client, err := gomail.NewClient(s.opts.Host, s.clientOptions()...)
	if err != nil {
		return fmt.Errorf("smtp client for %s: %w", s.opts.Host, err)
	}
	if err := client.DialAndSendWithContext(ctx, msg); err != nil {
		return fmt.Errorf("%w: mail %s via %s:%d: %w", errUnavailable, m.ID, s.opts.Host, s.opts.Port, err)
	}
	return nil
}

func (s *Mailer) clientOptions() []gomail.Option {
	opts := []gomail.Option{gomail.WithPort(s.opts.Port), gomail.WithTimeout(sendTimeout)}
	if s.opts.ImplicitTLS {
		opts = append(opts, gomail.WithSSL())
	} else {
		opts = append(opts, gomail.WithTLSPolicy(gomail.TLSOpportunistic))
	}
	if s.opts.TLSConfig != nil {
		opts = append(opts, gomail.WithTLSConfig(s.opts.TLSConfig))
	}
	if s.opts.Username != "" {
		opts = append(opts, gomail.WithSMTPAuth(gomail.SMTPAuthAutoDiscover),
			gomail.WithUsername(s.opts.Username), gomail.WithPassword(s.opts.Password))
	}
	return opts
}
