package domain

import (
	"strings"
	"time"
)

// Company is who a business buyer buys for, printed on their invoices.
type Company struct {
	Name           string
	VATID          string
	BillingAddress string
}

// Limits of company fields.
const (
	MaxVATIDLen   = 32
	MaxAddressLen = MaxShortTextLen * 2
	MaxLabelLen   = 60
	// MaxSavedAddresses keeps the checkout picker short.
	MaxSavedAddresses = 20
)

// Normalized trims c and checks its fields; every field may be empty.
func (c Company) Normalized() (Company, error) {
	errs := FieldErrors{}
	CheckOptionalText(errs, "companyName", c.Name, MaxShortTextLen)
	CheckOptionalText(errs, "vatId", c.VATID, MaxVATIDLen)
	CheckOptionalText(errs, "billingAddress", c.BillingAddress, MaxAddressLen)
	if err := errs.Err("companyName", "vatId", "billingAddress"); err != nil {
		return Company{}, err
	}
	return Company{Name: strings.TrimSpace(c.Name), VATID: strings.TrimSpace(c.VATID),
		BillingAddress: strings.TrimSpace(c.BillingAddress)}, nil
}

// SavedAddress is a shipping address a buyer keeps for checkout.
type SavedAddress struct {
	ID        string
	UserID    string
	Label     string
	Address   string
	Phone     string
	CreatedAt time.Time
}

// NewSavedAddress validates a shipping address to keep.
func NewSavedAddress(userID, label, address, phone string, now time.Time) (SavedAddress, error) {
	errs := FieldErrors{}
	CheckOptionalText(errs, "label", label, MaxLabelLen)
	CheckText(errs, "address", address, "Address is Required", MaxAddressLen)
	CheckText(errs, "phone", phone, "Phone is Required", MaxPhoneLen)
	if err := errs.Err("label", "address", "phone"); err != nil {
		return SavedAddress{}, err
	}
	return SavedAddress{ID: NewID(), UserID: userID, Label: strings.TrimSpace(label),
		Address: strings.TrimSpace(address), Phone: strings.TrimSpace(phone), CreatedAt: now}, nil
}

// Terms are what an admin grants a buyer: paying by invoice within NetDays,
// and exemption from tax.
type Terms struct {
	InvoiceTerms bool
	NetDays      int
	TaxExempt    bool
}

// Invoice terms give a buyer MinNetDays to MaxNetDays to pay.
const (
	MinNetDays = 7
	MaxNetDays = 90
)

// Validate checks the net days of invoice terms.
func (t Terms) Validate() error {
	if t.InvoiceTerms && (t.NetDays < MinNetDays || t.NetDays > MaxNetDays) {
		return InvalidField("netDays", "Payment terms are 7 to 90 days")
	}
	return nil
}
