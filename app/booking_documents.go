package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// BookingDocuments renders a booking's invoice and credit note as PDFs, for
// its buyer or an admin to download and for the mail that carries them.
// A document is drawn from the booking alone, with the parties recorded
// when its invoice was issued, so it reads the same every time.
type BookingDocuments struct {
	bookings ports.BookingRepository
	users    ports.BuyerRepository
	renderer ports.DocumentRenderer
	shop     ports.ShopDetails
}

func NewBookingDocuments(bookings ports.BookingRepository, users ports.BuyerRepository, renderer ports.DocumentRenderer, shop ports.ShopDetails) *BookingDocuments {
	return &BookingDocuments{bookings: bookings, users: users, renderer: renderer, shop: shop}
}

// Download renders a document of a booking the actor may see; a booking
// without that document yet (or another buyer's) is not found.
func (d *BookingDocuments) Download(ctx context.Context, actor domain.User, bookingID, kind string) (ports.Attachment, error) {
	b, err := visibleBooking(ctx, d.bookings, actor, bookingID)
	if err != nil {
		return ports.Attachment{}, err
	}
	return d.render(ctx, b, domain.MailAttachment{Kind: kind})
}

// DownloadRefundCreditNote renders the credit note of one of the booking's
// refunds, for those who may see the booking.
func (d *BookingDocuments) DownloadRefundCreditNote(ctx context.Context, actor domain.User, bookingID, refundID string) (ports.Attachment, error) {
	b, err := visibleBooking(ctx, d.bookings, actor, bookingID)
	if err != nil {
		return ports.Attachment{}, err
	}
	return d.render(ctx, b, domain.MailAttachment{Kind: domain.AttachCreditNote, RefundID: refundID})
}

// attachment renders a document a message names.
func (d *BookingDocuments) attachment(ctx context.Context, a domain.MailAttachment) (ports.Attachment, error) {
	b, err := d.bookings.GetBooking(ctx, a.BookingID)
	if err != nil {
		return ports.Attachment{}, err
	}
	return d.render(ctx, b, a)
}

// render draws the invoice, a refund's credit note (doc.RefundID), or the
// booking's own credit note: its cancellation's, else its latest refund's.
func (d *BookingDocuments) render(ctx context.Context, b domain.Booking, doc domain.MailAttachment) (ports.Attachment, error) {
	number, draw := b.InvoiceNumber, d.renderer.InvoicePDF
	what := "Invoice"
	if doc.Kind == domain.AttachCreditNote {
		number, draw, what = d.creditNote(b, doc.RefundID)
	}
	if number == "" {
		return ports.Attachment{}, domain.NotFound(what)
	}
	b, err := d.withParties(ctx, b)
	if err != nil {
		return ports.Attachment{}, err
	}
	pdf, err := draw(b)
	if err != nil {
		return ports.Attachment{}, err
	}
	return ports.Attachment{Name: number + ".pdf", ContentType: "application/pdf", Data: pdf}, nil
}

func (d *BookingDocuments) creditNote(b domain.Booking, refundID string) (string, func(domain.Booking) ([]byte, error), string) {
	var r domain.Refund
	if refundID != "" {
		r, _ = b.FindRefund(refundID)
	} else if number, latest, ok := b.LatestCreditNote(); !ok || latest.ID == "" {
		return number, d.renderer.CreditNotePDF, "Credit note"
	} else {
		r = latest
	}
	return r.CreditNoteNumber, func(b domain.Booking) ([]byte, error) { return d.renderer.RefundCreditNotePDF(b, r) }, "Credit note"
}

// withParties gives an invoice issued before parties were recorded the ones
// it has now, saved once: from then on it renders the same every time.
func (d *BookingDocuments) withParties(ctx context.Context, b domain.Booking) (domain.Booking, error) {
	if !b.Parties.IsZero() {
		return b, nil
	}
	parties, err := partiesNow(ctx, d.users, d.shop, b)
	if err != nil {
		return domain.Booking{}, err
	}
	return d.bookings.UpdateBooking(ctx, b.ID, func(v *domain.Booking) error {
		if v.Parties.IsZero() { // another render may have recorded them first
			v.Parties = parties
		}
		return nil
	})
}

// partiesNow are b's parties as they stand: the shop's details and the
// company the order was placed for, or else the buyer's current profile. An
// account since removed is shown as the order named it.
func partiesNow(ctx context.Context, users ports.BuyerRepository, shop ports.ShopDetails, b domain.Booking) (domain.DocumentParties, error) {
	if b.Company.ID != "" {
		c, err := users.GetCompany(ctx, b.Company.ID)
		if err == nil {
			return domain.DocumentParties{Seller: shop, Buyer: c.BillTo(b.UserEmail)}, nil
		}
		if !domain.IsCode(err, domain.CodeNotFound) {
			return domain.DocumentParties{}, err
		}
	}
	u, err := users.GetUser(ctx, b.UserID)
	if domain.IsCode(err, domain.CodeNotFound) {
		u, err = domain.User{ID: b.UserID, Email: b.UserEmail, Name: b.ClientName}, nil
	}
	if err != nil {
		return domain.DocumentParties{}, err
	}
	return domain.PartiesOf(shop, u, b), nil
}
