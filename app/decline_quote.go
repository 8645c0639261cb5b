package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// DeclineQuote closes the buyer's own open request or offer.
type DeclineQuote struct {
	quotes ports.QuoteRepository
	now    Clock
}

func NewDeclineQuote(quotes ports.QuoteRepository, now Clock) *DeclineQuote {
	return &DeclineQuote{quotes: quotes, now: now}
}

func (h *DeclineQuote) Handle(ctx context.Context, buyer domain.User, id string) (domain.Quote, error) {
	return h.quotes.UpdateQuote(ctx, id, func(q *domain.Quote) error {
		if err := ownQuote(*q, buyer); err != nil {
			return err
		}
		return q.Decline(buyer.Email, h.now())
	})
}
