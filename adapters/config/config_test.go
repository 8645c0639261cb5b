package config

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/ports"
)

func env(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

func TestDefaultsNeedNoSetup(t *testing.T) {
	c, err := Load(env(nil), "", "")
	require.NoError(t, err)
	assert.Equal(t, "127.0.0.1:8080", c.Addr)
	assert.Equal(t, "./data", c.DataDir)
	assert.Equal(t, StoreSQLite, c.Store)
	assert.Equal(t, ports.AuthLocal, c.Auth)
	assert.Equal(t, ports.PaymentTest, c.Payments)
	assert.Equal(t, ImagesDisk, c.Images)
	assert.True(t, c.DevAdmin, "a dev run reaches the admin area with no setup")
	assert.True(t, c.Seed)
	assert.Equal(t, "text", c.LogFormat)
	assert.Equal(t, 0, c.ImgHostExpiration, "images never expire unless asked")
	assert.Equal(t, 2*time.Second, c.ReadCacheTTL)
	assert.Equal(t, 60*time.Second, c.WriteTimeout)
	assert.Equal(t, 100, c.UploadQuotaMB)
	assert.Equal(t, 96, c.ImageMemoryMB)
	assert.Equal(t, 48*time.Hour, c.ReservationTTL, "an unpaid order holds its stock for two days")
	assert.Equal(t, 20, c.MaxOpenOrders)
	assert.Equal(t, 10, c.SignUpsPerHour, "an office signs up a handful of colleagues")
	assert.Equal(t, 400, c.UploadAddressQuotaMB, "four accounts' worth")
}

func TestReservationSettings(t *testing.T) {
	c, err := Load(env(map[string]string{"PALLET_RESERVATION_TTL": "30m", "PALLET_MAX_OPEN_ORDERS": "3"}), "", "")
	require.NoError(t, err)
	assert.Equal(t, 30*time.Minute, c.ReservationTTL)
	assert.Equal(t, 3, c.MaxOpenOrders)
	for _, bad := range []string{"0", "-2", "many"} {
		_, err := Load(env(map[string]string{"PALLET_MAX_OPEN_ORDERS": bad}), "", "")
		require.Error(t, err, bad)
		assert.Contains(t, err.Error(), "PALLET_MAX_OPEN_ORDERS", bad)
	}
	_, err = Load(env(map[string]string{"PALLET_RESERVATION_TTL": "0s"}), "", "")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "PALLET_RESERVATION_TTL")
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
	prod := productionEnv()
	prod["PALLET_ADDR"], prod["PALLET_METRICS_ADDR"] = "0.0.0.0:8080", "0.0.0.0:9090"
	c, err := Load(env(prod), "", "")
	require.NoError(t, err)
	assert.False(t, c.DevAdmin, "no default admin in production")
	assert.Equal(t, "json", c.LogFormat)
}

func TestProductionRefusesTheDevAdminNamingWaysThatWorkWithTheSignIn(t *testing.T) {
	production := map[string]string{
		"PALLET_ENV": "production", "PALLET_PAYMENTS": "stripe", "STRIPE_SECRET_KEY": "sk", "STRIPE_PUBLISHABLE_KEY": "pk",
		"STRIPE_WEBHOOK_SECRET": "whsec", "PALLET_DEV_ADMIN": "true", "FIREBASE_PROJECT_ID": "pallet-prod",
	}
	_, err := Load(env(production), "", "")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "pallet admin grant EMAIL")
	assert.NotContains(t, err.Error(), "PALLET_ADMIN_EMAILS", "local sign-up proves no email, so the list can't make admins")

	production["PALLET_AUTH"] = "firebase"
	_, err = Load(env(production), "", "")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "verified email in PALLET_ADMIN_EMAILS")
	assert.Contains(t, err.Error(), "pallet admin grant EMAIL")
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

func TestImageHostPicturesAddress(t *testing.T) {
	c, err := Load(env(nil), "", "")
	require.NoError(t, err)
	assert.Equal(t, "https://i.ibb.co/", c.ImgHostImagesURL, "imgbb's own")

	c, err = Load(env(map[string]string{"PALLET_IMGHOST_IMAGES_URL": "https://img.example.com/"}), "", "")
	require.NoError(t, err)
	assert.Equal(t, "https://img.example.com/", c.ImgHostImagesURL)
}

func TestUploadLimits(t *testing.T) {
	c, err := Load(env(map[string]string{"PALLET_UPLOAD_QUOTA_MB": "0", "PALLET_IMAGE_MEMORY_MB": "200"}), "", "")
	require.NoError(t, err)
	assert.Equal(t, 0, c.UploadQuotaMB, "0 turns the quota off")
	assert.Equal(t, 0, c.UploadAddressQuotaMB, "and the address's, four accounts' worth, with it")
	assert.Equal(t, 200, c.ImageMemoryMB)

	c, err = Load(env(map[string]string{"PALLET_UPLOAD_QUOTA_MB": "10", "PALLET_UPLOAD_ADDRESS_QUOTA_MB": "25"}), "", "")
	require.NoError(t, err)
	assert.Equal(t, 25, c.UploadAddressQuotaMB)

	for name, value := range map[string]string{"PALLET_UPLOAD_QUOTA_MB": "-5", "PALLET_IMAGE_MEMORY_MB": "0", "PALLET_UPLOAD_ADDRESS_QUOTA_MB": "-1"} {
		_, err := Load(env(map[string]string{name: value}), "", "")
		require.Error(t, err, name)
		assert.Contains(t, err.Error(), name)
	}
}

func productionEnv() map[string]string {
	return map[string]string{
		"PALLET_ENV": "production", "PALLET_PAYMENTS": "stripe", "STRIPE_SECRET_KEY": "sk", "STRIPE_PUBLISHABLE_KEY": "pk",
		"STRIPE_WEBHOOK_SECRET": "whsec", "PALLET_ADDR": "127.0.0.1:8080", "PALLET_METRICS_ADDR": "127.0.0.1:9090",
		"PALLET_SMTP_URL": "smtps://shop:secret@smtp.example.com", "PALLET_MAIL_FROM": "Shop <orders@shop.example.com>",
		"PALLET_PUBLIC_URL": "https://shop.example.com", "PALLET_SHOP_ADDRESS": "1 Dock Road, London",
		"PALLET_SHOP_VAT_ID": "GB123456789", "PALLET_SHOP_BANK": "IBAN GB33 BUKB 2020 1555 5555 55",
	}
}

func TestMetricsAddrIsOffByDefaultAndRequiredInProduction(t *testing.T) {
	c, err := Load(env(nil), "", "")
	require.NoError(t, err)
	assert.Empty(t, c.MetricsAddr, "development serves /metrics on the main port")

	c, err = Load(env(productionEnv()), "", "")
	require.NoError(t, err)
	assert.Equal(t, "127.0.0.1:9090", c.MetricsAddr)

	prod := productionEnv()
	delete(prod, "PALLET_METRICS_ADDR")
	_, err = Load(env(prod), "", "")
	require.Error(t, err)
	assert.True(t, strings.HasPrefix(err.Error(), "PALLET_METRICS_ADDR: required in production"), err.Error())
	assert.NotContains(t, err.Error(), "\n", "one line")
}

func TestMetricsAddrMustBeItsOwnHostPort(t *testing.T) {
	for _, bad := range []string{"9090", "localhost", "127.0.0.1:99999", "127.0.0.1:8080"} {
		_, err := Load(env(map[string]string{"PALLET_ADDR": "127.0.0.1:8080", "PALLET_METRICS_ADDR": bad}), "", "")
		require.Error(t, err, bad)
		assert.True(t, strings.HasPrefix(err.Error(), "PALLET_METRICS_ADDR: "), err.Error())
	}
}

func TestProductionRefusesToStartWithoutTheSellersDetails(t *testing.T) {
	c, err := Load(env(productionEnv()), "", "")
	require.NoError(t, err)
	assert.Empty(t, c.SampleSellerDetails, "production never prints samples")
	assert.Equal(t, "GB123456789", c.ShopVATID)

	for _, name := range []string{"PALLET_SHOP_ADDRESS", "PALLET_SHOP_VAT_ID", "PALLET_SHOP_BANK"} {
		prod := productionEnv()
		delete(prod, name)
		_, err := Load(env(prod), "", "")
		require.Error(t, err, name)
		assert.True(t, strings.HasPrefix(err.Error(), name+": required in production"), err.Error())
	}
}

func TestDevelopmentPrintsMarkedSampleSellerDetailsWhereSettingsAreMissing(t *testing.T) {
	c, err := Load(env(map[string]string{"PALLET_SHOP_VAT_ID": "DE811907980"}), "", "")
	require.NoError(t, err)
	assert.Equal(t, []string{"PALLET_SHOP_ADDRESS", "PALLET_SHOP_BANK"}, c.SampleSellerDetails)
	assert.Equal(t, "DE811907980", c.ShopDetails().VATID, "a real setting is kept")
	assert.Contains(t, c.ShopDetails().Bank, "SAMPLE")
	assert.Contains(t, c.ShopDetails().Bank, "PALLET_SHOP_BANK", "the sample says which setting replaces it")
	assert.Contains(t, c.ShopDetails().Address, "SAMPLE")
}

func TestReturnDaysDefaultToThirtyAndMayBeSet(t *testing.T) {
	c, err := Load(env(nil), "", "")
	require.NoError(t, err)
	assert.Equal(t, 30, c.ReturnDays)
	for value, want := range map[string]int{"14": 14, "0": 0, "3650": 3650} {
		c, err := Load(env(map[string]string{"PALLET_RETURN_DAYS": value}), "", "")
		require.NoError(t, err, value)
		assert.Equal(t, want, c.ReturnDays, value)
	}
	for _, bad := range []string{"-1", "3651", "a month", "7.5"} {
		_, err := Load(env(map[string]string{"PALLET_RETURN_DAYS": bad}), "", "")
		require.Error(t, err, bad)
		assert.Contains(t, err.Error(), "PALLET_RETURN_DAYS", bad)
	}
	_, err = Load(env(map[string]string{"PALLET_RETURN_DAYS": "3651"}), "", "")
	assert.Contains(t, err.Error(), "a whole number of days from 0 to 3650", "past ten years")
}
