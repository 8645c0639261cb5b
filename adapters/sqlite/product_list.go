package sqlite

import (
	"context"
	"slices"
	"strings"

	"github.com/palletshop/pallet/domain"
)

var productOrders = map[domain.ProductSort]string{
	domain.SortNewest:    "p.created_at DESC, p.id",
	domain.SortPriceAsc:  "p.price_cents, p.id",
	domain.SortPriceDesc: "p.price_cents DESC, p.id",
	domain.SortName:      "p.name COLLATE NOCASE, p.id",
}

// ListProducts filters, sorts and pages the catalogue by the domain's search
// rules (see search.go).
func (s *Store) ListProducts(ctx context.Context, f domain.ProductFilter) (domain.Page[domain.Product], error) {
	conds, args := productConditions(f)
	order, orderArgs := productOrder(f)
	return page(ctx, s.reader, "list products", listQuery[domain.Product]{
		from: "products p" + whereClause(conds), args: args, orderArgs: orderArgs,
		columns: productColumns, orderBy: order, scan: scanProduct,
	}, f.PageRequest)
}

func productOrder(f domain.ProductFilter) (string, []any) {
	if f.Sort == domain.SortRelevance {
		return relevanceOrder(f.Query)
	}
	if order, ok := productOrders[f.Sort]; ok {
		return order, nil
	}
	return productOrders[domain.SortNewest], nil
}

// productConditions is f as SQL conditions on products aliased p.
func productConditions(f domain.ProductFilter) (conds []string, args []any) {
	add := func(cond string, values ...any) {
		conds, args = append(conds, cond), append(args, values...)
	}
	if f.Query != "" {
		cond, values := queryCondition(f.Query)
		add(cond, values...)
	}
	if f.SKU != "" {
		add("p.sku = ?", domain.SKUKey(f.SKU)) // the column compares NOCASE
	}
	if f.Brand != "" {
		add("p.brand = ? COLLATE NOCASE", f.Brand)
	}
	if f.Categories != nil {
		add("p.category IN ("+placeholders(len(f.Categories))+")", anys(f.Categories)...)
	}
	for _, key := range sortedKeys(f.Attributes) {
		values := f.Attributes[key]
		add("p.id IN (SELECT product_id FROM product_attributes WHERE key = ? AND value IN ("+placeholders(len(values))+"))",
			append([]any{key}, anys(values)...)...)
	}
	if f.MinPriceCents != nil {
		add("p.price_cents >= ?", *f.MinPriceCents)
	}
	if f.MaxPriceCents != nil {
		add("p.price_cents <= ?", *f.MaxPriceCents)
	}
	if f.InStock {
		add("p.stock >= p.min_order_quantity")
	}
	return conds, args
}

// placeholders is n comma-separated ?s; none is NULL, which no IN matches.
func placeholders(n int) string {
	if n == 0 {
		return "NULL"
	}
	return strings.TrimSuffix(strings.Repeat("?,", n), ",")
}

func anys(values []string) []any {
	out := make([]any, len(values))
	for i, v := range values {
		out[i] = v
	}
	return out
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
