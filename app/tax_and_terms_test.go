package app

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// halfCentRate (20.5 %) on 100 pieces at 10.01 (100,100 cents) is 20,520.5 cents of tax.
const halfCentRate domain.TaxRate = 2050

func TestCheckoutTaxesTheOrderRoundingTheHalfCentUp(t *testing.T) {
	f := newCartFixture(t)
	f.tax = Tax{Rate: halfCentRate}
	odd := f.addProduct(t, "Odd cable", 1001, 500)
	f.set(t, odd.ID, 100)

	b, err := f.checkout(dockDetails)
	require.NoError(t, err)
	assert.Equal(t, int64(100_100), b.SubtotalCents)
	assert.Equal(t, int64(20_521), b.TaxCents)
	assert.Equal(t, int64(120_621), b.TotalPriceCents)
	assert.Equal(t, halfCentRate, b.TaxRate)
	stored, err := f.store.GetBooking(context.Background(), b.ID)
	require.NoError(t, err)
	assert.Equal(t, int64(120_621), stored.TotalPriceCents, "the store keeps the taxed total")
}

func TestTheCartShowsTheTaxCheckoutWillCharge(t *testing.T) {
	f := newCartFixture(t)
	f.tax = Tax{Rate: halfCentRate}
	odd := f.addProduct(t, "Odd cable", 1001, 500)
	cart := f.set(t, odd.ID, 100)
	assert.Equal(t, int64(20_521), cart.TaxCents)
	assert.Equal(t, int64(120_621), cart.TotalCents)
	assert.Equal(t, cart.TotalCents, f.cart(t).TotalCents)
}

func TestATaxExemptBuyerPaysNoTax(t *testing.T) {
	f := newCartFixture(t)
	f.tax = Tax{Rate: halfCentRate}
	f.letters = testLetters
	f.buyer.Terms.TaxExempt = true
	f.set(t, f.product.ID, 100)
	assert.Zero(t, f.cart(t).TaxCents)

	b, err := f.checkout(dockDetails)
	require.NoError(t, err)
	assert.Zero(t, b.TaxCents)
	assert.Equal(t, domain.TaxRate(0), b.TaxRate)
	assert.Equal(t, b.SubtotalCents, b.TotalPriceCents)
	stored, err := f.store.GetBooking(context.Background(), b.ID)
	require.NoError(t, err)
	assert.True(t, stored.TaxExempt, "the order records why it has no tax")
	placed := mailTo(t, f.store, f.buyer.Email, "We have your order")
	assert.Contains(t, placed.Text, "Tax (none: tax-exempt buyer): $0.00")
	assert.NotContains(t, placed.Text, "(0%)")
}

func TestATaxedOrdersMailNamesTheRate(t *testing.T) {
	f := newCartFixture(t)
	f.tax = Tax{Rate: halfCentRate}
	f.letters = testLetters
	f.set(t, f.product.ID, 100)
	b, err := f.checkout(dockDetails)
	require.NoError(t, err)
	assert.False(t, b.TaxExempt)
	assert.Contains(t, mailTo(t, f.store, f.buyer.Email, "We have your order").Text, "Tax (20.5%): ")
}

func TestTheOneProductFormIsTaxedToo(t *testing.T) {
	f := newOrderFixture(t)
	b, err := NewPlaceBooking(f.store, f.store, ports.NoMetrics{}, testLimits, Tax{Rate: 2000}, testLetters, fixedClock()).
		Handle(context.Background(), f.buyer, domain.BookingInput{ProductID: f.product.ID, Quantity: 100, Address: "1 Dock Rd", Phone: "555"})
	require.NoError(t, err)
	assert.Equal(t, int64(50_000), b.TaxCents)
	assert.Equal(t, int64(300_000), b.TotalPriceCents)
}

func TestCheckoutOnInvoiceTermsIssuesTheInvoiceAtOnce(t *testing.T) {
	f := newCartFixture(t)
	f.letters = testLetters
	f.buyer.Terms = domain.Terms{InvoiceTerms: true, NetDays: 30}
	f.set(t, f.product.ID, 100)
	d := dockDetails
	d.PaymentMethod = domain.PaymentInvoice

	b, err := f.checkout(d)
	require.NoError(t, err)
	assert.Equal(t, domain.PaymentInvoice, b.PaymentMethod)
	assert.Equal(t, "INV-2026-000001", b.InvoiceNumber)
	assert.Equal(t, fixedNow.AddDate(0, 0, 30), b.DueDate)
	assert.True(t, b.ExpiresAt.IsZero(), "an order on invoice terms holds its stock without expiry")
	placed := mailTo(t, f.store, f.buyer.Email, "We have your order")
	assert.Equal(t, []domain.MailAttachment{{Kind: domain.AttachInvoice, BookingID: b.ID}}, placed.Attachments)
	assert.Contains(t, placed.Text, "by 25 December 2026")
}

func TestBuyNowTakesCheckoutsDetailsAndTerms(t *testing.T) {
	f := newOrderFixture(t)
	place := func(in domain.BookingInput) (domain.Booking, error) {
		return NewPlaceBooking(f.store, f.store, ports.NoMetrics{}, testLimits, Tax{}, testLetters, fixedClock()).Handle(context.Background(), f.buyer, in)
	}
	in := domain.BookingInput{ProductID: f.product.ID, Quantity: 100, Address: "1 Dock Rd", Phone: "555",
		PONumber: " PO-7 ", Note: " Gate 3 ", PaymentMethod: domain.PaymentInvoice}

	_, err := place(in)
	assert.EqualError(t, err, "forbidden: Invoice terms are not enabled for this account")
	assert.Equal(t, int64(1000), f.stock(t), "the refused order took no stock")

	f.buyer.Terms = domain.Terms{InvoiceTerms: true, NetDays: 30}
	b, err := place(in)
	require.NoError(t, err)
	assert.Equal(t, "PO-7", b.PONumber)
	assert.Equal(t, "Gate 3", b.Note)
	assert.Equal(t, domain.PaymentInvoice, b.PaymentMethod)
	assert.Equal(t, "INV-2026-000001", b.InvoiceNumber)
	assert.Equal(t, fixedNow.AddDate(0, 0, 30), b.DueDate)
	assert.True(t, b.ExpiresAt.IsZero(), "an order on invoice terms holds its stock without expiry")

	in.PaymentMethod, in.Note = "cheque", strings.Repeat("n", domain.MaxNoteLen+1)
	_, err = place(in)
	assert.Equal(t, map[string]string{"paymentMethod": "Choose card or invoice", "note": domain.TooLongMessage(domain.MaxNoteLen)}, fieldsOf(t, err))
}

func TestSetUserTerms(t *testing.T) {
	f := newOrderFixture(t)
	h := NewSetUserTerms(f.store, fixedClock())
	u, err := h.Handle(context.Background(), refundAdmin, f.buyer.ID, domain.Terms{InvoiceTerms: true, NetDays: 45, TaxExempt: true})
	require.NoError(t, err)
	assert.Equal(t, domain.Terms{InvoiceTerms: true, NetDays: 45, TaxExempt: true}, u.Terms)

	_, err = h.Handle(context.Background(), refundAdmin, f.buyer.ID, domain.Terms{InvoiceTerms: true, NetDays: 120})
	assert.Equal(t, map[string]string{"netDays": "Payment terms are 7 to 90 days"}, fieldsOf(t, err))

	u, err = h.Handle(context.Background(), refundAdmin, f.buyer.ID, domain.Terms{NetDays: 30})
	require.NoError(t, err)
	assert.Equal(t, domain.Terms{}, u.Terms, "net days mean nothing without invoice terms")
	_, err = h.Handle(context.Background(), refundAdmin, domain.NewID(), domain.Terms{})
	assert.Equal(t, domain.CodeNotFound, domain.ErrorCode(err))
}

func TestAnAcceptedQuoteIsTaxedAtTheOfferedPrices(t *testing.T) {
	f := newQuoteFixture(t)
	f.tax = Tax{Rate: halfCentRate}
	q := f.offer(t, f.request(t, f.buyer).ID)
	b, err := f.accept(f.buyer, q.ID)
	require.NoError(t, err)
	assert.Equal(t, int64(600*2000+200*3500), b.SubtotalCents)
	assert.Equal(t, halfCentRate.Of(b.SubtotalCents), b.TaxCents)
	assert.Equal(t, int64(1_900_000+389_500), b.TotalPriceCents)
}
