package config

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func env(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

func TestDefaultsNeedNoSetup(t *testing.T) {
	c, err := Load(env(nil), "", "")
	require.NoError(t, err)
	assert.Equal(t, "127.0.0.1:8080", c.Addr)
	assert.Equal(t, "./data", c.DataDir)
	assert.Equal(t, []string{"sqlite", "local", "test", "disk"}, []string{c.Store, c.Auth, c.Payments, c.Images})
	assert.True(t, c.DevAdmin, "a dev run reaches the admin area with no setup")
	assert.True(t, c.Seed)
	assert.Equal(t, "text", c.LogFormat)
	assert.Equal(t, 0, c.ImgHostExpiration, "images never expire unless asked")
	assert.Equal(t, 2*time.Second, c.ReadCacheTTL)
	assert.Equal(t, 100, c.UploadQuotaMB)
	assert.Equal(t, 96, c.ImageMemoryMB)
}

func TestFlagsWinOverEnvironment(t *testing.T) {
	c, err := Load(env(map[string]string{"PALLET_ADDR": "127.0.0.1:1", "PALLET_DATA_DIR": "/env"}), ":9090", "/flag")
	require.NoError(t, err)
	assert.Equal(t, ":9090", c.Addr)
	assert.Equal(t, "/flag", c.DataDir)
}

func TestListsAreTrimmedAndLowerCased(t *testing.T) {
	c, err := Load(env(map[string]string{"PALLET_ADMIN_EMAILS": " Ops@Example.com, ,cto@example.com"}), "", "")
	require.NoError(t, err)
	assert.Equal(t, []string{"ops@example.com", "cto@example.com"}, c.AdminEmails)
}

func TestProductionDefaultsAreSafe(t *testing.T) {
	c, err := Load(env(map[string]string{
		"PALLET_ENV": "production", "PALLET_PAYMENTS": "stripe", "STRIPE_SECRET_KEY": "sk", "STRIPE_PUBLISHABLE_KEY": "pk",
		"STRIPE_WEBHOOK_SECRET": "whsec", "PALLET_ADDR": "0.0.0.0:8080", "PALLET_PUBLIC_URL": "https://shop.example.com",
	}), "", "")
	require.NoError(t, err)
	assert.False(t, c.DevAdmin, "no default admin in production")
	assert.Equal(t, "json", c.LogFormat)
}

func TestBadValuesNameTheVariable(t *testing.T) {
	for name, value := range map[string]string{
		"PALLET_SEED": "maybe", "PALLET_SESSION_TTL": "forever", "PALLET_IMGHOST_EXPIRATION": "-1", "PALLET_LOG_FORMAT": "xml", "PALLET_LOG_LEVEL": "loud",
	} {
		_, err := Load(env(map[string]string{name: value}), "", "")
		require.Error(t, err, name)
		assert.Contains(t, err.Error(), name)
	}
}

func TestUploadLimits(t *testing.T) {
	c, err := Load(env(map[string]string{"PALLET_UPLOAD_QUOTA_MB": "0", "PALLET_IMAGE_MEMORY_MB": "200"}), "", "")
	require.NoError(t, err)
	assert.Equal(t, 0, c.UploadQuotaMB, "0 turns the quota off")
	assert.Equal(t, 200, c.ImageMemoryMB)

	for name, value := range map[string]string{"PALLET_UPLOAD_QUOTA_MB": "-5", "PALLET_IMAGE_MEMORY_MB": "0"} {
		_, err := Load(env(map[string]string{name: value}), "", "")
		require.Error(t, err, name)
		assert.Contains(t, err.Error(), name)
	}
}
