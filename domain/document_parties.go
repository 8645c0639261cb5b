package domain

import (
	"errors"
	"strings"
)

// ShopDetails are the seller's legal details printed on documents.
type ShopDetails struct {
	Name    string
	Address string
	VATID   string
	Email   string
	Bank    string // where a bank transfer goes (account name, IBAN, BIC…), printed on unpaid invoices
}

// BillTo is who an invoice is addressed to: the buyer's company when they
// gave one, else the person.
type BillTo struct {
	Name    string
	VATID   string
	Address string
	Email   string
}

// DocumentParties are the seller and the buyer a booking's invoice and
// credit note print, as they were when the invoice was issued. An issued
// invoice is a legal record: editing the company profile or the shop's
// settings afterwards changes neither document.
type DocumentParties struct {
	Seller ShopDetails
	Buyer  BillTo
}

// IsZero reports whether no parties were recorded (an invoice issued
// before they were).
func (p DocumentParties) IsZero() bool { return p == DocumentParties{} }

// PartiesOf are b's parties as they are now: the seller's details and the
// buyer's company account for a member, else their company profile,
// falling back to what the order itself named.
func PartiesOf(seller ShopDetails, buyer User, b Booking) DocumentParties {
	if buyer.Membership != nil {
		return DocumentParties{Seller: seller, Buyer: buyer.Membership.Company.BillTo(firstNonBlank(buyer.Email, b.UserEmail))}
	}
	c := buyer.Company
	return DocumentParties{Seller: seller, Buyer: BillTo{
		Name:    firstNonBlank(c.Name, buyer.Name, b.ClientName),
		VATID:   c.VATID,
		Address: firstNonBlank(c.BillingAddress, b.Address),
		Email:   firstNonBlank(buyer.Email, b.UserEmail),
	}}
}

// ErrInvoiceWithoutParties is a store refusing to number an invoice that
// does not carry the parties it prints.
var ErrInvoiceWithoutParties = errors.New("domain: an invoice is issued with the parties it prints")

// CheckDocumentsToNumber is what a store asks before it numbers b's newly
// asked-for documents: a new invoice must carry its parties.
func (b Booking) CheckDocumentsToNumber() error {
	if b.NeedsInvoiceNumber() && b.Parties.IsZero() {
		return ErrInvoiceWithoutParties
	}
	return nil
}

// KeepIssuedParties puts back the parties saved with an issued invoice,
// should an update have changed them. Every store calls it on save.
func (b *Booking) KeepIssuedParties(saved Booking) {
	if saved.InvoiceNumber != "" && !saved.Parties.IsZero() {
		b.Parties = saved.Parties
	}
}

func firstNonBlank(values ...string) string {
	for _, v := range values {
		if strings.TrimSpace(v) != "" {
			return v
		}
	}
	return ""
}
