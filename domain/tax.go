package domain

import (
	"fmt"
	"strconv"
	"strings"
)

// TaxRate is a percentage in hundredths of a percent: 2050 is 20.50 %.
type TaxRate int64

// MaxTaxRate is 100 %.
const MaxTaxRate TaxRate = 10000

// ParseTaxRate reads a percentage with up to two decimals, such as "20" or "7.25".
func ParseTaxRate(s string) (TaxRate, error) {
	s = strings.TrimSpace(s)
	whole, frac, _ := strings.Cut(s, ".")
	if whole == "" || len(frac) > 2 || strings.ContainsAny(s, "+-") {
		return 0, fmt.Errorf("%q is not a percentage with up to two decimals", s)
	}
	frac += strings.Repeat("0", 2-len(frac))
	n, err := strconv.ParseInt(whole+frac, 10, 64)
	if err != nil || TaxRate(n) > MaxTaxRate {
		return 0, fmt.Errorf("%q is not a percentage from 0 to 100 with up to two decimals", s)
	}
	return TaxRate(n), nil
}

// String is the rate as a percentage: "20.5%".
func (r TaxRate) String() string {
	s := strconv.FormatInt(int64(r)/100, 10)
	if frac := int64(r) % 100; frac != 0 {
		s += strings.TrimRight(fmt.Sprintf(".%02d", frac), "0")
	}
	return s + "%"
}

// Of is the tax on subtotalCents, rounded half up to the cent.
func (r TaxRate) Of(subtotalCents int64) int64 {
	whole, rest := subtotalCents/10000, subtotalCents%10000 // split so large totals can't overflow
	return whole*int64(r) + (rest*int64(r)+5000)/10000
}

// ApplyTax prices the booking's tax once, at the shop's rate, or at none
// for a tax-exempt buyer, and keeps the rate and the exemption with the
// booking, so its pages and documents can say why no tax was charged.
func (b *Booking) ApplyTax(rate TaxRate, exempt bool) {
	if exempt {
		rate = 0
	}
	b.TaxRate, b.TaxExempt = rate, exempt
	b.TaxCents = rate.Of(b.SubtotalCents)
	b.TotalPriceCents = b.SubtotalCents + b.TaxCents
}

// TaxLabel names the tax row of the booking's totals on its invoice and
// mails, in the words of the front end's taxLabel: the rate, or why there is
// none ("Tax (0%)" alone reads like a mistake).
func (b Booking) TaxLabel() string { return "Tax " + b.taxBasis() }

// TaxCreditedLabel names the tax row of the booking's credit notes.
func (b Booking) TaxCreditedLabel() string { return "Tax credited " + b.taxBasis() }

func (b Booking) taxBasis() string {
	switch {
	case b.TaxRate != 0:
		return "(" + b.TaxRate.String() + ")"
	case b.TaxExempt:
		return "(none: tax-exempt buyer)"
	default:
		return "(none charged)"
	}
}

// ApplyTax prices the cart's tax at rate, as checkout would.
func (c *PricedCart) ApplyTax(rate TaxRate) {
	c.TaxRate = rate
	c.TaxCents = rate.Of(c.SubtotalCents)
	c.TotalCents = c.SubtotalCents + c.TaxCents
}
