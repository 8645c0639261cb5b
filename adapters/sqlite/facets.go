package sqlite

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/palletshop/pallet/domain"
)

// Facet rows are tagged with the facet they count: brands, categories,
// then each requested attribute key by position.
const (
	tagBrand = iota
	tagCategory
	tagAttributes
)

// ProductFacets counts every facet in one statement, so the counts agree.
// Each facet counts over the filter without its own part (see
// domain.ProductFacets). A filter of nothing but categories and a brand is
// answered from catalogue_counts and attribute_counts; any other filter's
// matches are collected once, as a materialized CTE of product_search rows,
// and every facet sharing that filter counts over it: brands and
// categories from the collected rows, attributes by integer key lookups in
// product_attributes.
func (s *Store) ProductFacets(ctx context.Context, f domain.ProductFilter, attributeKeys []string) (domain.ProductFacets, error) {
	var q facetQuery
	q.brandsOrCategories(tagBrand, "brand", f.WithoutFacet(domain.FacetBrand))
	q.brandsOrCategories(tagCategory, "category", f.WithoutFacet(domain.FacetCategory))
	for i, key := range attributeKeys {
		q.attribute(tagAttributes+i, key, f.WithoutFacet(key))
	}
	rows, err := queryAll(ctx, s.reader, q.sql(), q.args(), func(row rowScanner) (r facetRow, err error) {
		return r, row.Scan(&r.tag, &r.Value, &r.Count)
	})
	if err != nil {
		return domain.ProductFacets{}, storeErr("product facets", err)
	}
	byTag := make([][]domain.FacetCount, tagAttributes+len(attributeKeys))
	for i := range byTag {
		byTag[i] = []domain.FacetCount{}
	}
	for _, r := range rows {
		byTag[r.tag] = append(byTag[r.tag], r.FacetCount)
	}
	facets := domain.ProductFacets{Brands: byTag[tagBrand], Categories: byTag[tagCategory],
		Attributes: make(map[string][]domain.FacetCount, len(attributeKeys))}
	for i, key := range attributeKeys {
		facets.Attributes[key] = byTag[tagAttributes+i]
	}
	return facets, nil
}

type facetRow struct {
	tag int
	domain.FacetCount
}

// facetQuery builds one statement: a CTE per distinct filter that needs
// its matches collected, and one GROUP BY per facet, joined by UNION ALL.
type facetQuery struct {
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
	conds, args := productConditions(f)
	where := whereClause(conds)
	key := fmt.Sprintf("%s%#v", where, args)
	if name, ok := q.cteNames[key]; ok {
		return name
	}
	if q.cteNames == nil {
		q.cteNames = map[string]string{}
	}
	name := fmt.Sprintf("m%d", len(q.ctes))
	q.cteNames[key] = name
	q.ctes = append(q.ctes, name+" AS MATERIALIZED (SELECT s.id, s.brand, s.category FROM product_search s"+where+")")
	q.cteArgs = append(q.cteArgs, args...)
	return name
}

// brandsOrCategories counts f's matches by column (brand or category);
// blank values (a product in no category) are not counted.
func (q *facetQuery) brandsOrCategories(tag int, column string, f domain.ProductFilter) {
	if countable(f) {
		conds, args := countConditions(f)
		conds = append(conds, column+" <> ''")
		q.part(fmt.Sprintf("SELECT %d, %s, sum(n) FROM catalogue_counts%s GROUP BY %s", tag, column, whereClause(conds), column), args...)
		return
	}
	q.part(fmt.Sprintf("SELECT %d, %s, COUNT(*) FROM %s WHERE %s <> '' GROUP BY %s", tag, column, q.matches(f), column, column))
}

// attribute counts f's matches by their value for key.
func (q *facetQuery) attribute(tag int, key string, f domain.ProductFilter) {
	if countable(f) && f.Brand == "" {
		conds, args := countConditions(f)
		conds, args = append(conds, "key = ?"), append(args, key)
		q.part(fmt.Sprintf("SELECT %d, value, sum(n) FROM attribute_counts%s GROUP BY value", tag, whereClause(conds)), args...)
		return
	}
	q.part(fmt.Sprintf("SELECT %d, pa.value, COUNT(*) FROM %s m JOIN product_attributes pa ON pa.sid = m.id AND pa.key = ? GROUP BY pa.value",
		tag, q.matches(f)), key)
}

func (q *facetQuery) sql() string {
	with := ""
	if len(q.ctes) > 0 {
		with = "WITH " + strings.Join(q.ctes, ", ") + " "
	}
	return with + strings.Join(q.parts, " UNION ALL ")
}

func (q *facetQuery) args() []any { return slices.Concat(q.cteArgs, q.partArgs) }
