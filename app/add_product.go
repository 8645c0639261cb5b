package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// AddProduct puts a new product in the catalogue (admins only; the HTTP
// layer checks the role).
type AddProduct struct {
	products ports.ProductRepository
	version  *CatalogueVersion
	now      Clock
}

func NewAddProduct(products ports.ProductRepository, version *CatalogueVersion, now Clock) *AddProduct {
	return &AddProduct{products: products, version: version, now: now}
}

func (h *AddProduct) Handle(ctx context.Context, actor domain.User, in domain.ProductInput) (domain.Product, error) {
	p, err := in.NewProduct(actor.Email, h.now())
	if err != nil {
		return domain.Product{}, err
	}
	if err := h.products.CreateProduct(ctx, p); err != nil {
		return domain.Product{}, err
	}
	h.version.Bump()
	return p, nil
}
