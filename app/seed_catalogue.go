package app

import (
	"context"
	"fmt"
	"time"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// SeedAuthor is recorded as AddedBy on the starter catalogue.
const SeedAuthor = "seed"

// SeedCatalogue fills an empty catalogue with the starter categories and
// products and returns how many products it added. A shop that has any
// category keeps its tree (a starter product whose category it lacks comes
// without one), and one that has any product keeps its products.
func SeedCatalogue(ctx context.Context, products ports.ProductRepository, categories ports.CategoryRepository, now time.Time) (int, error) {
	tree, err := seedCategories(ctx, categories)
	if err != nil {
		return 0, err
	}
	n, err := products.CountProducts(ctx)
	if err != nil {
		return 0, fmt.Errorf("seed catalogue: %w", err)
	}
	if n > 0 {
		return 0, nil
	}
	starter, err := starterProducts(now)
	if err != nil {
		return 0, err
	}
	changes := make([]domain.ProductChange, len(starter))
	for i, p := range starter {
		if _, found := domain.FindCategory(p.Category, tree); !found {
			p.Category = ""
		}
		changes[i].After = p
	}
	// One write, all or nothing, as an import: the catalogue index then
	// catches up once, not after each product.
	if err := products.ImportProducts(ctx, changes); err != nil {
		return 0, fmt.Errorf("seed catalogue: %w", err)
	}
	return len(starter), nil
}

// seedCategories saves the starter tree into a shop with no categories, and
// returns the shop's tree.
func seedCategories(ctx context.Context, categories ports.CategoryRepository) ([]domain.Category, error) {
	existing, err := categories.ListCategories(ctx)
	if err != nil {
		return nil, fmt.Errorf("seed categories: %w", err)
	}
	if len(existing) > 0 {
		return existing, nil
	}
	for _, c := range starterCategories { // parents first, as the tree needs
		if err := categories.SaveCategory(ctx, c); err != nil {
			return nil, fmt.Errorf("seed categories: %s: %w", c.Slug, err)
		}
	}
	return starterCategories, nil
}

// starterProducts builds every entry through the product form's own
// validation, each an hour older than the one before it.
func starterProducts(now time.Time) ([]domain.Product, error) {
	out := make([]domain.Product, 0, len(starterCatalogue))
	for i, e := range starterCatalogue {
		moq := e.MinOrderQuantity
		breaks := e.priceBreaks()
		in := domain.ProductInput{
			Name: &e.Name, Brand: &e.Brand, PriceCents: &e.PriceCents, Stock: &e.Stock,
			Descriptions: &e.Descriptions, Img: &e.Img, MinOrderQuantity: &moq,
			SKU: &e.SKU, PriceBreaks: &breaks, Category: &e.Category, Attributes: &e.Attributes,
		}
		p, err := in.NewProduct(SeedAuthor, now.Add(-time.Duration(i)*time.Hour))
		if err != nil {
			return nil, fmt.Errorf("seed catalogue: %s: %w", e.Name, err)
		}
		out = append(out, p)
	}
	return out, nil
}

// priceBreaks prices each volume tier off the list price, in whole cents
// rounded down.
func (e catalogueEntry) priceBreaks() []domain.PriceBreak {
	breaks := make([]domain.PriceBreak, len(e.Breaks))
	for i, tier := range e.Breaks {
		breaks[i] = domain.PriceBreak{MinQuantity: tier.From, UnitPriceCents: e.PriceCents * (100 - tier.PercentOff) / 100}
	}
	return breaks
}
