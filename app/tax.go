package app

import "github.com/palletshop/pallet/domain"

// Tax is the shop's tax rate (PALLET_TAX_RATE).
type Tax struct{ Rate domain.TaxRate }

// RateFor is the rate a buyer pays: none when an admin made them (or their
// company) tax exempt.
func (t Tax) RateFor(buyer domain.User) domain.TaxRate {
	if t.Exempt(buyer) {
		return 0
	}
	return t.Rate
}

// Exempt reports whether the buyer (or their company) pays no tax.
func (t Tax) Exempt(buyer domain.User) bool {
	return buyer.BuyingTerms().TaxExempt
}
