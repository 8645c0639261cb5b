package sqlite

import (
	"context"
	"database/sql"
	"slices"
	"strings"

	"github.com/palletshop/pallet/domain"
)

// productOrders sort product_search aliased s; by name they need products
// aliased p joined in (see needsProducts).
var productOrders = map[domain.ProductSort]string{
	domain.SortNewest:    "s.created_at DESC, s.product_id",
	domain.SortPriceAsc:  "s.price_cents, s.product_id",
	domain.SortPriceDesc: "s.price_cents DESC, s.product_id",
	domain.SortName:      "p.name COLLATE NOCASE, p.id",
}

// ListProducts filters, sorts and pages the catalogue by the domain's search
// rules (see search.go). The filter and the order run on the narrow
// product_search rows; only the page's products are read whole. The count
// and the page are read in one transaction so they agree.
func (s *Store) ListProducts(ctx context.Context, f domain.ProductFilter) (domain.Page[domain.Product], error) {
	const op = "list products"
	req := f.PageRequest.Normalize()
	tx, err := s.reader.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return domain.Page[domain.Product]{}, storeErr(op, err)
	}
	defer func() { _ = tx.Rollback() }()

	var total int
	countSQL, countArgs := productCount(f)
	if err := tx.QueryRowContext(ctx, countSQL, countArgs...).Scan(&total); err != nil {
		return domain.Page[domain.Product]{}, storeErr(op, err)
	}
	items := []domain.Product{}
	if total > req.Offset() {
		if items, err = productPage(ctx, tx, f, req); err != nil {
			return domain.Page[domain.Product]{}, storeErr(op, err)
		}
	}
	return domain.NewPage(items, total, req), nil
}

// productCount counts f's matches: from catalogue_counts when only
// categories and a brand filter, else over product_search.
func productCount(f domain.ProductFilter) (string, []any) {
	if countable(f) {
		conds, args := countConditions(f)
		return "SELECT coalesce(sum(n), 0) FROM catalogue_counts" + whereClause(conds), args
	}
	conds, args := productConditions(f)
	return "SELECT COUNT(*) FROM product_search s" + whereClause(conds), args
}

// countable reports whether f filters by nothing but categories and brand,
// which catalogue_counts answers without visiting products.
func countable(f domain.ProductFilter) bool {
	return f.Query == "" && f.SKU == "" && len(f.Attributes) == 0 && f.MinPriceCents == nil &&
		f.MaxPriceCents == nil && !f.InStock
}

// countConditions is a countable f as conditions on catalogue_counts or
// attribute_counts.
func countConditions(f domain.ProductFilter) (conds []string, args []any) {
	if f.Categories != nil {
		conds, args = append(conds, "category IN ("+placeholders(len(f.Categories))+")"), anys(f.Categories)
	}
	if f.Brand != "" {
		conds, args = append(conds, "brand = ? COLLATE NOCASE"), append(args, f.Brand)
	}
	return conds, args
}

// productPage reads one page of f's matches: their ids in order from
// product_search, then those products.
func productPage(ctx context.Context, tx *sql.Tx, f domain.ProductFilter, req domain.PageRequest) ([]domain.Product, error) {
	conds, args := productConditions(f)
	order, orderArgs := productOrder(f)
	from := "product_search s"
	if f.Sort == domain.SortName {
		from += " JOIN products p ON p.id = s.product_id"
	}
	ids, err := queryAll(ctx, tx, "SELECT s.product_id FROM "+from+whereClause(conds)+" ORDER BY "+order+" LIMIT ? OFFSET ?",
		slices.Concat(args, orderArgs, []any{req.Limit, req.Offset()}),
		func(row rowScanner) (id string, err error) { return id, row.Scan(&id) })
	if err != nil || len(ids) == 0 {
		return []domain.Product{}, err
	}
	products, err := queryAll(ctx, tx, "SELECT "+productColumns+" FROM products WHERE id IN ("+placeholders(len(ids))+")",
		anys(ids), scanProduct)
	if err != nil {
		return nil, err
	}
	position := make(map[string]int, len(ids))
	for i, id := range ids {
		position[id] = i
	}
	slices.SortFunc(products, func(a, b domain.Product) int { return position[a.ID] - position[b.ID] })
	return products, nil
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

// productConditions is f as SQL conditions on product_search aliased s.
func productConditions(f domain.ProductFilter) (conds []string, args []any) {
	return filterConditions(f, "")
}

// filterConditions is f as SQL conditions on product_search aliased s;
// with hits, the query's matches are read from that table (a CTE of ids)
// instead of asking the full-text index again.
func filterConditions(f domain.ProductFilter, hits string) (conds []string, args []any) {
	add := func(cond string, values ...any) {
		conds, args = append(conds, cond), append(args, values...)
	}
	switch {
	case f.Query != "" && hits != "":
		add("s.id IN " + hits)
	case f.Query != "":
		cond, values := queryCondition(f.Query)
		add(cond, values...)
	}
	if f.SKU != "" {
		add("s.id IN ("+skuMatch+")", domain.SKUKey(f.SKU)) // the column compares NOCASE
	}
	if f.Brand != "" {
		add("s.brand = ? COLLATE NOCASE", f.Brand)
	}
	inCategories := ""
	if f.Categories != nil {
		inCategories = "category IN (" + placeholders(len(f.Categories)) + ")"
		add("s."+inCategories, anys(f.Categories)...)
	}
	for _, key := range sortedKeys(f.Attributes) {
		// product_attributes carries the category, so the category narrows
		// the index range the pairs are read from.
		values := slices.Concat(anys(f.Categories), []any{key}, anys(f.Attributes[key]))
		cond := "key = ? AND value IN (" + placeholders(len(f.Attributes[key])) + ")"
		if inCategories != "" {
			cond = inCategories + " AND " + cond
		} else {
			values = values[len(f.Categories):]
		}
		add("s.id IN (SELECT sid FROM product_attributes WHERE "+cond+")", values...)
	}
	if f.MinPriceCents != nil {
		add("s.price_cents >= ?", *f.MinPriceCents)
	}
	if f.MaxPriceCents != nil {
		add("s.price_cents <= ?", *f.MaxPriceCents)
	}
	if f.InStock {
		add("s.orderable")
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
