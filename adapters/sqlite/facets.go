package sqlite

import (
	"context"
	"database/sql"
	"slices"

	"github.com/palletshop/pallet/domain"
)

// ProductFacets counts with one GROUP BY per facet, each over the filter
// without its own part, in one read transaction so the counts agree.
func (s *Store) ProductFacets(ctx context.Context, f domain.ProductFilter, attributeKeys []string) (domain.ProductFacets, error) {
	tx, err := s.reader.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return domain.ProductFacets{}, storeErr("product facets", err)
	}
	defer func() { _ = tx.Rollback() }()
	facets := domain.ProductFacets{Attributes: make(map[string][]domain.FacetCount, len(attributeKeys))}
	if facets.Brands, err = productFacet(ctx, tx, "p.brand", f.WithoutFacet(domain.FacetBrand)); err != nil {
		return domain.ProductFacets{}, storeErr("brand facet", err)
	}
	if facets.Categories, err = productFacet(ctx, tx, "p.category", f.WithoutFacet(domain.FacetCategory)); err != nil {
		return domain.ProductFacets{}, storeErr("category facet", err)
	}
	for _, key := range attributeKeys {
		if facets.Attributes[key], err = attributeFacet(ctx, tx, key, f.WithoutFacet(key)); err != nil {
			return domain.ProductFacets{}, storeErr("attribute facet", err)
		}
	}
	return facets, nil
}

// productFacet counts the products matching f by a column; blank values
// (a product in no category) are not counted.
func productFacet(ctx context.Context, tx *sql.Tx, column string, f domain.ProductFilter) ([]domain.FacetCount, error) {
	conds, args := productConditions(f)
	conds = append(conds, column+" <> ''")
	return queryAll(ctx, tx, "SELECT "+column+", COUNT(*) FROM products p"+whereClause(conds)+" GROUP BY "+column, args, scanFacetCount)
}

// attributeFacet counts the products matching f by their value for key.
// Without conditions on products it needs no join.
func attributeFacet(ctx context.Context, tx *sql.Tx, key string, f domain.ProductFilter) ([]domain.FacetCount, error) {
	conds, args := productConditions(f)
	from := "product_attributes pa"
	if len(conds) > 0 {
		from += " JOIN products p ON p.id = pa.product_id"
	}
	conds = append([]string{"pa.key = ?"}, conds...)
	return queryAll(ctx, tx, "SELECT pa.value, COUNT(*) FROM "+from+whereClause(conds)+" GROUP BY pa.value",
		slices.Concat([]any{key}, args), scanFacetCount)
}

func scanFacetCount(row rowScanner) (domain.FacetCount, error) {
	var c domain.FacetCount
	return c, row.Scan(&c.Value, &c.Count)
}
