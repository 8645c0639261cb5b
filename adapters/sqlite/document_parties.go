package sqlite

import (
	"encoding/json"

	"github.com/palletshop/pallet/domain"
)

// partiesEntry is the bookings.parties JSON object.
type partiesEntry struct {
	Seller sellerEntry `json:"seller"`
	Buyer  buyerEntry  `json:"buyer"`
}

type sellerEntry struct {
	Name    string `json:"name"`
	Address string `json:"address"`
	VATID   string `json:"vatId"`
	Email   string `json:"email"`
	Bank    string `json:"bank"`
}

type buyerEntry struct {
	Name    string `json:"name"`
	VATID   string `json:"vatId"`
	Address string `json:"address"`
	Email   string `json:"email"`
}

// encodeParties keeps "none recorded" as the empty string.
func encodeParties(p domain.DocumentParties) (string, error) {
	if p.IsZero() {
		return "", nil
	}
	data, err := json.Marshal(partiesEntry{Seller: sellerEntry(p.Seller), Buyer: buyerEntry(p.Buyer)})
	return string(data), err
}

func decodeParties(data string) (domain.DocumentParties, error) {
	if data == "" {
		return domain.DocumentParties{}, nil
	}
	var e partiesEntry
	if err := json.Unmarshal([]byte(data), &e); err != nil {
		return domain.DocumentParties{}, err
	}
	return domain.DocumentParties{Seller: domain.ShopDetails(e.Seller), Buyer: domain.BillTo(e.Buyer)}, nil
}
