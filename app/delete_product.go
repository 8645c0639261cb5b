package app

import (
	"context"

	"github.com/palletshop/pallet/ports"
)

// DeleteProduct removes a product; bookings keep their own snapshot of it.
type DeleteProduct struct{ products ports.ProductRepository }

func NewDeleteProduct(products ports.ProductRepository) *DeleteProduct {
	return &DeleteProduct{products: products}
}

func (h *DeleteProduct) Handle(ctx context.Context, id string) error {
	return h.products.DeleteProduct(ctx, id)
}
