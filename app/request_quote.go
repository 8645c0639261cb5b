package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// QuoteRequestLine is a product and quantity a buyer asks a price for.
type QuoteRequestLine struct {
	ProductID string
	Quantity  int64
}

// RequestQuote records a buyer's request for a price on some products, at
// quantities the catalogue's breaks may not cover. Nothing is reserved.
type RequestQuote struct {
	quotes   ports.QuoteRepository
	products ports.ProductRepository
	now      Clock
}

func NewRequestQuote(quotes ports.QuoteRepository, products ports.ProductRepository, now Clock) *RequestQuote {
	return &RequestQuote{quotes: quotes, products: products, now: now}
}

func (h *RequestQuote) Handle(ctx context.Context, buyer domain.User, lines []QuoteRequestLine, note string) (domain.Quote, error) {
	q, err := h.newQuote(ctx, buyer, lines, note)
	if err != nil {
		return domain.Quote{}, err
	}
	return q, h.quotes.CreateQuote(ctx, q)
}

// HandleFromCart asks for a quote on lines of the buyer's cart and moves
// exactly those lines out of the cart in the same step, so an accepted
// quote and a checkout of the cart can't order them twice. The cart's
// other lines stay.
func (h *RequestQuote) HandleFromCart(ctx context.Context, buyer domain.User, lines []QuoteRequestLine, note string) (domain.Quote, error) {
	q, err := h.newQuote(ctx, buyer, lines, note)
	if err != nil {
		return domain.Quote{}, err
	}
	return q, h.quotes.CreateQuoteFromCart(ctx, q)
}

func (h *RequestQuote) newQuote(ctx context.Context, buyer domain.User, lines []QuoteRequestLine, note string) (domain.Quote, error) {
	ids := make([]string, len(lines))
	for i, l := range lines {
		ids[i] = l.ProductID
	}
	products, err := productsFor(ctx, h.products, buyer, ids)
	if err != nil {
		return domain.Quote{}, err
	}
	items := make([]domain.QuoteItem, len(lines))
	for i, l := range lines {
		items[i] = domain.QuoteItem{ProductID: l.ProductID, Quantity: l.Quantity}
		if p, ok := products[l.ProductID]; ok {
			items[i].Product = &p
		}
	}
	return domain.NewQuote(items, note, buyer, h.now())
}
