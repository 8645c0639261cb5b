package app

import (
	"context"

	"github.com/palletshop/pallet/ports"
)

// DeleteProduct removes a product; bookings keep their own snapshot of it.
type DeleteProduct struct {
	products ports.ProductRepository
	version  *CatalogueVersion
}

func NewDeleteProduct(products ports.ProductRepository, version *CatalogueVersion) *DeleteProduct {
	return &DeleteProduct{products: products, version: version}
}

func (h *DeleteProduct) Handle(ctx context.Context, id string) error {
	defer h.version.Bump()
	return h.products.DeleteProduct(ctx, id)
}
