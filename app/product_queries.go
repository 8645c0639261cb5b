package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// ProductQueries reads the catalogue: searches from the catalogue index,
// products themselves from the store.
type ProductQueries struct {
	products   ports.ProductRepository
	categories ports.CategoryRepository
	index      ports.CatalogueIndex
}

func NewProductQueries(products ports.ProductRepository, categories ports.CategoryRepository, index ports.CatalogueIndex) *ProductQueries {
	return &ProductQueries{products: products, categories: categories, index: index}
}

func (q *ProductQueries) Get(ctx context.Context, id string) (domain.Product, error) {
	return q.products.GetProduct(ctx, id)
}

func (q *ProductQueries) Brands(ctx context.Context) ([]domain.BrandCount, error) {
	return q.index.Brands(ctx)
}
