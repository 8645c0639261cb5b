package app

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/adapters/pdfdocs"
	"github.com/palletshop/pallet/adapters/pdfdocs/pdftext"
	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// An issued invoice or credit note is a legal record: whatever the buyer
// does to their company profile, or the shop to its settings, afterwards,
// downloading it again gives the same document.

var (
	sellerAtIssue = ports.ShopDetails{Name: "Pallet Trading Ltd", Address: "Unit 4, Dock Road\nLondon E16 1AA",
		VATID: "GB123456789", Email: "accounts@pallet.test", Bank: "IBAN GB33 BUKB 2020 1555 5555 55"}
	sellerLater    = ports.ShopDetails{Name: "Renamed Shop Inc", Address: "9 New Street", VATID: "GB999", Email: "x@new.test", Bank: "IBAN NEW"}
	companyAtIssue = domain.Company{Name: "Acme Systems GmbH", VATID: "DE811907980", BillingAddress: "Hauptstraße 5\n10115 Berlin"}
	companyLater   = domain.Company{Name: "Evil Renamed Ltd", VATID: "XX000", BillingAddress: "Somewhere else 1"}
)

func (f *orderFixture) setCompany(t *testing.T, c domain.Company) {
	t.Helper()
	_, err := NewUpdateCompany(f.store, fixedClock()).Handle(context.Background(), f.buyer, c)
	require.NoError(t, err)
	f.buyer.Company = c
}

// download renders a booking's document as the shop configured with seller does.
func (f *orderFixture) download(t *testing.T, seller ports.ShopDetails, id, kind string) []byte {
	t.Helper()
	doc, err := NewBookingDocuments(f.store, f.store, pdfdocs.Renderer{}, seller).Download(context.Background(), f.buyer, id, kind)
	require.NoError(t, err)
	return doc.Data
}

// assertUnchangedAfterEdits downloads a document, edits the company profile
// and the shop's settings, and downloads it again.
func (f *orderFixture) assertUnchangedAfterEdits(t *testing.T, id, kind string) {
	t.Helper()
	before := f.download(t, sellerAtIssue, id, kind)
	f.setCompany(t, companyLater)
	after := f.download(t, sellerLater, id, kind)

	text := pdftext.Of(t, after)
	assert.Equal(t, pdftext.Of(t, before), text, "the same words after the edits")
	assert.Equal(t, before, after, "the very same file")
	for _, printed := range []string{"Acme Systems GmbH", "DE811907980", "Hauptstraße 5", "Pallet Trading Ltd", "GB123456789"} {
		assert.Contains(t, text, printed)
	}
	for _, edited := range []string{"Evil Renamed", "XX000", "Somewhere else", "Renamed Shop", "GB999"} {
		assert.NotContains(t, text, edited)
	}
}

func TestAnIssuedInvoiceNeverChanges(t *testing.T) {
	f := newCartFixture(t)
	f.letters = Letters{Shop: sellerAtIssue}
	f.setCompany(t, companyAtIssue)
	b := f.invoicedOrder(t)
	f.assertUnchangedAfterEdits(t, b.ID, domain.AttachInvoice)
}

func TestAnIssuedCreditNoteNeverChanges(t *testing.T) {
	f := newOrderFixture(t)
	f.setCompany(t, companyAtIssue)
	b := f.placeBooking(t, 100)
	letters := Letters{Shop: sellerAtIssue}
	pay := NewHandlePaymentEvent(f.store, f.store, &fakeGateway{}, ports.NoMetrics{}, letters, fixedClock(), quietLog())
	require.NoError(t, pay.Handle(context.Background(), succeededEvent(b)))
	_, err := NewRefundBooking(f.store, &fakeGateway{}, letters, fixedClock(), quietLog()).Handle(context.Background(), refundAdmin, b.ID)
	require.NoError(t, err)

	f.assertUnchangedAfterEdits(t, b.ID, domain.AttachCreditNote)
	f.assertUnchangedAfterEdits(t, b.ID, domain.AttachInvoice)
}

// An invoice issued before parties were recorded takes them at its first
// rendering after the upgrade, and keeps them.
func TestAnInvoiceFromBeforeTheUpgradeIsFixedAtItsFirstRendering(t *testing.T) {
	f := newOrderFixture(t)
	f.setCompany(t, companyAtIssue)
	legacy, err := domain.NewBooking(domain.BookingInput{ProductID: f.product.ID, Quantity: 100, Address: "1 Dock Rd", Phone: "555"},
		f.product, f.buyer, fixedNow)
	require.NoError(t, err)
	legacy.Status, legacy.InvoicedAt, legacy.InvoiceNumber = domain.StatusPaid, fixedNow, "INV-2025-000042"
	require.NoError(t, f.store.PlaceBooking(context.Background(), legacy, domain.OrderRules{}))

	f.assertUnchangedAfterEdits(t, legacy.ID, domain.AttachInvoice)
	saved, err := f.store.GetBooking(context.Background(), legacy.ID)
	require.NoError(t, err)
	assert.Equal(t, "Acme Systems GmbH", saved.Parties.Buyer.Name, "recorded once, at the first rendering")
	assert.Equal(t, "Pallet Trading Ltd", saved.Parties.Seller.Name)
}
