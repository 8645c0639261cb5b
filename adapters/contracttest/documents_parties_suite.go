package contracttest

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
)

// issuedParties are who the suite's invoices print: every field set, with
// the line breaks and non-ASCII letters real addresses have.
var issuedParties = domain.DocumentParties{
	Seller: domain.ShopDetails{Name: "Pallet Trading Ltd", Address: "Unit 4, Dock Road\nLondon E16 1AA",
		VATID: "GB123456789", Email: "accounts@pallet.test", Bank: "IBAN GB33 BUKB 2020 1555 5555 55"},
	Buyer: domain.BillTo{Name: "Acme Systems GmbH", VATID: "DE811907980", Address: "Hauptstraße 5\n10115 Berlin",
		Email: "buyer@acme.example"},
}

// renamed are the parties as they might read after the invoice was issued.
var renamed = domain.DocumentParties{Seller: domain.ShopDetails{Name: "New Owner Ltd"},
	Buyer: domain.BillTo{Name: "Acme Holdings", VATID: "DE000000000", Address: "Elsewhere 1", Email: "new@acme.example"}}

func (s suite) testPartiesSavedWithTheNumber(t *testing.T) {
	sh := s.newShop(t, 1000)
	b := sh.place(t, 100, at(1))
	assert.True(t, sh.get(t, b.ID).Parties.IsZero(), "none before the invoice")
	paid := sh.update(t, b.ID, payAndInvoice(at(2)))
	assert.Equal(t, issuedParties, paid.Parties)
	got := sh.get(t, b.ID)
	assert.Equal(t, "INV-2024-000001", got.InvoiceNumber)
	assert.Equal(t, issuedParties, got.Parties, "saved with the number, every field")
}

func (s suite) testIssuedPartiesKept(t *testing.T) {
	sh := s.newShop(t, 1000)
	b := sh.place(t, 100, at(1))
	sh.update(t, b.ID, payAndInvoice(at(2)))
	shipped := sh.update(t, b.ID, func(v *domain.Booking) error {
		v.Parties = renamed
		return v.Ship("TRK-1", "admin", at(3))
	})
	assert.Equal(t, issuedParties, shipped.Parties, "an update can't rewrite an issued invoice")
	assert.Equal(t, domain.StatusShipped, shipped.Status, "the rest of the update is saved")
	assert.Equal(t, issuedParties, sh.get(t, b.ID).Parties)

	other := sh.place(t, 100, at(4))
	sh.update(t, other.ID, payAndInvoice(at(5)))
	credited := sh.update(t, other.ID, func(v *domain.Booking) error {
		require.NoError(t, refundAndCredit(at(6))(v))
		v.Parties = renamed
		return nil
	})
	assert.Equal(t, "CN-2024-000001", credited.CreditNoteNumber)
	assert.Equal(t, issuedParties, sh.get(t, other.ID).Parties, "the credit note prints the invoice's parties")
}

func (s suite) testNoNumberWithoutParties(t *testing.T) {
	sh := s.newShop(t, 1000)
	b := sh.place(t, 100, at(1))
	_, err := sh.store.UpdateBooking(ctx(t), b.ID, func(v *domain.Booking) error {
		v.Invoice(at(2), domain.DocumentParties{})
		return nil
	})
	require.ErrorIs(t, err, domain.ErrInvoiceWithoutParties)
	assert.Empty(t, sh.get(t, b.ID).InvoiceNumber)

	terms := newBooking(sh.product, sh.buyer, 100, at(3))
	terms.OnInvoiceTerms(30, at(3), domain.DocumentParties{})
	require.ErrorIs(t, sh.store.PlaceBooking(ctx(t), terms, domain.OrderRules{}), domain.ErrInvoiceWithoutParties)
	assert.Equal(t, int64(900), sh.stock(t), "the refused booking took no stock")
	assert.Equal(t, "INV-2024-000001", sh.update(t, b.ID, payAndInvoice(at(4))).InvoiceNumber, "no number was used up")
}

// An invoice numbered before parties were recorded has none; the app
// records them at its next rendering, and they then stay.
func (s suite) testLegacyInvoiceGetsPartiesOnce(t *testing.T) {
	sh := s.newShop(t, 1000)
	legacy := newBooking(sh.product, sh.buyer, 100, at(1))
	legacy.InvoicedAt, legacy.InvoiceNumber = at(1), "INV-2023-000007"
	require.NoError(t, sh.store.PlaceBooking(ctx(t), legacy, domain.OrderRules{}))
	assert.True(t, sh.get(t, legacy.ID).Parties.IsZero())

	sh.update(t, legacy.ID, func(v *domain.Booking) error { v.Parties = issuedParties; return nil })
	sh.update(t, legacy.ID, func(v *domain.Booking) error { v.Parties = renamed; return nil })
	assert.Equal(t, issuedParties, sh.get(t, legacy.ID).Parties, "the first record stands")
}
