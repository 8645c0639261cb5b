package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// EmptyCart takes every line out of the buyer's cart.
type EmptyCart struct{ carts ports.CartRepository }

func NewEmptyCart(carts ports.CartRepository) *EmptyCart { return &EmptyCart{carts: carts} }

func (h *EmptyCart) Handle(ctx context.Context, buyer domain.User) error {
	return h.carts.ClearCart(ctx, buyer.ID)
}
