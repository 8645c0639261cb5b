package mongodb

import (
	"maps"
	"regexp"
	"slices"
	"strings"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo"

	"github.com/palletshop/pallet/domain"
)

// searchFields are what a product is searched and filtered by, derived
// from it on every save: its words (domain.SearchWords) as arrays with
// multikey indexes, matched with anchored prefix regexes, and its
// attributes as "key=value" strings. FerretDB v1 has no $text, so the
// words are the index; see deploy/mongodb-search.md.
type searchFields struct {
	Words          []string `bson:"words"`      // of name, brand, SKU and descriptions
	TitleWords     []string `bson:"titleWords"` // of name, brand and SKU
	AttributePairs []string `bson:"attributePairs"`
}

func newSearchFields(p domain.Product) searchFields {
	title := uniqueWords(domain.SearchWords(p.TitleText()))
	return searchFields{
		Words:          uniqueWords(append(slices.Clone(title), domain.SearchWords(p.Descriptions)...)),
		TitleWords:     title,
		AttributePairs: attributePairs(p.Attributes),
	}
}

func uniqueWords(words []string) []string {
	slices.Sort(words)
	return slices.Compact(words)
}

func attributePairs(attrs map[string]string) []string {
	pairs := make([]string, 0, len(attrs))
	for _, key := range slices.Sorted(maps.Keys(attrs)) {
		pairs = append(pairs, attributePair(key, attrs[key]))
	}
	return pairs
}

// attributePair is one attribute as stored in attributePairs; keys hold no '='.
func attributePair(key, value string) string { return key + "=" + value }

func attributesOrNil(attrs map[string]string) map[string]string {
	if len(attrs) == 0 {
		return nil
	}
	return attrs
}

func searchIndexes() []mongo.IndexModel {
	return []mongo.IndexModel{
		plain(asc("words")), plain(asc("titleWords")), plain(asc("attributePairs")),
		plain(bson.D{{Key: "category", Value: 1}, {Key: "createdAt", Value: -1}}),
	}
}

// startsWith matches a string, or an array with a string, that begins with
// prefix: anchored, so an index on field serves it.
func startsWith(prefix string) bson.D {
	return bson.D{{Key: "$regex", Value: "^" + regexp.QuoteMeta(prefix)}}
}

// everyWordStarts is one condition per query word: some word in field
// starts with it.
func everyWordStarts(field string, words []string) bson.A {
	conds := make(bson.A, len(words))
	for i, w := range words {
		conds[i] = bson.D{{Key: field, Value: startsWith(w)}}
	}
	return conds
}

// allOf joins filters with $and.
func allOf(filters ...any) bson.D {
	return bson.D{{Key: "$and", Value: bson.A(filters)}}
}

// matchesNothing is a filter no document passes.
var matchesNothing = bson.D{{Key: "_id", Value: bson.D{{Key: "$in", Value: bson.A{}}}}}

// productFilter is f as one MongoDB filter.
func productFilter(f domain.ProductFilter) bson.D {
	var conds bson.A
	add := func(field string, cond any) { conds = append(conds, bson.D{{Key: field, Value: cond}}) }
	if f.Query != "" {
		words := domain.QueryWords(f.Query)
		if len(words) == 0 {
			return matchesNothing
		}
		conds = append(conds, everyWordStarts("words", words)...)
	}
	if sku := domain.SKUKey(f.SKU); sku != "" {
		add("skuKey", sku)
	}
	if brand := strings.TrimSpace(f.Brand); brand != "" {
		add("brandKey", strings.ToLower(brand))
	}
	if f.Categories != nil {
		add("category", bson.D{{Key: "$in", Value: f.Categories}})
	}
	for _, key := range slices.Sorted(maps.Keys(f.Attributes)) {
		pairs := make([]string, len(f.Attributes[key]))
		for i, v := range f.Attributes[key] {
			pairs[i] = attributePair(key, v)
		}
		add("attributePairs", bson.D{{Key: "$in", Value: pairs}})
	}
	if price := priceRange(f); len(price) > 0 {
		add("priceCents", price)
	}
	if f.InStock {
		add("spareStock", bson.D{{Key: "$gte", Value: 0}})
	}
	if len(conds) == 0 {
		return bson.D{}
	}
	return allOf(conds...)
}

// relevanceTiers splits the products matching f into the domain's tiers,
// best first: the whole query is the SKU; every word starts a word of the
// name, brand or SKU; the rest.
func relevanceTiers(f domain.ProductFilter) []bson.D {
	base, words := productFilter(f), domain.QueryWords(f.Query)
	sku := domain.SKUKey(f.Query)
	notSKU := bson.D{{Key: "skuKey", Value: bson.D{{Key: "$ne", Value: sku}}}}
	inTitle := everyWordStarts("titleWords", words)
	return []bson.D{
		allOf(base, bson.D{{Key: "skuKey", Value: sku}}),
		allOf(append(bson.A{base, notSKU}, inTitle...)...),
		allOf(base, notSKU, bson.D{{Key: "$nor", Value: bson.A{allOf(inTitle...)}}}),
	}
}
