package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// QuoteDocument renders an offered quote as a PDF for whoever may see the
// quote, so a buyer can pass the offer to whoever approves the purchase.
// The parties are the shop's details and the buyer's as they are now: an
// offer is not a legal record the way an invoice is.
type QuoteDocument struct {
	quotes   *QuoteQueries
	users    ports.BuyerRepository
	renderer ports.DocumentRenderer
	shop     ports.ShopDetails
}

func NewQuoteDocument(quotes *QuoteQueries, users ports.BuyerRepository, renderer ports.DocumentRenderer, shop ports.ShopDetails) *QuoteDocument {
	return &QuoteDocument{quotes: quotes, users: users, renderer: renderer, shop: shop}
}

// Download renders the quote's offer; another buyer's quote, or one not
// yet offered, is not found.
func (d *QuoteDocument) Download(ctx context.Context, viewer domain.User, id string) (ports.Attachment, error) {
	q, err := d.quotes.Get(ctx, viewer, id)
	if err != nil {
		return ports.Attachment{}, err
	}
	parties, err := d.partiesOf(ctx, q)
	if err != nil {
		return ports.Attachment{}, err
	}
	pdf, err := d.renderer.QuotePDF(q, parties)
	if err != nil {
		return ports.Attachment{}, err
	}
	return ports.Attachment{Name: "quote-" + domain.ShortReference(q.ID) + ".pdf", ContentType: "application/pdf", Data: pdf}, nil
}

// partiesOf names the buyer as they are now: their company account for a
// member, else their profile; a removed account by the email that asked.
func (d *QuoteDocument) partiesOf(ctx context.Context, q domain.Quote) (domain.DocumentParties, error) {
	c, err := d.users.CompanyOfUser(ctx, q.UserID)
	if err == nil {
		return domain.DocumentParties{Seller: d.shop, Buyer: c.BillTo(q.UserEmail)}, nil
	}
	if !domain.IsCode(err, domain.CodeNotFound) {
		return domain.DocumentParties{}, err
	}
	u, err := d.users.GetUser(ctx, q.UserID)
	if domain.IsCode(err, domain.CodeNotFound) {
		u, err = domain.User{ID: q.UserID, Email: q.UserEmail}, nil
	}
	if err != nil {
		return domain.DocumentParties{}, err
	}
	return domain.PartiesOf(d.shop, u, domain.Booking{UserEmail: q.UserEmail}), nil
}
