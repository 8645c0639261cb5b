package app

import (
	"context"
	"errors"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// LineError is why one line of an order could not go into the cart.
type LineError struct {
	ProductID   string
	ProductName string
	Message     string
}

// Reordered is the cart after a reorder and the lines left out of it.
type Reordered struct {
	Cart   domain.PricedCart
	Errors []LineError
}

// Reorder puts the lines of one of the buyer's orders into their cart, on
// top of what the cart holds, to be priced again at checkout. A line whose
// product is gone, or that the stock can't cover, is left out and reported
// in checkout's words.
type Reorder struct {
	bookings ports.BookingRepository
	lines    cartLines
	pricer   cartPricer
}

func NewReorder(bookings ports.BookingRepository, carts ports.CartRepository, products ports.ProductRepository, tax Tax, now Clock) *Reorder {
	return &Reorder{bookings: bookings, lines: cartLines{carts: carts, now: now}, pricer: cartPricer{carts: carts, products: products, tax: tax}}
}

func (h *Reorder) Handle(ctx context.Context, buyer domain.User, bookingID string) (Reordered, error) {
	b, err := ownBooking(ctx, h.bookings, buyer, bookingID)
	if err != nil {
		return Reordered{}, err
	}
	products, err := productsFor(ctx, h.pricer.products, buyer, bookingProductIDs(b))
	if err != nil {
		return Reordered{}, err
	}
	cart, err := h.pricer.carts.GetCart(ctx, buyer.ID)
	if err != nil {
		return Reordered{}, err
	}
	var refused []LineError
	for _, line := range b.Lines {
		var problem string
		if cart, problem, err = h.add(ctx, buyer.ID, cart, line, products); err != nil {
			return Reordered{}, err
		}
		if problem != "" {
			refused = append(refused, LineError{ProductID: line.ProductID, ProductName: line.ProductName, Message: problem})
		}
	}
	priced, err := h.pricer.price(ctx, cart, buyer)
	return Reordered{Cart: priced, Errors: refused}, err
}

// add puts the line's pieces into the cart, or says why it can't.
func (h *Reorder) add(ctx context.Context, userID string, cart domain.Cart, line domain.BookingLine, products map[string]domain.Product) (domain.Cart, string, error) {
	p, ok := products[line.ProductID]
	if !ok {
		return cart, domain.ProductUnavailableMessage, nil
	}
	inCart, _ := lineQuantity(cart, line.ProductID)
	quantity := inCart + line.Quantity
	if quantity > p.Stock {
		return cart, domain.OutOfStockMessage(p.Stock), nil
	}
	updated, err := h.lines.set(ctx, userID, cart, line.ProductID, quantity)
	var refused *domain.Error
	if errors.As(err, &refused) && refused.Code == domain.CodeInvalid {
		return cart, refused.Message, nil
	}
	return updated, "", err
}

func bookingProductIDs(b domain.Booking) []string {
	ids := make([]string, len(b.Lines))
	for i, l := range b.Lines {
		ids[i] = l.ProductID
	}
	return ids
}
