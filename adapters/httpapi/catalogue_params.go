package httpapi

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/gin-gonic/gin"

	"github.com/palletshop/pallet/app"
	"github.com/palletshop/pallet/domain"
)

// Limits of a catalogue search's attribute filters: ?attr.<name>=<value>.
const (
	attrParamPrefix    = "attr."
	maxAttrFilterNames = domain.MaxCategoryAttributes
	maxAttrFilterValue = 20 // values of one name
)

// catalogueSearch is GET /api/products' search: the product filter and
// ?category=<slug> from its query, and the repeatable ?attr.<name>=<value>
// filters, whose names no struct can list, read here (values of one name
// are alternatives, names combine).
func catalogueSearch(c *gin.Context, q productQuery) (app.CatalogueSearch, error) {
	f := q.filter()
	category := strings.TrimSpace(q.Category)
	if category != "" && !domain.ValidSlug(category) {
		return app.CatalogueSearch{}, invalid("category", "category must be a category's slug: lowercase letters, digits and -")
	}
	var err error
	if f.Attributes, err = attributeFilters(c); err != nil {
		return app.CatalogueSearch{}, err
	}
	return app.CatalogueSearch{Filter: f, Category: category}, nil
}

func attributeFilters(c *gin.Context) (map[string][]string, error) {
	var attrs map[string][]string
	for param, values := range c.Request.URL.Query() {
		name, isAttr := strings.CutPrefix(param, attrParamPrefix)
		if !isAttr {
			continue
		}
		if !domain.ValidAttributeKey(name) {
			return nil, invalid(param, "In "+param+", the part after attr. is an attribute name: "+domain.AttributeKeyMessage)
		}
		if attrs == nil {
			attrs = map[string][]string{}
		}
		if len(attrs) == maxAttrFilterNames {
			return nil, invalid(param, "A search filters by at most "+strconv.Itoa(maxAttrFilterNames)+" attributes")
		}
		kept, err := attributeValues(param, values)
		if err != nil {
			return nil, err
		}
		attrs[name] = kept
	}
	return attrs, nil
}

func attributeValues(param string, values []string) ([]string, error) {
	if len(values) > maxAttrFilterValue {
		return nil, invalid(param, param+" takes at most "+strconv.Itoa(maxAttrFilterValue)+" values")
	}
	kept := make([]string, 0, len(values))
	for _, v := range values {
		v = strings.TrimSpace(v)
		if v == "" || utf8.RuneCountInString(v) > domain.MaxAttributeValueLen {
			return nil, invalid(param, "Each "+param+" value has 1 to "+strconv.Itoa(domain.MaxAttributeValueLen)+" characters")
		}
		kept = append(kept, v)
	}
	return kept, nil
}
