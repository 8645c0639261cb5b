package app

import (
	"context"
	"time"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// OfferQuote answers a request for quote with a price for every line,
// valid until a given time, maybe with other quantities, a reply and a lead
// time (admins only; the HTTP layer checks the role).
type OfferQuote struct {
	quotes   ports.QuoteRepository
	products ports.ProductRepository
	now      Clock
}

func NewOfferQuote(quotes ports.QuoteRepository, products ports.ProductRepository, now Clock) *OfferQuote {
	return &OfferQuote{quotes: quotes, products: products, now: now}
}

// Handle makes the offer; its minimum orders are looked up here.
func (h *OfferQuote) Handle(ctx context.Context, actor domain.User, id string, o domain.QuoteOffer) (domain.Quote, error) {
	minimums, err := h.minimumOrders(ctx, o.Quantities)
	if err != nil {
		return domain.Quote{}, err
	}
	o.MinOrder = minimums
	ctx, audit := withAdminAudit(ctx, actor, h.now)
	return h.quotes.UpdateQuote(ctx, id, func(q *domain.Quote) error {
		before := offerFields(*q)
		if err := q.Offer(o, actor.Email, h.now()); err != nil {
			return err
		}
		audit.record(domain.AuditQuoteOffer, id, before, offerFields(*q))
		return nil
	})
}

// minimumOrders are the minimum order quantities, by product id, of the
// lines whose quantity the offer changes.
func (h *OfferQuote) minimumOrders(ctx context.Context, quantities map[string]int64) (map[string]int64, error) {
	if len(quantities) == 0 {
		return nil, nil
	}
	ids := make([]string, 0, len(quantities))
	for id := range quantities {
		ids = append(ids, id)
	}
	list, err := h.products.GetProducts(ctx, ids)
	if err != nil {
		return nil, err
	}
	minimums := make(map[string]int64, len(list))
	for _, p := range list {
		minimums[p.ID] = p.MinOrderQuantity
	}
	return minimums, nil
}

// offerFields are a quote's status, offered prices ("SKU": cents each) and
// quantities, the offer's end and lead time.
func offerFields(q domain.Quote) map[string]any {
	fields := map[string]any{"status": string(q.Status)}
	if !q.ValidUntil.IsZero() {
		fields["validUntil"] = q.ValidUntil.UTC().Format(time.RFC3339)
	}
	for _, l := range q.Lines {
		if l.OfferedUnitPriceCents > 0 {
			fields["price "+l.SKU] = l.OfferedUnitPriceCents
		}
		if l.OfferedQuantity > 0 {
			fields["quantity "+l.SKU] = l.OfferedQuantity
		}
	}
	if q.LeadTimeDays != nil {
		fields["leadTimeDays"] = *q.LeadTimeDays
	}
	return fields
}
