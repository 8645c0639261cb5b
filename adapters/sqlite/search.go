package sqlite

import (
	"fmt"
	"strings"

	"github.com/palletshop/pallet/domain"
)

// searchHits is the product_search ids of the products whose text matches
// an FTS5 expression (one argument).
const searchHits = `SELECT rowid FROM products_fts WHERE products_fts MATCH ?`

// titleColumns is what the title tier searches, as an FTS5 column filter.
const titleColumns = "{name brand sku}"

// matchExpression asks FTS5 for every word as a prefix, in any column or,
// with columns, only in those.
func matchExpression(words []string, columns string) string {
	terms := make([]string, len(words))
	for i, w := range words {
		terms[i] = `"` + strings.ReplaceAll(w, `"`, `""`) + `"*`
		if columns != "" {
			terms[i] = columns + " : " + terms[i]
		}
	}
	return strings.Join(terms, " AND ")
}

// queryCondition keeps the products (product_search aliased s) that match
// the query's words; a query without words keeps none.
func queryCondition(query string) (string, []any) {
	words := domain.QueryWords(query)
	if len(words) == 0 {
		return "0", nil
	}
	return "s.id IN (" + searchHits + ")", []any{matchExpression(words, "")}
}

// skuMatch is the product_search ids of the product with a part number
// (one argument, compared NOCASE by the column).
const skuMatch = `SELECT s2.id FROM products p2 JOIN product_search s2 ON s2.product_id = p2.id WHERE p2.sku = ?`

// relevanceOrder ranks matches by the domain's tiers: the whole query is the
// SKU, every word is in the name, brand or SKU, or the rest; then newest.
func relevanceOrder(query string) (string, []any) {
	words := domain.QueryWords(query)
	if len(words) == 0 {
		return productOrders[domain.SortNewest], nil
	}
	order := fmt.Sprintf("CASE WHEN s.id IN (%s) THEN %d WHEN s.id IN (%s) THEN %d ELSE %d END DESC, %s",
		skuMatch, domain.TierSKU, searchHits, domain.TierTitle, domain.TierText, productOrders[domain.SortNewest])
	return order, []any{domain.SKUKey(query), matchExpression(words, titleColumns)}
}
