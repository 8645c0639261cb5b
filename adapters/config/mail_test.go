package config

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

func TestMailAndShopDefaultsNeedNoSetup(t *testing.T) {
	c, err := Load(env(nil), "", "")
	require.NoError(t, err)
	assert.Empty(t, c.SMTP.Host, "no SMTP server: mail goes to the data dir")
	assert.Equal(t, "Pallet <no-reply@pallet.test>", c.MailFrom)
	assert.Equal(t, domain.TaxRate(0), c.TaxRate)
	shop := c.ShopDetails()
	assert.Equal(t, "Pallet", shop.Name)
	assert.Empty(t, shop.Email)
	assert.Len(t, c.SampleSellerDetails, 3, "address, VAT id and bank are marked samples")
}

func TestSMTPURLIsTakenApart(t *testing.T) {
	for raw, want := range map[string]SMTPServer{
		"smtp://mail.example.com":                 {Host: "mail.example.com", Port: 587},
		"smtp://127.0.0.1:2525":                   {Host: "127.0.0.1", Port: 2525},
		"smtps://shop:p%40ss@smtp.example.com":    {Host: "smtp.example.com", Port: 465, Username: "shop", Password: "p@ss", ImplicitTLS: true},
		"smtps://shop@smtp.example.com:2465/":     {Host: "smtp.example.com", Port: 2465, Username: "shop", ImplicitTLS: true},
		" smtp://apikey:k3y@smtp.example.com:25 ": {Host: "smtp.example.com", Port: 25, Username: "apikey", Password: "k3y"},
	} {
		c, err := Load(env(map[string]string{"PALLET_SMTP_URL": raw}), "", "")
		require.NoError(t, err, raw)
		assert.Equal(t, want, c.SMTP, raw)
	}
}

func TestBadSMTPURLIsRefusedWithoutShowingThePassword(t *testing.T) {
	for _, bad := range []string{"mail.example.com", "http://mail.example.com", "smtp://", "smtp://user:hunter2@mail.example.com:99999", "smtp://mail.example.com/inbox"} {
		_, err := Load(env(map[string]string{"PALLET_SMTP_URL": bad}), "", "")
		require.Error(t, err, bad)
		assert.True(t, strings.HasPrefix(err.Error(), "PALLET_SMTP_URL: "), err.Error())
		assert.NotContains(t, err.Error(), "hunter2")
	}
}

func TestMailFromMustBeAnAddress(t *testing.T) {
	c, err := Load(env(map[string]string{"PALLET_MAIL_FROM": "Acme Sales <sales@acme.example>"}), "", "")
	require.NoError(t, err)
	assert.Equal(t, "Acme Sales <sales@acme.example>", c.MailFrom)

	_, err = Load(env(map[string]string{"PALLET_MAIL_FROM": "Acme Sales"}), "", "")
	require.Error(t, err)
	assert.True(t, strings.HasPrefix(err.Error(), "PALLET_MAIL_FROM: "), err.Error())
}

func TestTaxRateIsAPercentageWithTwoDecimals(t *testing.T) {
	c, err := Load(env(map[string]string{"PALLET_TAX_RATE": "7.25"}), "", "")
	require.NoError(t, err)
	assert.Equal(t, domain.TaxRate(725), c.TaxRate)

	for _, bad := range []string{"7.255", "-1", "101", "twenty", "20%"} {
		_, err := Load(env(map[string]string{"PALLET_TAX_RATE": bad}), "", "")
		require.Error(t, err, bad)
		assert.True(t, strings.HasPrefix(err.Error(), "PALLET_TAX_RATE: "), err.Error())
	}
}

func TestShopDetailsComeFromTheSettings(t *testing.T) {
	c, err := Load(env(map[string]string{
		"PALLET_SHOP_NAME": "Acme Hardware Ltd", "PALLET_SHOP_ADDRESS": "1 Dock Road\nLondon E16 1AA",
		"PALLET_SHOP_VAT_ID": "GB123456789", "PALLET_SHOP_EMAIL": "accounts@acme.example",
		"PALLET_SHOP_BANK": "Acme Hardware Ltd\nIBAN GB33 BUKB 2020 1555 5555 55",
	}), "", "")
	require.NoError(t, err)
	assert.Equal(t, ports.ShopDetails{Name: "Acme Hardware Ltd", Address: "1 Dock Road\nLondon E16 1AA",
		VATID: "GB123456789", Email: "accounts@acme.example", Bank: "Acme Hardware Ltd\nIBAN GB33 BUKB 2020 1555 5555 55"}, c.ShopDetails())
}

func TestProductionNeedsAnSMTPServerASenderAndThePublicURL(t *testing.T) {
	for _, missing := range []string{"PALLET_SMTP_URL", "PALLET_MAIL_FROM", "PALLET_PUBLIC_URL"} {
		prod := productionEnv()
		delete(prod, missing)
		_, err := Load(env(prod), "", "")
		require.Error(t, err, missing)
		assert.True(t, strings.HasPrefix(err.Error(), missing+": required in production"), err.Error())
		assert.NotContains(t, err.Error(), "\n", "one line")
	}
}

// Links in mail never follow a request's Host header, which a caller picks.
func TestLinksInMailPointAtTheConfiguredShop(t *testing.T) {
	for addr, want := range map[string]string{"127.0.0.1:8080": "http://127.0.0.1:8080", "0.0.0.0:9000": "http://localhost:9000", ":7000": "http://localhost:7000"} {
		c, err := Load(env(map[string]string{"PALLET_ADDR": addr}), "", "")
		require.NoError(t, err)
		assert.Equal(t, want, c.SiteURL(), addr)
	}
	c, err := Load(env(map[string]string{"PALLET_PUBLIC_URL": "https://shop.example.com/"}), "", "")
	require.NoError(t, err)
	assert.Equal(t, "https://shop.example.com", c.SiteURL())
}
