package app

import (
	"context"
	"strconv"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// errProductGone answers a cart change for a product that doesn't exist.
var errProductGone = &domain.Error{Code: domain.CodeNotFound, Message: domain.ProductUnavailableMessage,
	Fields: map[string]string{"productId": domain.ProductUnavailableMessage}}

var errCartFull = domain.InvalidField("lines", "A cart can have at most "+strconv.Itoa(domain.MaxOrderLines)+" lines")

// SetCartLine sets how many pieces of a product the buyer's cart holds,
// adding the line if it is new. Minimum orders and stock are not checked
// here: the cart shows them as the line's problem until checkout.
type SetCartLine struct {
	lines  cartLines
	pricer cartPricer
}

func NewSetCartLine(carts ports.CartRepository, products ports.ProductRepository, tax Tax, now Clock) *SetCartLine {
	return &SetCartLine{lines: cartLines{carts: carts, now: now}, pricer: cartPricer{carts: carts, products: products, tax: tax}}
}

func (h *SetCartLine) Handle(ctx context.Context, buyer domain.User, productID string, quantity int64) (domain.PricedCart, error) {
	_, err := h.pricer.products.GetProduct(ctx, productID)
	if domain.IsCode(err, domain.CodeNotFound) {
		return domain.PricedCart{}, errProductGone
	}
	if err != nil {
		return domain.PricedCart{}, err
	}
	cart, err := h.pricer.carts.GetCart(ctx, buyer.ID)
	if err != nil {
		return domain.PricedCart{}, err
	}
	cart, err = h.lines.set(ctx, buyer.ID, cart, productID, quantity)
	if err != nil {
		return domain.PricedCart{}, err
	}
	return h.pricer.price(ctx, cart, buyer)
}

// cartLines changes lines of a cart the caller has loaded, keeping the
// cart within the lines one order may have. Two adds at the same instant
// may pass the count together; checkout still refuses an oversized order.
type cartLines struct {
	carts ports.CartRepository
	now   Clock
}

func (l cartLines) set(ctx context.Context, userID string, cart domain.Cart, productID string, quantity int64) (domain.Cart, error) {
	if err := domain.CheckCartQuantity(quantity); err != nil {
		return cart, err
	}
	if _, ok := lineQuantity(cart, productID); !ok && len(cart.Lines) >= domain.MaxOrderLines {
		return cart, errCartFull
	}
	return l.carts.SetCartLine(ctx, userID, domain.CartLine{ProductID: productID, Quantity: quantity, AddedAt: l.now()})
}

// lineQuantity is the cart's quantity of the product, if it has a line.
func lineQuantity(cart domain.Cart, productID string) (int64, bool) {
	for _, line := range cart.Lines {
		if line.ProductID == productID {
			return line.Quantity, true
		}
	}
	return 0, false
}
