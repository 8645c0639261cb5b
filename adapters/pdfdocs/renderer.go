// Package pdfdocs renders a booking's invoice and credit note, and a quote's offer, as PDF.
package pdfdocs

import (
	"errors"
	"fmt"

	"go.uber.org/fx"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// Renderer draws documents with go-pdf/fpdf; it keeps no state.
type Renderer struct{}

var _ ports.DocumentRenderer = Renderer{}

// Module provides ports.DocumentRenderer.
var Module = fx.Module("pdfdocs",
	fx.Provide(fx.Annotate(func() Renderer { return Renderer{} }, fx.As(new(ports.DocumentRenderer)))),
)

// errNoParties: the app records an invoice's parties before rendering one.
var errNoParties = errors.New("pdfdocs: the booking's document parties are not recorded")

// InvoicePDF renders the booking's invoice; a booking not yet invoiced has none.
func (Renderer) InvoicePDF(b domain.Booking) ([]byte, error) {
	if b.InvoiceNumber == "" {
		return nil, domain.NotFound("Invoice")
	}
	if b.Parties.IsZero() {
		return nil, errNoParties
	}
	return renderOrWrap(invoiceDocument(b))
}

// CreditNotePDF renders the credit note of a refunded, invoiced booking.
func (Renderer) CreditNotePDF(b domain.Booking) ([]byte, error) {
	if b.CreditNoteNumber == "" {
		return nil, domain.NotFound("Credit note")
	}
	if b.Parties.IsZero() {
		return nil, errNoParties
	}
	return renderOrWrap(creditNoteDocument(b))
}

func renderOrWrap(d document) ([]byte, error) {
	out, err := render(d)
	if err != nil {
		return nil, fmt.Errorf("render %s: %w", d.Number, err)
	}
	return out, nil
}

// RefundCreditNotePDF renders the credit note of one refund of an invoiced
// booking: the lines it refunds, or its amount.
func (Renderer) RefundCreditNotePDF(b domain.Booking, r domain.Refund) ([]byte, error) {
	if r.CreditNoteNumber == "" {
		return nil, domain.NotFound("Credit note")
	}
	if b.Parties.IsZero() {
		return nil, errNoParties
	}
	return renderOrWrap(refundCreditNoteDocument(b, r))
}

// QuotePDF renders an offered quote; a request not yet answered has none.
func (Renderer) QuotePDF(q domain.Quote, parties domain.DocumentParties) ([]byte, error) {
	if q.ValidUntil.IsZero() {
		return nil, domain.NotFound("Quote offer")
	}
	return renderOrWrap(quoteDocument(q, parties))
}
