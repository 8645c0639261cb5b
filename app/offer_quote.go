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
	return h.quotes.UpdateQuote(ctx, id, func(q *domain.Quote) error {
		return q.Offer(prices, validUntil, actor.Email, h.now())
	})
}
