package main

import (
	"bytes"
	"io"
	"log/slog"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/fx"

	"github.com/palletshop/pallet/adapters/config"
)

// Every combination of adapters must form a complete fx graph.
func TestGraphIsCompleteForEveryConfiguration(t *testing.T) {
	t.Parallel()
	for _, env := range []map[string]string{
		{},
		{"PALLET_STORE": "memory"},
		{"PALLET_STORE": "mongodb", "MONGODB_URI": "mongodb://127.0.0.1:1"},
		{"PALLET_AUTH": "firebase", "FIREBASE_PROJECT_ID": "demo-pallet"},
		{"PALLET_PAYMENTS": "stripe", "STRIPE_SECRET_KEY": "sk_test_x", "STRIPE_PUBLISHABLE_KEY": "pk_test_x"},
		{"PALLET_IMAGES": "imghost", "PALLET_IMGHOST_KEY": "k"},
		{"PALLET_CONTACT_FORWARD_URL": "http://127.0.0.1:1/forms"},
		{"PALLET_SMTP_URL": "smtp://127.0.0.1:1"},
	} {
		cfg, err := config.Load(func(k string) string { return env[k] }, "", t.TempDir())
		require.NoError(t, err)
		log := slog.New(slog.NewTextHandler(io.Discard, nil))
		assert.NoError(t, fx.ValidateApp(serverOptions(cfg, log)), "%v", env)
	}
}

func TestBadSettingsStopTheStartNamingTheVariable(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		env  map[string]string
		want string
	}{
		{map[string]string{"PALLET_STORE": "foo"}, "PALLET_STORE"},
		{map[string]string{"PALLET_ADDR": "not-an-address"}, "PALLET_ADDR"},
		{map[string]string{"PALLET_AUTH": "ldap"}, "PALLET_AUTH"},
		{map[string]string{"PALLET_PAYMENTS": "cash"}, "PALLET_PAYMENTS"},
		{map[string]string{"PALLET_IMAGES": "s3"}, "PALLET_IMAGES"},
		{map[string]string{"PALLET_STORE": "mongodb"}, "MONGODB_URI"},
		{map[string]string{"PALLET_ENV": "production", "PALLET_DEV_ADMIN": "false"}, "PALLET_PAYMENTS"},
		{map[string]string{"PALLET_ENV": "production", "PALLET_PAYMENTS": "stripe", "STRIPE_SECRET_KEY": "sk", "STRIPE_PUBLISHABLE_KEY": "pk"}, "STRIPE_WEBHOOK_SECRET"},
		{map[string]string{"PALLET_ENV": "production", "PALLET_PAYMENTS": "stripe", "STRIPE_SECRET_KEY": "sk", "STRIPE_PUBLISHABLE_KEY": "pk", "STRIPE_WEBHOOK_SECRET": "whsec", "FIREBASE_AUTH_EMULATOR_HOST": "127.0.0.1:9099"}, "FIREBASE_AUTH_EMULATOR_HOST"},
		{map[string]string{"PALLET_ENV": "production", "PALLET_PAYMENTS": "stripe", "STRIPE_SECRET_KEY": "sk", "STRIPE_PUBLISHABLE_KEY": "pk", "STRIPE_WEBHOOK_SECRET": "whsec", "PALLET_DEV_ADMIN": "true"}, "PALLET_DEV_ADMIN"},
		{map[string]string{"PALLET_ENV": "production", "PALLET_PAYMENTS": "stripe", "STRIPE_SECRET_KEY": "sk", "STRIPE_PUBLISHABLE_KEY": "pk", "STRIPE_WEBHOOK_SECRET": "whsec", "PALLET_ADDR": "0.0.0.0:8080"}, "PALLET_PUBLIC_URL"},
		{map[string]string{"PALLET_ENV": "production", "PALLET_PAYMENTS": "stripe", "STRIPE_SECRET_KEY": "sk", "STRIPE_PUBLISHABLE_KEY": "pk", "STRIPE_WEBHOOK_SECRET": "whsec"}, "PALLET_METRICS_ADDR"},
	} {
		var stderr bytes.Buffer
		code := run(nil, func(k string) string { return tc.env[k] }, io.Discard, &stderr)
		assert.NotEqual(t, 0, code, "%v", tc.env)
		assert.Contains(t, stderr.String(), tc.want, "%v", tc.env)
		assert.Equal(t, 1, strings.Count(strings.TrimSpace(stderr.String()), "\n")+1, "one clear line: %q", stderr.String())
	}
}
