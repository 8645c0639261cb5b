package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// ProductQueries reads the catalogue.
type ProductQueries struct {
	products   ports.ProductRepository
	categories ports.CategoryRepository
}

func NewProductQueries(products ports.ProductRepository, categories ports.CategoryRepository) *ProductQueries {
	return &ProductQueries{products: products, categories: categories}
}

func (q *ProductQueries) Get(ctx context.Context, id string) (domain.Product, error) {
	return q.products.GetProduct(ctx, id)
}

func (q *ProductQueries) Brands(ctx context.Context) ([]domain.BrandCount, error) {
	return q.products.ListBrands(ctx)
}
