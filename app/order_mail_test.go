package app

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

func (f *orderFixture) placeWithLetters(t *testing.T) domain.Booking {
	t.Helper()
	b, err := NewPlaceBooking(f.store, f.store, ports.NoMetrics{}, testLimits, Tax{}, testLetters, fixedClock()).
		Handle(context.Background(), f.buyer, domain.BookingInput{ProductID: f.product.ID, Quantity: 100, Address: "1 Dock Rd", Phone: "555"})
	require.NoError(t, err)
	return b
}

func TestPlacingAnOrderMailsTheBuyer(t *testing.T) {
	f := newOrderFixture(t)
	b := f.placeWithLetters(t)
	m := mailTo(t, f.store, f.buyer.Email, "We have your order")
	assert.Contains(t, m.Text, "100 × Test SSD")
	assert.Contains(t, m.Text, "Total: $2,500.00")
	assert.Contains(t, m.Text, "Pallet Trade")
	assert.Equal(t, "We have your order "+b.Reference(), m.Subject, "the subject quotes the short order reference")
	assert.Contains(t, m.HTML, "<p>Thank you for your order "+b.Reference())
	assert.Empty(t, m.Attachments, "a card order has no invoice yet")
}

func TestACardPaymentIssuesTheInvoiceAndMailsItOnce(t *testing.T) {
	f := newOrderFixture(t)
	b := f.placeWithLetters(t)
	h := NewHandlePaymentEvent(f.store, f.store, &fakeGateway{}, ports.NoMetrics{}, testLetters, fixedClock(), quietLog())
	ev := ports.PaymentEvent{ID: "evt_1", Type: "payment_intent.succeeded", Intent: succeededIntent(b)}
	require.NoError(t, h.Handle(context.Background(), ev))
	require.NoError(t, h.Handle(context.Background(), ev))

	paid, err := f.store.GetBooking(context.Background(), b.ID)
	require.NoError(t, err)
	assert.Equal(t, "INV-2026-000001", paid.InvoiceNumber)
	assert.Equal(t, fixedNow, paid.InvoicedAt)
	m := mailTo(t, f.store, f.buyer.Email, "Payment received") // once, despite the replay
	assert.Equal(t, []domain.MailAttachment{{Kind: domain.AttachInvoice, BookingID: b.ID}}, m.Attachments)
}

func TestShippingMailsTheTrackingNumber(t *testing.T) {
	f := newOrderFixture(t)
	b := f.paidBooking(t)
	_, err := NewShipBooking(f.store, testLetters, fixedClock()).Handle(context.Background(), refundAdmin, b.ID, "1Z999")
	require.NoError(t, err)
	assert.Contains(t, mailTo(t, f.store, f.buyer.Email, "Order "+b.Reference()+" has shipped").Text, "The tracking number is 1Z999.")
}

func TestARefundCreditsTheInvoiceAndMailsTheCreditNote(t *testing.T) {
	f := newOrderFixture(t)
	b := f.paidBooking(t)
	_, err := f.store.UpdateBooking(context.Background(), b.ID, f.invoice(t))
	require.NoError(t, err)

	refunded, err := NewRefundBooking(f.store, &refundGateway{onRefund: func() error { return nil }}, testLetters, fixedClock(), quietLog()).
		Handle(context.Background(), refundAdmin, b.ID)
	require.NoError(t, err)
	require.Len(t, refunded.Refunds, 1)
	assert.Equal(t, "CN-2026-000001", refunded.Refunds[0].CreditNoteNumber)
	m := mailTo(t, f.store, f.buyer.Email, "Order "+b.Reference()+" has been refunded")
	assert.Equal(t, []domain.MailAttachment{{Kind: domain.AttachCreditNote, BookingID: b.ID, RefundID: refunded.Refunds[0].ID}}, m.Attachments)
}

func TestMarkPaidByTransfer(t *testing.T) {
	f := newCartFixture(t)
	b := f.invoicedOrder(t)
	h := NewMarkPaidByTransfer(f.store, testLetters, fixedClock())

	_, err := h.Handle(context.Background(), refundAdmin, b.ID, " ")
	assert.Equal(t, map[string]string{"reference": "The transfer's reference is Required"}, fieldsOf(t, err))
	paid, err := h.Handle(context.Background(), refundAdmin, b.ID, "  BANK-REF-7 ")
	require.NoError(t, err)
	assert.Equal(t, domain.StatusPaid, paid.Status)
	assert.Equal(t, "BANK-REF-7", paid.PaidReference)
	assert.Equal(t, b.InvoiceNumber, paid.InvoiceNumber, "the invoice issued at checkout stands")
	assert.NotEmpty(t, mailTo(t, f.store, f.buyer.Email, "Payment received").Attachments)

	card := f.placeBooking(t, 100)
	_, err = h.Handle(context.Background(), refundAdmin, card.ID, "BANK-REF-8")
	assert.EqualError(t, err, "conflict: Only orders on invoice terms are paid by transfer")
}

func TestALatePaymentGivenBackIsMailedWithoutACreditNote(t *testing.T) {
	f := newOrderFixture(t)
	b := f.closedBooking(t, domain.StatusExpired)
	h := NewHandlePaymentEvent(f.store, f.store, &fakeGateway{}, ports.NoMetrics{}, testLetters, fixedClock(), quietLog())
	require.NoError(t, h.Handle(context.Background(), succeededEvent(b)))

	got := f.booking(t, b.ID)
	assert.Empty(t, got.CreditNoteNumber, "nothing was invoiced, so nothing is credited")
	m := mailTo(t, f.store, f.buyer.Email, "Order "+b.Reference()+" has been refunded")
	assert.Empty(t, m.Attachments)
}

func TestAnOrderPaidByTransferIsRefundedWithACreditNoteAndNoGateway(t *testing.T) {
	f := newCartFixture(t)
	b := f.invoicedOrder(t)
	_, err := NewMarkPaidByTransfer(f.store, testLetters, fixedClock()).Handle(context.Background(), refundAdmin, b.ID, "BANK-REF-9")
	require.NoError(t, err)
	gw := &fakeGateway{refundErr: errGatewayDown}

	refunded, err := NewRefundBooking(f.store, gw, testLetters, fixedClock(), quietLog()).Handle(context.Background(), refundAdmin, b.ID)

	require.NoError(t, err, "the gateway never held this money, so it is not asked")
	assert.Equal(t, domain.StatusRefunded, refunded.Status)
	require.Len(t, refunded.Refunds, 1)
	assert.NotEmpty(t, refunded.Refunds[0].CreditNoteNumber)
	assert.Empty(t, gw.refunded)
}

func TestAnInvoicePaidByCardIsRefundedThroughTheGateway(t *testing.T) {
	f := newCartFixture(t)
	b := f.invoicedOrder(t)
	_, err := f.store.UpdateBooking(context.Background(), b.ID, func(b *domain.Booking) error {
		_, err := b.MarkPaid("pi_card", "buyer", fixedNow)
		return err
	})
	require.NoError(t, err)
	gw := &fakeGateway{}

	refunded, err := NewRefundBooking(f.store, gw, testLetters, fixedClock(), quietLog()).Handle(context.Background(), refundAdmin, b.ID)

	require.NoError(t, err)
	assert.Equal(t, domain.StatusRefunded, refunded.Status)
	assert.Equal(t, []string{"pi_card"}, gw.refunded, "the card paid, so the card gets the money back")
}
