package sqlite

import (
	"fmt"
	"strings"

	"github.com/palletshop/pallet/domain"
)

// searchHits is the ids of the products whose text matches an FTS5
// expression (one argument).
const searchHits = `SELECT product_id FROM product_search_keys
	WHERE key IN (SELECT rowid FROM products_fts WHERE products_fts MATCH ?)`

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

// queryCondition keeps the products that match the query's words; a query
// without words keeps none.
func queryCondition(query string) (string, []any) {
	words := domain.QueryWords(query)
	if len(words) == 0 {
		return "0", nil
	}
	return "p.id IN (" + searchHits + ")", []any{matchExpression(words, "")}
}

// relevanceOrder ranks matches by the domain's tiers: the whole query is the
// SKU, every word is in the name, brand or SKU, or the rest; then newest.
func relevanceOrder(query string) (string, []any) {
	words := domain.QueryWords(query)
	if len(words) == 0 {
		return productOrders[domain.SortNewest], nil
	}
	order := fmt.Sprintf("CASE WHEN p.sku = ? THEN %d WHEN p.id IN (%s) THEN %d ELSE %d END DESC, %s",
		domain.TierSKU, searchHits, domain.TierTitle, domain.TierText, productOrders[domain.SortNewest])
	return order, []any{domain.SKUKey(query), matchExpression(words, titleColumns)}
}
