package app

import (
	"context"
	"time"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// OfferQuote answers a request for quote with a price for every line,
// valid until a given time (admins only; the HTTP layer checks the role).
type OfferQuote struct {
	quotes ports.QuoteRepository
	now    Clock
}

func NewOfferQuote(quotes ports.QuoteRepository, now Clock) *OfferQuote {
	return &OfferQuote{quotes: quotes, now: now}
}

// Handle offers prices, by product id, until validUntil.
func (h *OfferQuote) Handle(ctx context.Context, actor domain.User, id string, prices map[string]int64, validUntil time.Time) (domain.Quote, error) {
	ctx, audit := withAdminAudit(ctx, actor, h.now)
	return h.quotes.UpdateQuote(ctx, id, func(q *domain.Quote) error {
		before := offerFields(*q)
		if err := q.Offer(prices, validUntil, actor.Email, h.now()); err != nil {
			return err
		}
		audit.record(domain.AuditQuoteOffer, id, before, offerFields(*q))
		return nil
	})
}

// offerFields are a quote's status, offered prices ("SKU": cents each) and
// the offer's end.
func offerFields(q domain.Quote) map[string]any {
	fields := map[string]any{"status": string(q.Status)}
	if !q.ValidUntil.IsZero() {
		fields["validUntil"] = q.ValidUntil.UTC().Format(time.RFC3339)
	}
	for _, l := range q.Lines {
		if l.OfferedUnitPriceCents > 0 {
			fields["price "+l.SKU] = l.OfferedUnitPriceCents
		}
	}
	return fields
}
