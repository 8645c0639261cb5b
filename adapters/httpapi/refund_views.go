package httpapi

import (
	"reflect"
	"time"

	"github.com/palletshop/pallet/domain"
)

// refundView is one refund of an order with its credit note's number.
type refundView struct {
	ID               string           `json:"id"`
	At               time.Time        `json:"at"`
	AmountCents      int64            `json:"amountCents"` // with tax
	TaxCents         int64            `json:"taxCents"`
	Reason           string           `json:"reason"`
	Lines            []refundLineView `json:"lines"` // empty for a refund of an amount
	CreditNoteNumber string           `json:"creditNoteNumber"`
	Status           string           `json:"status" enum:"pending,done"`
	ReturnID         *string          `json:"returnId"` // the return it pays back
}

// refundLineView is pieces of one product refunded; amountCents is their
// price before tax.
type refundLineView struct {
	ProductID   string `json:"productId"`
	SKU         string `json:"sku"`
	ProductName string `json:"productName"`
	Quantity    int64  `json:"quantity"`
	AmountCents int64  `json:"amountCents"`
}

// refundRequest asks for a refund of either lines or amountCents.
type refundRequest struct {
	Lines       []shipmentLineView `json:"lines,omitempty"`
	AmountCents int64              `json:"amountCents,omitempty"` // with tax
	Reason      string             `json:"reason"`
}

var refundLimits = map[reflect.Type]map[string]fieldLimit{
	reflect.TypeFor[refundRequest](): {"lines": {maxItems: domain.MaxOrderLines},
		"amountCents": between(0, domain.MaxRefundCents), "reason": text(domain.MaxRefundReasonLen)},
}

func init() {
	for t, limits := range refundLimits {
		requestLimits[t] = limits
	}
}

func (r refundRequest) input() domain.RefundInput {
	in := domain.RefundInput{AmountCents: r.AmountCents, Reason: r.Reason}
	for _, l := range r.Lines {
		in.Lines = append(in.Lines, domain.RefundLine{ProductID: l.ProductID, Quantity: l.Quantity})
	}
	return in
}

func viewRefunds(b domain.Booking) []refundView {
	out := make([]refundView, len(b.Refunds))
	for i, r := range b.Refunds {
		out[i] = viewRefund(b, r)
	}
	return out
}

func viewRefund(b domain.Booking, r domain.Refund) refundView {
	v := refundView{ID: r.ID, At: r.At, AmountCents: r.AmountCents, TaxCents: r.TaxCents, Reason: r.Reason,
		Lines: []refundLineView{}, CreditNoteNumber: r.CreditNoteNumber, Status: string(domain.RefundDone)}
	if r.Status != domain.RefundDone { // an unsettled refund is still pending to the reader
		v.Status = string(domain.RefundPending)
	}
	if r.ReturnID != "" {
		v.ReturnID = &r.ReturnID
	}
	for _, l := range r.Lines {
		line := refundLineView{ProductID: l.ProductID, Quantity: l.Quantity, AmountCents: l.AmountCents}
		for _, ordered := range b.Lines {
			if ordered.ProductID == l.ProductID {
				line.SKU, line.ProductName = ordered.SKU, ordered.ProductName
			}
		}
		v.Lines = append(v.Lines, line)
	}
	return v
}
