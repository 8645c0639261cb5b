package sqlite

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/palletshop/pallet/domain"
)

// Facet rows say which facet they count: brands, categories or the
// attribute named in the row.
const (
	facetBrands = iota
	facetCategories
	facetAttribute
)

// ProductFacets counts every facet in one statement, so the counts agree.
// Each facet counts over the filter without its own part (see
// domain.ProductFacets). A filter of nothing but categories and a brand is
// answered from catalogue_counts and attribute_counts. Any other filter's
// matches are collected once, as a materialized CTE of product_search rows
// (the query's full-text matches once for all of them), and every facet
// sharing that filter counts over it: brands and categories from the
// collected rows, attributes by one product_attributes range per product
// for all the keys that share the filter.
func (s *Store) ProductFacets(ctx context.Context, f domain.ProductFilter, attributeKeys []string) (domain.ProductFacets, error) {
	q := facetQuery{cteNames: map[string]string{}}
	if words := domain.QueryWords(f.Query); len(words) > 0 {
		q.ctes = append(q.ctes, "hits AS MATERIALIZED ("+searchHits+")")
		q.cteArgs = append(q.cteArgs, matchExpression(words, ""))
		q.hits = "hits"
	}
	q.brandsOrCategories(facetBrands, "brand", f.WithoutFacet(domain.FacetBrand))
	q.brandsOrCategories(facetCategories, "category", f.WithoutFacet(domain.FacetCategory))
	var summaryKeys []string
	byMatches := map[string][]string{}
	var order []string
	for _, key := range slices.Compact(slices.Sorted(slices.Values(attributeKeys))) {
		kf := f.WithoutFacet(key)
		if countable(kf) && kf.Brand == "" {
			summaryKeys = append(summaryKeys, key)
			continue
		}
		m := q.matches(kf)
		if _, ok := byMatches[m]; !ok {
			order = append(order, m)
		}
		byMatches[m] = append(byMatches[m], key)
	}
	if len(summaryKeys) > 0 {
		q.summaryAttributes(f, summaryKeys)
	}
	for _, m := range order {
		q.part(fmt.Sprintf("SELECT %d, pa.key, pa.value, COUNT(*) FROM %s m CROSS JOIN product_attributes pa ON pa.sid = m.id AND pa.key IN (%s) GROUP BY pa.key, pa.value",
			facetAttribute, m, placeholders(len(byMatches[m]))), anys(byMatches[m])...)
	}

	rows, err := queryAll(ctx, s.reader, q.sql(), q.args(), func(row rowScanner) (r facetRow, err error) {
		return r, row.Scan(&r.facet, &r.key, &r.Value, &r.Count)
	})
	if err != nil {
		return domain.ProductFacets{}, storeErr("product facets", err)
	}
	facets := domain.ProductFacets{Brands: []domain.FacetCount{}, Categories: []domain.FacetCount{},
		Attributes: make(map[string][]domain.FacetCount, len(attributeKeys))}
	for _, key := range attributeKeys {
		facets.Attributes[key] = []domain.FacetCount{}
	}
	for _, r := range rows {
		switch r.facet {
		case facetBrands:
			facets.Brands = append(facets.Brands, r.FacetCount)
		case facetCategories:
			facets.Categories = append(facets.Categories, r.FacetCount)
		default:
			facets.Attributes[r.key] = append(facets.Attributes[r.key], r.FacetCount)
		}
	}
	return facets, nil
}

type facetRow struct {
	facet int
	key   string
	domain.FacetCount
}

// facetQuery builds one statement: a CTE per distinct filter that needs
// its matches collected, and one GROUP BY per facet, joined by UNION ALL.
type facetQuery struct {
	hits     string
	ctes     []string
	cteArgs  []any
	cteNames map[string]string
	parts    []string
	partArgs []any
}

func (q *facetQuery) part(sql string, args ...any) {
	q.parts, q.partArgs = append(q.parts, sql), append(q.partArgs, args...)
}

// matches names the CTE holding f's matching product_search rows (id,
// brand, category), adding it unless an equal filter already did.
func (q *facetQuery) matches(f domain.ProductFilter) string {
	conds, args := filterConditions(f, q.hits)
	where := whereClause(conds)
	key := fmt.Sprintf("%s%#v", where, args)
	if name, ok := q.cteNames[key]; ok {
		return name
	}
	name := fmt.Sprintf("m%d", len(q.cteNames))
	q.cteNames[key] = name
	q.ctes = append(q.ctes, name+" AS MATERIALIZED (SELECT s.id, s.brand, s.category FROM product_search s"+where+")")
	q.cteArgs = append(q.cteArgs, args...)
	return name
}

// brandsOrCategories counts f's matches by column (brand or category);
// blank values (a product in no category) are not counted.
func (q *facetQuery) brandsOrCategories(facet int, column string, f domain.ProductFilter) {
	if countable(f) {
		conds, args := countConditions(f)
		conds = append(conds, column+" <> ''")
		q.part(fmt.Sprintf("SELECT %d, '', %s, sum(n) FROM catalogue_counts%s GROUP BY %s", facet, column, whereClause(conds), column), args...)
		return
	}
	q.part(fmt.Sprintf("SELECT %d, '', %s, COUNT(*) FROM %s WHERE %s <> '' GROUP BY %s", facet, column, q.matches(f), column, column))
}

// summaryAttributes counts the keys' values from attribute_counts: each
// key's filter without its own part is f's categories alone.
func (q *facetQuery) summaryAttributes(f domain.ProductFilter, keys []string) {
	var conds []string
	var args []any
	if f.Categories != nil {
		conds, args = append(conds, "category IN ("+placeholders(len(f.Categories))+")"), anys(f.Categories)
	}
	conds, args = append(conds, "key IN ("+placeholders(len(keys))+")"), append(args, anys(keys)...)
	q.part(fmt.Sprintf("SELECT %d, key, value, sum(n) FROM attribute_counts%s GROUP BY key, value", facetAttribute, whereClause(conds)), args...)
}

func (q *facetQuery) sql() string {
	with := ""
	if len(q.ctes) > 0 {
		with = "WITH " + strings.Join(q.ctes, ", ") + " "
	}
	return with + strings.Join(q.parts, " UNION ALL ")
}

func (q *facetQuery) args() []any { return slices.Concat(q.cteArgs, q.partArgs) }
