package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// Checkout orders everything in the buyer's cart at today's prices. The
// store reserves every line together or none, and empties the cart in the
// same step, only while it still holds what was priced: a second checkout
// of the same cart at the same time orders nothing.
type Checkout struct {
	pricer cartPricer
	orders orderPlacement
	now    Clock
}

func NewCheckout(carts ports.CartRepository, products ports.ProductRepository, bookings ports.BookingRepository,
	metrics ports.ShopMetrics, limits BookingLimits, tax Tax, letters Letters, now Clock) *Checkout {
	return &Checkout{pricer: cartPricer{carts: carts, products: products}, now: now,
		orders: orderPlacement{bookings: bookings, metrics: metrics, limits: limits, tax: tax, letters: letters}}
}

func (h *Checkout) Handle(ctx context.Context, buyer domain.User, d domain.OrderDetails) (domain.Booking, error) {
	if err := allowPaymentMethod(buyer, d.PaymentMethod); err != nil {
		return domain.Booking{}, err
	}
	cart, err := h.pricer.carts.GetCart(ctx, buyer.ID)
	if err != nil {
		return domain.Booking{}, err
	}
	priced, err := h.pricer.price(ctx, cart, buyer)
	if err != nil {
		return domain.Booking{}, err
	}
	now := h.now()
	b, err := domain.NewOrder(d, priced.Items(), buyer, now)
	if err != nil {
		if hasShortLine(priced) {
			h.orders.metrics.OutOfStockRefused()
		}
		return domain.Booking{}, err
	}
	h.orders.invoiceIfChosen(buyer, &b, now)
	return h.orders.place(ctx, buyer, b, now, &cart)
}

// hasShortLine reports whether some line wants more than is in stock.
func hasShortLine(cart domain.PricedCart) bool {
	for _, l := range cart.Lines {
		if l.Product != nil && !l.Product.HasStockFor(l.Quantity) {
			return true
		}
	}
	return false
}
