package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/fx"
	"go.uber.org/fx/fxtest"

	"github.com/palletshop/pallet/adapters/config"
	"github.com/palletshop/pallet/adapters/dirmail"
	"github.com/palletshop/pallet/adapters/pdfdocs"
	"github.com/palletshop/pallet/adapters/smtpmail"
	"github.com/palletshop/pallet/ports"
)

func TestMailGoesToSMTPOnlyWhenAServerIsSet(t *testing.T) {
	t.Parallel()
	for env, want := range map[string]ports.Mailer{
		"":                      &dirmail.Outbox{},
		"smtp://127.0.0.1:2525": &smtpmail.Mailer{},
	} {
		cfg, err := config.Load(func(k string) string { return map[string]string{"PALLET_SMTP_URL": env}[k] }, "", t.TempDir())
		require.NoError(t, err)
		var mailer ports.Mailer
		var docs ports.DocumentRenderer
		fxtest.New(t, fx.Supply(cfg), mailModule(cfg), pdfdocs.Module, fx.Populate(&mailer, &docs)).RequireStart().RequireStop()
		assert.IsType(t, want, mailer, "PALLET_SMTP_URL=%q", env)
		assert.NotNil(t, docs)
	}
}
