package ports

import (
	"context"

	"github.com/palletshop/pallet/domain"
)

// Attachment is a rendered file sent with a message.
type Attachment struct {
	Name        string
	ContentType string
	Data        []byte
}

// Mailer delivers one message. It is SMTP, or .eml files in the data dir.
type Mailer interface {
	Send(ctx context.Context, m domain.Mail, attachments []Attachment) error
}

// ShopDetails are the seller's legal details printed on documents.
type ShopDetails = domain.ShopDetails

// DocumentRenderer renders a booking's invoice or credit note as a PDF,
// from the booking alone: its parties were recorded when the invoice was
// issued, so the same booking always renders the same document.
type DocumentRenderer interface {
	InvoicePDF(b domain.Booking) ([]byte, error)
	CreditNotePDF(b domain.Booking) ([]byte, error)
	// RefundCreditNotePDF draws the credit note of one refund of b.
	RefundCreditNotePDF(b domain.Booking, r domain.Refund) ([]byte, error)
	// QuotePDF draws an offered quote between parties, for the buyer's
	// approver; a quote without an offer has none.
	QuotePDF(q domain.Quote, parties domain.DocumentParties) ([]byte, error)
}
