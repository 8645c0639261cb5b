package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
)

// RefundReturn makes RefundBooking the returns' ReturnRefunder: a received
// return is refunded as a refund of its lines, keyed by the return, so
// asking again answers the refund already made.
func (h *RefundBooking) RefundReturn(ctx context.Context, actor domain.User, bookingID string, ret domain.Return) (refundID, creditNoteNumber string, err error) {
	lines := make([]domain.RefundLine, 0, len(ret.Lines))
	for _, l := range ret.Lines {
		lines = append(lines, domain.RefundLine{ProductID: l.ProductID, Quantity: l.Quantity})
	}
	_, r, err := h.Refund(ctx, actor, bookingID, domain.RefundInput{Lines: lines, Reason: "Return " + ret.Number, ReturnID: ret.ID})
	return r.ID, r.CreditNoteNumber, err
}
