package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// gatewayActor names the payment gateway in a booking's history.
const gatewayActor = "payment-gateway"

// paymentRecorder is the one place a booking becomes paid, shared by the
// client's confirmation and the gateway's webhook, so both check the same
// things and doing both (or either twice) changes nothing more. Paying
// issues the invoice and mails it, in the same step.
type paymentRecorder struct {
	bookings ports.BookingRepository
	users    ports.BuyerRepository
	metrics  ports.ShopMetrics
	letters  Letters
	now      Clock
	// backorders, when set, offers arriving stock to a backordered order
	// the moment it becomes paid: unpaid, it could not claim any.
	backorders *FillBackorders
}

func newPaymentRecorder(bookings ports.BookingRepository, users ports.BuyerRepository, metrics ports.ShopMetrics, letters Letters, now Clock) *paymentRecorder {
	return &paymentRecorder{bookings: bookings, users: users, metrics: metrics, letters: letters, now: now}
}

func (r *paymentRecorder) record(ctx context.Context, bookingID string, intent ports.PaymentIntent, by string) (domain.Booking, error) {
	parties, err := r.partiesOf(ctx, bookingID)
	if err != nil {
		return domain.Booking{}, err
	}
	var changed bool
	b, err := r.bookings.UpdateBooking(ctx, bookingID, func(b *domain.Booking) error {
		if err := checkIntentMatches(*b, intent); err != nil {
			return err
		}
		now := r.now()
		var err error
		if changed, err = b.MarkPaid(intent.ID, by, now); !changed {
			return err
		}
		b.Invoice(now, parties)
		b.Outbox = append(b.Outbox, r.letters.paymentReceived(*b, now))
		return nil
	})
	if err != nil {
		return domain.Booking{}, err
	}
	if changed {
		r.metrics.PaymentConfirmed()
		if r.backorders.forBooking(ctx, b) {
			return r.bookings.GetBooking(ctx, b.ID)
		}
	}
	return b, nil
}

// partiesOf reads who the invoice will name before the update that issues
// it: a store's update function may not call back into the store.
func (r *paymentRecorder) partiesOf(ctx context.Context, bookingID string) (domain.DocumentParties, error) {
	b, err := r.bookings.GetBooking(ctx, bookingID)
	if err != nil {
		return domain.DocumentParties{}, err
	}
	return partiesNow(ctx, r.users, r.letters.Shop, b)
}

func checkIntentMatches(b domain.Booking, intent ports.PaymentIntent) error {
	if intent.OrderID != b.ID || intent.AmountCents != b.TotalPriceCents || intent.Currency != "usd" {
		return domain.Errorf(domain.CodeConflict, "This payment does not match this order")
	}
	if intent.Status != ports.IntentSucceeded {
		msg := intent.LastError
		if msg == "" {
			msg = "The payment has not completed yet"
		}
		return domain.Errorf(domain.CodePaymentFailed, "%s", msg)
	}
	return nil
}
