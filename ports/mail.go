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
type ShopDetails struct {
	Name    string
	Address string
	VATID   string
	Email   string
	Bank    string // where a bank transfer goes (account name, IBAN, BIC…), printed on unpaid invoices
}

// DocumentRenderer renders a booking's invoice or credit note as a PDF.
type DocumentRenderer interface {
	InvoicePDF(b domain.Booking, buyer domain.User, shop ShopDetails) ([]byte, error)
	CreditNotePDF(b domain.Booking, buyer domain.User, shop ShopDetails) ([]byte, error)
}
