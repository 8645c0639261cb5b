package sqlite

import (
	"encoding/json"

	"github.com/palletshop/pallet/domain"
)

// priceBreakEntry is one element of the products.price_breaks JSON array.
type priceBreakEntry struct {
	MinQuantity    int64 `json:"minQuantity"`
	UnitPriceCents int64 `json:"unitPriceCents"`
}

func encodePriceBreaks(breaks []domain.PriceBreak) (string, error) {
	entries := make([]priceBreakEntry, len(breaks))
	for i, b := range breaks {
		entries[i] = priceBreakEntry(b)
	}
	data, err := json.Marshal(entries)
	return string(data), err
}

// decodePriceBreaks reads the JSON array back; no breaks is nil.
func decodePriceBreaks(data string) ([]domain.PriceBreak, error) {
	if breaks, ok := priceBreakArray(data); ok {
		return breaks, nil // nil when none
	}
	var entries []priceBreakEntry
	if err := json.Unmarshal([]byte(data), &entries); err != nil {
		return nil, err
	}
	if len(entries) == 0 {
		return nil, nil
	}
	breaks := make([]domain.PriceBreak, len(entries))
	for i, e := range entries {
		breaks[i] = domain.PriceBreak(e)
	}
	return breaks, nil
}
