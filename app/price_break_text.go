package app

import (
	"strconv"
	"strings"

	"github.com/palletshop/pallet/domain"
)

// Price breaks as text, for CSV files and the audit log:
// "500:13900;1000:12900" is 13900 cents each from 500 pieces and 12900 from
// 1000. The empty text is no breaks.

const priceBreaksFormat = "must be quantity:cents pairs separated by semicolons, like 500:13900;1000:12900"

func formatPriceBreaks(breaks []domain.PriceBreak) string {
	parts := make([]string, len(breaks))
	for i, b := range breaks {
		parts[i] = strconv.FormatInt(b.MinQuantity, 10) + ":" + strconv.FormatInt(b.UnitPriceCents, 10)
	}
	return strings.Join(parts, ";")
}

// parsePriceBreaks reads formatPriceBreaks' text; ok is false when it is not
// in that shape (the domain judges the numbers).
func parsePriceBreaks(text string) (breaks []domain.PriceBreak, ok bool) {
	text = strings.TrimSpace(text)
	if text == "" {
		return []domain.PriceBreak{}, true
	}
	for _, pair := range strings.Split(text, ";") {
		qty, price, found := strings.Cut(strings.TrimSpace(pair), ":")
		q, qErr := strconv.ParseInt(strings.TrimSpace(qty), 10, 64)
		p, pErr := strconv.ParseInt(strings.TrimSpace(price), 10, 64)
		if !found || qErr != nil || pErr != nil {
			return nil, false
		}
		breaks = append(breaks, domain.PriceBreak{MinQuantity: q, UnitPriceCents: p})
	}
	return breaks, true
}
