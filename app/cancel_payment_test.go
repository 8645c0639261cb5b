package app

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

var errGatewayDown = domain.Errorf(domain.CodeUnavailable, "The payment service is unavailable, please try again")

func (f *orderFixture) cancel(gw ports.PaymentGateway, id string) (domain.Booking, error) {
	return NewCancelBooking(f.store, f.store, gw, ports.NoMetrics{}, testLetters, fixedClock()).Handle(context.Background(), f.buyer, id)
}

func (f *orderFixture) booking(t *testing.T, id string) domain.Booking {
	t.Helper()
	b, err := f.store.GetBooking(context.Background(), id)
	require.NoError(t, err)
	return b
}

// bookingWithIntent places a booking and opens its card payment, as the
// payment page does; the gateway's intent is then the one it holds.
func (f *orderFixture) bookingWithIntent(t *testing.T, gw *fakeGateway, status string) domain.Booking {
	t.Helper()
	b := f.placeBooking(t, 100)
	_, err := NewCreatePaymentIntent(f.store, gw).Handle(context.Background(), f.buyer, b.ID)
	require.NoError(t, err)
	gw.intent = ports.PaymentIntent{ID: "pi_new", AmountCents: b.TotalPriceCents, Currency: "usd", Status: status, OrderID: b.ID}
	b = f.booking(t, b.ID)
	require.Equal(t, "pi_new", b.PaymentIntentID)
	return b
}

func assertConflict(t *testing.T, err error, message string) {
	t.Helper()
	var e *domain.Error
	require.ErrorAs(t, err, &e)
	assert.Equal(t, domain.CodeConflict, e.Code)
	assert.Equal(t, message, e.Message)
}

func TestCancelWithoutAPaymentLeavesTheGatewayAlone(t *testing.T) {
	f := newOrderFixture(t)
	b := f.placeBooking(t, 100)
	gw := &fakeGateway{cancelErr: errGatewayDown}

	got, err := f.cancel(gw, b.ID)
	require.NoError(t, err)
	assert.Equal(t, domain.StatusCancelled, got.Status)
	assert.Empty(t, gw.cancelled)
	assert.Equal(t, int64(1000), f.stock(t))
}

func TestCancelStopsTheCardPaymentFirst(t *testing.T) {
	f := newOrderFixture(t)
	gw := &fakeGateway{}
	b := f.bookingWithIntent(t, gw, ports.IntentRequiresPaymentMethod)

	got, err := f.cancel(gw, b.ID)
	require.NoError(t, err)
	assert.Equal(t, []string{"pi_new"}, gw.cancelled)
	assert.Equal(t, ports.IntentCanceled, gw.intent.Status)
	assert.Equal(t, domain.StatusCancelled, got.Status)
	assert.Equal(t, int64(1000), f.stock(t))
}

func TestCancelAfterThePaymentWentThroughMakesTheBookingPaid(t *testing.T) {
	f := newOrderFixture(t)
	gw := &fakeGateway{}
	b := f.bookingWithIntent(t, gw, ports.IntentSucceeded)

	_, err := f.cancel(gw, b.ID)
	assertConflict(t, err, "This order has already been paid, so it can't be cancelled")

	got := f.booking(t, b.ID)
	assert.Equal(t, domain.StatusPaid, got.Status)
	assert.Equal(t, "pi_new", got.TransactionID)
	assert.Equal(t, domain.StatusChange{Status: domain.StatusPaid, At: fixedNow, By: "payment-gateway"}, got.History[len(got.History)-1])
	assert.Equal(t, int64(900), f.stock(t), "a paid order keeps its stock")
	assert.NotEmpty(t, got.InvoiceNumber, "paid the one way every payment is: invoiced")
	assert.Contains(t, mailTo(t, f.store, f.buyer.Email, "Payment received").Text, "Pallet Trade",
		"and mailed in the shop's name, as a webhook or confirmation would")
}

func TestCancelWhileThePaymentIsProcessingIsRefused(t *testing.T) {
	f := newOrderFixture(t)
	gw := &fakeGateway{}
	b := f.bookingWithIntent(t, gw, ports.IntentProcessing)

	_, err := f.cancel(gw, b.ID)
	assertConflict(t, err, "The payment for this order is being processed")
	assert.Equal(t, domain.StatusUnpaid, f.booking(t, b.ID).Status)
	assert.Equal(t, int64(900), f.stock(t))
}

func TestCancelWhenTheGatewayFailsChangesNothing(t *testing.T) {
	f := newOrderFixture(t)
	gw := &fakeGateway{}
	b := f.bookingWithIntent(t, gw, ports.IntentRequiresPaymentMethod)
	gw.cancelErr = errGatewayDown

	_, err := f.cancel(gw, b.ID)
	assert.Equal(t, domain.CodeUnavailable, domain.ErrorCode(err))
	got := f.booking(t, b.ID)
	assert.Equal(t, domain.StatusUnpaid, got.Status)
	assert.Empty(t, got.TransactionID)
	assert.Len(t, got.History, 1)
	assert.Equal(t, int64(900), f.stock(t))
}

// The test gateway forgets its intents on restart; an intent the gateway
// doesn't know can't charge anyone, so the cancel goes ahead.
func TestCancelWhenTheGatewayNoLongerKnowsTheIntent(t *testing.T) {
	f := newOrderFixture(t)
	gw := &fakeGateway{}
	b := f.bookingWithIntent(t, gw, ports.IntentRequiresPaymentMethod)
	gw.cancelErr = domain.NotFound("Payment")

	got, err := f.cancel(gw, b.ID)
	require.NoError(t, err)
	assert.Equal(t, domain.StatusCancelled, got.Status)
}

func TestCancelAPaidBookingDoesNotCallTheGateway(t *testing.T) {
	f := newOrderFixture(t)
	gw := &fakeGateway{}
	b := f.bookingWithIntent(t, gw, ports.IntentSucceeded)
	_, err := NewConfirmPayment(f.store, f.store, gw, nil, ports.NoMetrics{}, Letters{}, fixedClock()).Handle(context.Background(), f.buyer, b.ID, PaymentConfirmation{PaymentIntentID: "pi_new"})
	require.NoError(t, err)

	_, err = f.cancel(gw, b.ID)
	assertConflict(t, err, "Only unpaid orders can be cancelled")
	assert.Empty(t, gw.cancelled)
}
