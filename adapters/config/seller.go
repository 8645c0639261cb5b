package config

import "fmt"

// sellerSetting is one of the seller's details that every invoice needs.
type sellerSetting struct {
	name    string
	value   *string
	sample  string
	example string
}

// sellerSettings are who sells, where they are, their VAT id and where a
// buyer on invoice terms pays. Any admin can grant invoice terms, so the bank
// details are needed whenever the shop runs, not only once terms exist.
func (c *Config) sellerSettings() []sellerSetting {
	return []sellerSetting{
		{"PALLET_SHOP_ADDRESS", &c.ShopAddress, "SAMPLE ADDRESS – set PALLET_SHOP_ADDRESS", "1 Dock Road, London E16 1AA"},
		{"PALLET_SHOP_VAT_ID", &c.ShopVATID, "SAMPLE VAT ID – set PALLET_SHOP_VAT_ID", "GB123456789"},
		{"PALLET_SHOP_BANK", &c.ShopBank, "SAMPLE BANK DETAILS – not a real account; set PALLET_SHOP_BANK",
			"Acme Hardware Ltd, IBAN GB33 BUKB 2020 1555 5555 55, BIC BUKBGB22"},
	}
}

// fillSampleSeller puts clearly marked samples where development has no
// seller details, so a newcomer's invoices show what goes where, and records
// which settings still need real values.
func (c *Config) fillSampleSeller() {
	if c.Production() {
		return
	}
	for _, s := range c.sellerSettings() {
		if *s.value == "" {
			*s.value = s.sample
			c.SampleSellerDetails = append(c.SampleSellerDetails, s.name)
		}
	}
}

// validateSeller refuses to run a production shop whose invoices would not
// say who sells or where to pay.
func (c Config) validateSeller() error {
	for _, s := range c.sellerSettings() {
		if *s.value == "" {
			return fmt.Errorf("%s: required in production, printed on every invoice and credit note (for example %s)", s.name, s.example)
		}
	}
	return nil
}
