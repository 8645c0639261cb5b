package smtpmail

import (
	"go.uber.org/fx"

	"github.com/palletshop/pallet/adapters/config"
	"github.com/palletshop/pallet/ports"
)

// Module provides ports.Mailer sending through PALLET_SMTP_URL as PALLET_MAIL_FROM.
var Module = fx.Module("smtpmail",
	fx.Provide(fx.Annotate(NewFromConfig, fx.As(new(ports.Mailer)))),
)

// NewFromConfig sends through the configured server.
func NewFromConfig(cfg config.Config) *Mailer {
	s := cfg.SMTP
	return New(Options{Host: s.Host, Port: s.Port, Username: s.Username, Password: s.Password,
		ImplicitTLS: s.ImplicitTLS, From: cfg.MailFrom})
}
