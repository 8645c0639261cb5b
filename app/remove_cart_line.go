package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// RemoveCartLine takes a product out of the buyer's cart.
type RemoveCartLine struct{ pricer cartPricer }

func NewRemoveCartLine(carts ports.CartRepository, products ports.ProductRepository, tax Tax) *RemoveCartLine {
	return &RemoveCartLine{pricer: cartPricer{carts: carts, products: products, tax: tax}}
}

func (h *RemoveCartLine) Handle(ctx context.Context, buyer domain.User, productID string) (domain.PricedCart, error) {
	cart, err := h.pricer.carts.RemoveCartLine(ctx, buyer.ID, productID)
	if err != nil {
		return domain.PricedCart{}, err
	}
	return h.pricer.price(ctx, cart, buyer)
}
