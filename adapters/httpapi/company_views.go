package httpapi

import (
	"time"

	"github.com/palletshop/pallet/domain"
)

// companyView converts from and to domain.Company: same fields, same order.
type companyView struct {
	Name           string `json:"companyName"`
	VATID          string `json:"vatId"`
	BillingAddress string `json:"billingAddress"`
}

// termsView converts from and to domain.Terms.
type termsView struct {
	InvoiceTerms bool `json:"invoiceTerms"`
	NetDays      int  `json:"netDays"`
	TaxExempt    bool `json:"taxExempt"`
}

type addressView struct {
	ID        string    `json:"id"`
	Label     string    `json:"label"`
	Address   string    `json:"address"`
	Phone     string    `json:"phone"`
	CreatedAt time.Time `json:"createdAt"`
}

func viewAddress(a domain.SavedAddress) addressView {
	return addressView{ID: a.ID, Label: a.Label, Address: a.Address, Phone: a.Phone, CreatedAt: a.CreatedAt}
}

// viewAddresses lists a buyer's addresses in the list shape, on one page.
func viewAddresses(list []domain.SavedAddress) listView[addressView] {
	items := make([]addressView, len(list))
	for i, a := range list {
		items[i] = viewAddress(a)
	}
	return listView[addressView]{Items: items, Total: len(items), Page: 1, Limit: domain.MaxSavedAddresses}
}
