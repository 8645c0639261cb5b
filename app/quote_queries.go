package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// QuoteQueries reads requests for quote, showing each caller only what they may see.
type QuoteQueries struct {
	quotes ports.QuoteRepository
	now    Clock
}

func NewQuoteQueries(quotes ports.QuoteRepository, now Clock) *QuoteQueries {
	return &QuoteQueries{quotes: quotes, now: now}
}

// Visible lists the caller's own quotes, or every quote for an admin,
// newest first, optionally by the status shown now.
func (q *QuoteQueries) Visible(ctx context.Context, viewer domain.User, status domain.QuoteStatus, page domain.PageRequest) (domain.Page[domain.Quote], error) {
	f := domain.QuoteFilter{Status: status, Now: q.now(), PageRequest: page.Normalize()}
	if !viewer.IsAdmin() {
		f.UserID = viewer.ID
	}
	return q.quotes.ListQuotes(ctx, f)
}

// Get returns a quote to its owner or an admin; anyone else gets not_found
// so ids can't be probed.
func (q *QuoteQueries) Get(ctx context.Context, viewer domain.User, id string) (domain.Quote, error) {
	quote, err := q.quotes.GetQuote(ctx, id)
	if err != nil {
		return domain.Quote{}, err
	}
	if quote.UserID != viewer.ID && !viewer.IsAdmin() {
		return domain.Quote{}, errQuoteNotFound
	}
	return quote, nil
}

var errQuoteNotFound = domain.NotFound("Quote")

// ownQuote refuses, as not found, a quote that isn't the buyer's: only the
// buyer accepts or declines, admins included.
func ownQuote(q domain.Quote, buyer domain.User) error {
	if q.UserID != buyer.ID {
		return errQuoteNotFound
	}
	return nil
}
