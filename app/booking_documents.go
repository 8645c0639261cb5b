package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// BookingDocuments renders a booking's invoice and credit note as PDFs, for
// its buyer or an admin to download and for the mail that carries them.
type BookingDocuments struct {
	bookings ports.BookingRepository
	users    ports.UserRepository
	renderer ports.DocumentRenderer
	shop     ports.ShopDetails
}

func NewBookingDocuments(bookings ports.BookingRepository, users ports.UserRepository, renderer ports.DocumentRenderer, shop ports.ShopDetails) *BookingDocuments {
	return &BookingDocuments{bookings: bookings, users: users, renderer: renderer, shop: shop}
}

// Download renders a document of a booking the actor may see; a booking
// without that document yet (or another buyer's) is not found.
func (d *BookingDocuments) Download(ctx context.Context, actor domain.User, bookingID, kind string) (ports.Attachment, error) {
	b, err := visibleBooking(ctx, d.bookings, actor, bookingID)
	if err != nil {
		return ports.Attachment{}, err
	}
	return d.render(ctx, b, kind)
}

// attachment renders a document a message names.
func (d *BookingDocuments) attachment(ctx context.Context, a domain.MailAttachment) (ports.Attachment, error) {
	b, err := d.bookings.GetBooking(ctx, a.BookingID)
	if err != nil {
		return ports.Attachment{}, err
	}
	return d.render(ctx, b, a.Kind)
}

func (d *BookingDocuments) render(ctx context.Context, b domain.Booking, kind string) (ports.Attachment, error) {
	number, draw := b.InvoiceNumber, d.renderer.InvoicePDF
	what := "Invoice"
	if kind == domain.AttachCreditNote {
		number, draw, what = b.CreditNoteNumber, d.renderer.CreditNotePDF, "Credit note"
	}
	if number == "" {
		return ports.Attachment{}, domain.NotFound(what)
	}
	buyer, err := d.buyer(ctx, b)
	if err != nil {
		return ports.Attachment{}, err
	}
	pdf, err := draw(b, buyer, d.shop)
	if err != nil {
		return ports.Attachment{}, err
	}
	return ports.Attachment{Name: number + ".pdf", ContentType: "application/pdf", Data: pdf}, nil
}

// buyer is the booking's account with its company details; an account
// since removed is shown as the order named it.
func (d *BookingDocuments) buyer(ctx context.Context, b domain.Booking) (domain.User, error) {
	u, err := d.users.GetUser(ctx, b.UserID)
	if domain.IsCode(err, domain.CodeNotFound) {
		return domain.User{ID: b.UserID, Email: b.UserEmail, Name: b.ClientName}, nil
	}
	return u, err
}
