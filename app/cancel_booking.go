package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

var (
	errCancelPaid       = domain.Errorf(domain.CodeConflict, "This order has already been paid, so it can't be cancelled")
	errCancelProcessing = domain.Errorf(domain.CodeConflict, "The payment for this order is being processed")
)

// CancelBooking cancels an unpaid booking for its owner or an admin; the
// store puts the stock back in the same step. The booking's card payment is
// cancelled at the gateway first, so the card can't be charged afterwards.
type CancelBooking struct {
	bookings ports.BookingRepository
	gateway  ports.PaymentGateway
	recorder *paymentRecorder
	now      Clock
}

func NewCancelBooking(bookings ports.BookingRepository, users ports.BuyerRepository, gateway ports.PaymentGateway, metrics ports.ShopMetrics, letters Letters, now Clock) *CancelBooking {
	return &CancelBooking{bookings: bookings, gateway: gateway, now: now,
		recorder: newPaymentRecorder(bookings, users, metrics, letters, now)}
}

// FillBackordersWith offers arriving stock to an order's backorders once
// its payment is recorded.
func (h *CancelBooking) FillBackordersWith(f *FillBackorders) { h.recorder.backorders = f }

var errOnlyBuyerCancels = domain.Errorf(domain.CodeForbidden, "Only the buyer can cancel this order")

func (h *CancelBooking) Handle(ctx context.Context, actor domain.User, id string) (domain.Booking, error) {
	b, err := visibleBooking(ctx, h.bookings, actor, id)
	if err != nil {
		return domain.Booking{}, err
	}
	if b.UserID != actor.ID && !actor.IsAdmin() { // a company's approvers see members' orders, but don't cancel them
		return domain.Booking{}, errOnlyBuyerCancels
	}
	if err := h.stopPayment(ctx, b); err != nil {
		return domain.Booking{}, err
	}
	ctx, audit := withAdminAudit(ctx, actor, h.now)
	return h.bookings.UpdateBooking(ctx, id, func(b *domain.Booking) error {
		before := b.Status
		if err := b.Cancel(actor.Email, h.now()); err != nil {
			return err
		}
		if actor.IsAdmin() {
			audit.record(domain.AuditBookingCancel, id, bookingStatus(before), bookingStatus(b.Status))
		}
		return nil
	})
}

// stopPayment cancels the unpaid booking's intent at the gateway. A payment
// that got there first makes the booking paid instead, and the cancel is
// refused; so is one the gateway is still processing.
func (h *CancelBooking) stopPayment(ctx context.Context, b domain.Booking) error {
	if b.Status != domain.StatusUnpaid || b.PaymentIntentID == "" {
		return nil
	}
	intent, err := h.gateway.CancelIntent(ctx, b.PaymentIntentID)
	if domain.IsCode(err, domain.CodeNotFound) {
		return nil // the gateway holds no such payment, so nothing can charge the card
	}
	if err != nil {
		return err
	}
	switch intent.Status {
	case ports.IntentCanceled:
		return nil
	case ports.IntentSucceeded:
		if _, err := h.recorder.record(ctx, b.ID, intent, gatewayActor); err != nil {
			return err
		}
		return errCancelPaid
	default:
		return errCancelProcessing
	}
}
