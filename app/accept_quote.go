package app

import (
	"context"
	"log/slog"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// AcceptQuote turns the buyer's unexpired offer into an order at the offered
// prices, reserving the stock as checkout does. The quote is marked accepted
// only after the order is placed, by a conditional update; when that fails
// (the offer expired meanwhile, or another accept won) the order is
// cancelled again so its stock goes back, and the conflict is returned.
type AcceptQuote struct {
	quotes   ports.QuoteRepository
	products ports.ProductRepository
	orders   orderPlacement
	log      *slog.Logger
	now      Clock
}

func NewAcceptQuote(quotes ports.QuoteRepository, products ports.ProductRepository, bookings ports.BookingRepository,
	metrics ports.ShopMetrics, limits BookingLimits, tax Tax, letters Letters, log *slog.Logger, now Clock) *AcceptQuote {
	return &AcceptQuote{quotes: quotes, products: products, log: log, now: now,
		orders: orderPlacement{bookings: bookings, metrics: metrics, limits: limits, tax: tax, letters: letters}}
}

// Handle places the order; d's payment method is always card.
func (h *AcceptQuote) Handle(ctx context.Context, buyer domain.User, id string, d domain.OrderDetails) (domain.Booking, error) {
	q, err := h.acceptable(ctx, buyer, id)
	if err != nil {
		return domain.Booking{}, err
	}
	b, err := h.order(ctx, buyer, q, d)
	if err != nil {
		return domain.Booking{}, err
	}
	if _, err := h.quotes.UpdateQuote(ctx, id, func(q *domain.Quote) error {
		return q.Accept(b.ID, buyer.Email, h.now())
	}); err != nil {
		h.withdraw(ctx, b)
		return domain.Booking{}, err
	}
	return b, nil
}

// acceptable loads the buyer's quote and refuses it, before anything is
// reserved, unless it is an offer still valid now.
func (h *AcceptQuote) acceptable(ctx context.Context, buyer domain.User, id string) (domain.Quote, error) {
	q, err := h.quotes.GetQuote(ctx, id)
	if err != nil {
		return domain.Quote{}, err
	}
	if err := ownQuote(q, buyer); err != nil {
		return domain.Quote{}, err
	}
	trial := q
	trial.History = nil // Accept appends to it; keep q's own untouched
	return q, trial.Accept("", buyer.Email, h.now())
}

// order builds and places the order at the offered prices.
func (h *AcceptQuote) order(ctx context.Context, buyer domain.User, q domain.Quote, d domain.OrderDetails) (domain.Booking, error) {
	ids := make([]string, len(q.Lines))
	for i, l := range q.Lines {
		ids[i] = l.ProductID
	}
	products, err := productsFor(ctx, h.products, buyer, ids)
	if err != nil {
		return domain.Booking{}, err
	}
	now := h.now()
	d.PaymentMethod = domain.PaymentCard
	b, err := domain.NewOrder(d, q.OrderItems(products), buyer, now)
	if err != nil {
		return domain.Booking{}, err
	}
	b.QuoteID = q.ID
	return h.orders.place(ctx, buyer, b, now, nil)
}

// withdraw cancels an order whose quote could not be marked accepted, so its
// stock is back on sale. Failing to is logged: the order then stays unpaid
// until its reservation runs out.
func (h *AcceptQuote) withdraw(ctx context.Context, b domain.Booking) {
	_, err := h.orders.bookings.UpdateBooking(ctx, b.ID, func(b *domain.Booking) error {
		return b.Cancel(domain.SystemActor, h.now())
	})
	if err != nil {
		h.log.ErrorContext(ctx, "order of an unaccepted quote not cancelled", "booking", b.ID, "quote", b.QuoteID, "err", err)
	}
}
