package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// EditProduct changes some fields of a product.
type EditProduct struct {
	products ports.ProductRepository
	now      Clock
}

func NewEditProduct(products ports.ProductRepository, now Clock) *EditProduct {
	return &EditProduct{products: products, now: now}
}

func (h *EditProduct) Handle(ctx context.Context, id string, in domain.ProductInput) (domain.Product, error) {
	return h.products.UpdateProduct(ctx, id, func(p *domain.Product) error {
		return in.ApplyTo(p, h.now())
	})
}
