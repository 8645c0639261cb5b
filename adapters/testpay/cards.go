package testpay

import (
	"strings"
	"time"

	"github.com/palletshop/pallet/ports"
)

// The card messages, worded as Stripe words them.
const (
	msgDeclined          = "Your card was declined."
	msgInsufficientFunds = "Your card has insufficient funds."
	msgInvalidNumber     = "Your card number is invalid."
	msgInvalidMonth      = "Your card's expiration month is invalid."
	msgExpired           = "Your card has expired."
	msgInvalidCVC        = "Your card's security code is invalid."
)

// Test card numbers with a fixed outcome; any other valid number succeeds.
var refusingCards = map[string]string{
	"4000000000000002": msgDeclined,
	"4000000000009995": msgInsufficientFunds,
}

// checkCard returns the card's refusal message, or "" when it would be charged.
func checkCard(card ports.Card, now time.Time) string {
	number := strings.NewReplacer(" ", "", "-", "").Replace(card.Number)
	switch {
	case !validNumber(number):
		return msgInvalidNumber
	case card.ExpMonth < 1 || card.ExpMonth > 12:
		return msgInvalidMonth
	case expired(card.ExpMonth, card.ExpYear, now):
		return msgExpired
	case !validCVC(card.CVC):
		return msgInvalidCVC
	}
	return refusingCards[number]
}

func validNumber(n string) bool {
	return len(n) >= 12 && len(n) <= 19 && allDigits(n) && luhn(n)
}

func luhn(digits string) bool {
	sum := 0
	double := false
	for i := len(digits) - 1; i >= 0; i-- {
		d := int(digits[i] - '0')
		if double {
			if d *= 2; d > 9 {
				d -= 9
			}
		}
		sum += d
		double = !double
	}
	return sum%10 == 0
}

// expired reports whether the card's last valid month is before now's month.
// Two-digit years mean 20xx, as printed on cards.
func expired(month, year int, now time.Time) bool {
	if year < 100 {
		year += 2000
	}
	return year*12+month < now.Year()*12+int(now.Month())
}

func validCVC(cvc string) bool {
	cvc = strings.TrimSpace(cvc)
	return (len(cvc) == 3 || len(cvc) == 4) && allDigits(cvc)
}

func allDigits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}
