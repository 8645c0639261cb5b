package domain

import "time"

// A late payment is a card payment that went through after its booking was
// cancelled or expired. The booking's stock is already back on the shelf,
// so the money goes back to the buyer too.

// CheckLatePaymentRefundable allows refunding a late payment only for a
// booking that was cancelled or expired before the money arrived.
func (b Booking) CheckLatePaymentRefundable() error {
	if b.Status != StatusCancelled && b.Status != StatusExpired {
		return Errorf(CodeConflict, "Only a cancelled or expired order can have a late payment refunded")
	}
	return nil
}

// PaymentRefunded reports whether the payment intentID was taken for this
// booking and has been given back.
func (b Booking) PaymentRefunded(intentID string) bool {
	return intentID != "" && b.Status == StatusRefunded && b.TransactionID == intentID
}

// RefundLatePayment records that the late payment intentID was refunded.
// Recording the same refund again changes nothing.
func (b *Booking) RefundLatePayment(intentID, by string, now time.Time) error {
	if b.PaymentRefunded(intentID) {
		return nil
	}
	if err := b.CheckLatePaymentRefundable(); err != nil {
		return err
	}
	b.TransactionID = intentID
	b.moveTo(StatusRefunded, by, now)
	return nil
}
