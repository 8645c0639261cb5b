package domain

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// taxedPaidBooking is a paid, invoiced 100-piece order taxed at 20 %.
func taxedPaidBooking(t *testing.T) Booking {
	t.Helper()
	b, err := NewBooking(BookingInput{Quantity: 100, Address: "a", Phone: "1"}, testProduct(), buyer, now)
	require.NoError(t, err)
	b.ApplyTax(2000, false)
	_, err = b.MarkPaid("pi_1", "buyer", now)
	require.NoError(t, err)
	b.Invoice(now, DocumentParties{})
	b.InvoiceNumber = "INV-2026-000001"
	return b
}

func refundLines(b Booking, n int64) RefundInput {
	return RefundInput{Lines: []RefundLine{{ProductID: b.Lines[0].ProductID, Quantity: n}}, Reason: "Damaged"}
}

func TestARefundOfLinesIsPricedAsPaidWithTheOrdersTax(t *testing.T) {
	b := taxedPaidBooking(t)
	unit := b.Lines[0].UnitPriceCents
	r, err := b.StartRefund(refundLines(b, 3), "admin", now)
	require.NoError(t, err)
	assert.Equal(t, RefundPending, r.Status)
	assert.Equal(t, 3*unit, r.Lines[0].AmountCents)
	assert.Equal(t, TaxRate(2000).Of(3*unit), r.TaxCents)
	assert.Equal(t, 3*unit+r.TaxCents, r.AmountCents)
	assert.Equal(t, b.TotalPriceCents-r.AmountCents, b.RefundableCents(), "a pending refund is spoken for")
	assert.Zero(t, b.RefundedCents())
	assert.Equal(t, StatusPaid, b.Status, "nothing moves until the money is back")

	done, err := b.CompleteRefund(r.ID, "admin", now.Add(time.Minute))
	require.NoError(t, err)
	assert.Equal(t, RefundDone, done.Status)
	assert.False(t, done.CreditedAt.IsZero(), "each refund asks for its credit note")
	assert.Equal(t, StatusPartiallyRefunded, b.Status)
	assert.True(t, b.Paid(), "the shop still holds the rest")
	assert.Len(t, b.DocumentsToNumber(), 1, "the store numbers the refund's credit note")
}

func TestRefundsNeverPassWhatWasPaid(t *testing.T) {
	b := taxedPaidBooking(t)
	_, err := b.StartRefund(RefundInput{AmountCents: b.TotalPriceCents + 1, Reason: "Goodwill"}, "admin", now)
	assert.Equal(t, "This refund is more than is left to refund", conflictMessage(t, err))
	_, err = b.StartRefund(refundLines(b, 101), "admin", now)
	assert.Equal(t, "Only 100 pieces of this line are left to refund", err.(*Error).Fields[LineField(b.Lines[0].ProductID)])

	first, err := b.StartRefund(refundLines(b, 60), "admin", now)
	require.NoError(t, err)
	_, err = b.StartRefund(refundLines(b, 41), "admin", now)
	assert.Equal(t, "Only 40 pieces of this line are left to refund", err.(*Error).Fields[LineField(b.Lines[0].ProductID)])
	rest, err := b.StartRefund(refundLines(b, 40), "admin", now)
	require.NoError(t, err)
	assert.Equal(t, b.TotalPriceCents, first.AmountCents+rest.AmountCents, "the last pieces take what is left, to the cent")
	assert.Equal(t, b.TaxCents, first.TaxCents+rest.TaxCents)
	_, err = b.StartRefund(RefundInput{AmountCents: 1, Reason: "Goodwill"}, "admin", now)
	assert.Equal(t, "This order's refund is already under way", conflictMessage(t, err))

	_, err = b.CompleteRefund(first.ID, "admin", now)
	require.NoError(t, err)
	assert.Equal(t, StatusPartiallyRefunded, b.Status, "one still pending")
	_, err = b.CompleteRefund(rest.ID, "admin", now)
	require.NoError(t, err)
	assert.Equal(t, StatusRefunded, b.Status)
	_, err = b.StartRefund(RefundInput{AmountCents: 1, Reason: "Goodwill"}, "admin", now)
	assert.Equal(t, "This order has been refunded in full", conflictMessage(t, err))
}

func TestARefundAsksForLinesOrAnAmount(t *testing.T) {
	b := taxedPaidBooking(t)
	_, err := b.StartRefund(RefundInput{}, "admin", now)
	assert.Equal(t, "Refund either lines or an amount", err.(*Error).Fields["lines"])
	both := refundLines(b, 1)
	both.AmountCents = 100
	_, err = b.StartRefund(both, "admin", now)
	assert.Equal(t, "Refund either lines or an amount", err.(*Error).Fields["lines"])
	_, err = b.StartRefund(RefundInput{Lines: []RefundLine{{ProductID: "nope", Quantity: 1}}}, "admin", now)
	assert.Equal(t, "This order has no such product", err.(*Error).Fields[LineField("nope")])
}

func TestARefundNeedsAReasonButTheRestHasOneOfItsOwn(t *testing.T) {
	b := taxedPaidBooking(t)
	for _, reason := range []string{"", "  "} {
		_, err := b.StartRefund(RefundInput{AmountCents: 100, Reason: reason}, "admin", now)
		require.Error(t, err)
		assert.Equal(t, "Reason is Required", err.(*Error).Message)
		assert.Equal(t, map[string]string{"reason": "Reason is Required"}, err.(*Error).Fields)
	}
	r, err := b.StartRefund(b.RestToRefund(""), "admin", now)
	require.NoError(t, err)
	assert.Equal(t, RestRefundReason, r.Reason)
}

func TestOnlyPaidOrInvoicedOrdersAreRefundable(t *testing.T) {
	unpaid := bookingIn(t, StatusUnpaid)
	_, err := unpaid.StartRefund(RefundInput{AmountCents: 1, Reason: "Goodwill"}, "admin", now)
	assert.Equal(t, "Only paid or invoiced orders can be refunded", conflictMessage(t, err))

	onTerms := bookingIn(t, StatusUnpaid)
	onTerms.OnInvoiceTerms(30, now, DocumentParties{})
	r, err := onTerms.StartRefund(RefundInput{AmountCents: 100, Reason: "Goodwill"}, "admin", now)
	require.NoError(t, err, "an unpaid invoice is credited")
	_, err = onTerms.CompleteRefund(r.ID, "admin", now)
	require.NoError(t, err)
	assert.False(t, onTerms.ReturnsMoneyByCard())
}

func TestARefundForAReturnIsMadeOnce(t *testing.T) {
	b := taxedPaidBooking(t)
	in := refundLines(b, 2)
	in.ReturnID = "ret-1"
	first, err := b.StartRefund(in, "admin", now)
	require.NoError(t, err)
	_, err = b.StartRefund(in, "admin", now)
	assert.Equal(t, ErrRefundUnderWay, err, "another caller is at the gateway with it")
	require.NoError(t, b.UnsettleRefund(first.ID))
	again, err := b.StartRefund(in, "admin", now)
	require.NoError(t, err, "an unsettled refund is retried")
	assert.Equal(t, first, again)
	_, err = b.CompleteRefund(first.ID, "admin", now)
	require.NoError(t, err)
	done, err := b.StartRefund(in, "admin", now)
	require.NoError(t, err)
	assert.Equal(t, first.ID, done.ID, "a done one is given back")
	assert.Equal(t, RefundDone, done.Status)
	assert.Len(t, b.Refunds, 1)
}

func TestAnUnsettledRefundIsRetriedOnlyWhenAskedForAgainAsItWas(t *testing.T) {
	b := taxedPaidBooking(t)
	r, err := b.StartRefund(RefundInput{AmountCents: 100, Reason: "Scratched"}, "admin", now)
	require.NoError(t, err)
	require.NoError(t, b.UnsettleRefund(r.ID))
	assert.Equal(t, b.TotalPriceCents-100, b.RefundableCents(), "it stays spoken for")

	other, err := b.StartRefund(RefundInput{AmountCents: 100, Reason: "Late"}, "admin", now)
	require.NoError(t, err)
	assert.NotEqual(t, r.ID, other.ID, "another reason is another refund")
	again, err := b.StartRefund(RefundInput{AmountCents: 100, Reason: " Scratched "}, "admin", now)
	require.NoError(t, err)
	assert.Equal(t, r.ID, again.ID)
	assert.Equal(t, RefundPending, again.Status)
	require.NoError(t, b.UnsettleRefund(r.ID))
	assert.Equal(t, RefundInput{AmountCents: 100, Reason: "Scratched"}, b.RestToRefund("Rest"), "the rest retries it first")
}

func TestDropRefundForgetsAPendingRefund(t *testing.T) {
	b := taxedPaidBooking(t)
	r, err := b.StartRefund(RefundInput{AmountCents: 100, Reason: "Goodwill"}, "admin", now)
	require.NoError(t, err)
	require.NoError(t, b.DropRefund(r.ID))
	assert.Empty(t, b.Refunds)
	assert.Equal(t, b.TotalPriceCents, b.RefundableCents())
	assert.Error(t, b.DropRefund(r.ID))
}

func TestAnInvoiceOrderShipsUnpaidAndIsPaidLater(t *testing.T) {
	b := bookingIn(t, StatusUnpaid)
	b.OnInvoiceTerms(30, now, DocumentParties{})
	require.True(t, b.CanShip())
	require.NoError(t, b.Ship("1Z", "admin", now))
	assert.Equal(t, StatusShipped, b.Status)
	assert.False(t, b.Paid(), "shipped on terms is not paid")
	assert.True(t, b.Overdue(now.AddDate(0, 0, 31)), "the status doesn't say paid; PaidAt does")

	require.NoError(t, b.MarkPaidByTransfer("BANK-1", "admin", now.AddDate(0, 0, 3)))
	assert.Equal(t, StatusShipped, b.Status, "the goods' status stays")
	assert.True(t, b.PaidAt.Equal(now.AddDate(0, 0, 3)))
	assert.True(t, b.Paid())
	assert.False(t, b.Overdue(now.AddDate(0, 0, 31)))
	assert.Equal(t, "This order is already paid", conflictMessage(t, b.MarkPaidByTransfer("BANK-2", "admin", now)))
}

func TestUnshippedReservationsLeaveOutWhatShipped(t *testing.T) {
	b := paidBooking(t)
	b.Lines[0].Allocations = []Allocation{{Warehouse: "north", Quantity: 30}, {Warehouse: MainWarehouse, Quantity: 70}}
	_, err := b.AddShipment(ShipmentInput{Lines: []ShipmentLine{{ProductID: b.Lines[0].ProductID, Quantity: 40}}}, "admin", now)
	require.NoError(t, err)
	assert.Equal(t, []Allocation{{Warehouse: MainWarehouse, Quantity: 60}}, b.UnshippedReservations()[0].Reserved())
	require.NoError(t, b.Ship("", "admin", now))
	assert.Empty(t, b.UnshippedReservations()[0].Reserved(), "all shipped: nothing to give back")
}

func TestAPartlyRefundedOrderShipsAndIsDeliveredAsUsual(t *testing.T) {
	b := taxedPaidBooking(t)
	r, err := b.StartRefund(RefundInput{AmountCents: 100, Reason: "Goodwill"}, "admin", now)
	require.NoError(t, err)
	_, err = b.CompleteRefund(r.ID, "admin", now)
	require.NoError(t, err)
	require.Equal(t, StatusPartiallyRefunded, b.Status)
	assert.Equal(t, "Only shipped orders can be marked delivered", conflictMessage(t, b.Deliver("admin", now)), "nothing shipped yet")

	require.NoError(t, b.Ship("1Z", "admin", now), "refunds move money only")
	assert.Equal(t, StatusShipped, b.Status)
	require.NoError(t, b.Deliver("admin", now))
	assert.Equal(t, StatusDelivered, b.Status)
	assert.Equal(t, int64(100), b.RefundedCents(), "the refund stays listed")
}
