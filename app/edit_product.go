package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// EditProduct changes some fields of a product.
type EditProduct struct {
	products ports.ProductRepository
	version  *CatalogueVersion
	now      Clock
}

func NewEditProduct(products ports.ProductRepository, version *CatalogueVersion, now Clock) *EditProduct {
	return &EditProduct{products: products, version: version, now: now}
}

func (h *EditProduct) Handle(ctx context.Context, id string, in domain.ProductInput) (domain.Product, error) {
	defer h.version.Bump()
	return h.products.UpdateProduct(ctx, id, func(p *domain.Product) error {
		return in.ApplyTo(p, h.now())
	})
}
