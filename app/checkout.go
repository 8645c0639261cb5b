package app

import (
	"context"
	"log/slog"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

var errInvoiceTerms = domain.Errorf(domain.CodeForbidden, "Invoice terms are not enabled for this account")

// Checkout orders everything in the buyer's cart at today's prices. The
// store reserves every line together or none; only then is the cart emptied.
type Checkout struct {
	pricer cartPricer
	orders orderPlacement
	log    *slog.Logger
	now    Clock
}

func NewCheckout(carts ports.CartRepository, products ports.ProductRepository, bookings ports.BookingRepository,
	metrics ports.ShopMetrics, limits BookingLimits, tax Tax, letters Letters, log *slog.Logger, now Clock) *Checkout {
	return &Checkout{pricer: cartPricer{carts: carts, products: products}, log: log, now: now,
		orders: orderPlacement{bookings: bookings, metrics: metrics, limits: limits, tax: tax, letters: letters}}
}

func (h *Checkout) Handle(ctx context.Context, buyer domain.User, d domain.OrderDetails) (domain.Booking, error) {
	if d.PaymentMethod == domain.PaymentInvoice && !buyer.Terms.InvoiceTerms {
		return domain.Booking{}, errInvoiceTerms
	}
	if err := h.orders.checkOpenOrders(ctx, buyer); err != nil {
		return domain.Booking{}, err
	}
	cart, err := h.pricer.load(ctx, buyer)
	if err != nil {
		return domain.Booking{}, err
	}
	now := h.now()
	b, err := domain.NewOrder(d, cart.Items(), buyer, now)
	if err != nil {
		if hasShortLine(cart) {
			h.orders.metrics.OutOfStockRefused()
		}
		return domain.Booking{}, err
	}
	if d.PaymentMethod == domain.PaymentInvoice {
		b.OnInvoiceTerms(buyer.Terms.NetDays, now, domain.PartiesOf(h.orders.letters.Shop, buyer, b))
	}
	if b, err = h.orders.place(ctx, buyer, b, now); err != nil {
		return domain.Booking{}, err
	}
	h.clearCart(ctx, buyer.ID, b.ID)
	return b, nil
}

// clearCart empties the cart of an order that is placed. Failing to is
// logged, not returned: the order stands, and an error would invite the
// buyer to order again.
func (h *Checkout) clearCart(ctx context.Context, userID, bookingID string) {
	if err := h.pricer.carts.ClearCart(ctx, userID); err != nil {
		h.log.ErrorContext(ctx, "cart not emptied after checkout", "user", userID, "booking", bookingID, "err", err)
	}
}

// hasShortLine reports whether some line wants more than is in stock.
func hasShortLine(cart domain.PricedCart) bool {
	for _, l := range cart.Lines {
		if l.Product != nil && l.Quantity > l.Product.Stock {
			return true
		}
	}
	return false
}
