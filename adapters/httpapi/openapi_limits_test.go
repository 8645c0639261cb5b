package httpapi

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/app"
	"github.com/palletshop/pallet/domain"
)

// lookup follows keys (object keys) through the decoded document.
func lookup(t *testing.T, doc any, keys ...string) any {
	t.Helper()
	at := doc
	for i, k := range keys {
		m, ok := at.(map[string]any)
		require.True(t, ok, "no object at %s", strings.Join(keys[:i], "."))
		at, ok = m[k]
		require.True(t, ok, "no %s", strings.Join(keys[:i+1], "."))
	}
	return at
}

// The front end reads limits from the document, so each must be the
// constant the domain checks with.
func TestOpenAPIRequestLimitsAreTheDomains(t *testing.T) {
	body, err := OpenAPIDocument()
	require.NoError(t, err)
	var doc any
	require.NoError(t, json.Unmarshal(body, &doc))
	schemas := lookup(t, doc, "components", "schemas")
	for _, c := range []struct {
		path []string
		want int
	}{
		{[]string{"CheckoutRequest", "properties", "poNumber", "maxLength"}, domain.MaxPONumberLen},
		{[]string{"CheckoutRequest", "properties", "note", "maxLength"}, domain.MaxNoteLen},
		{[]string{"AcceptRequest", "properties", "poNumber", "maxLength"}, domain.MaxPONumberLen},
		{[]string{"BookingRequest", "properties", "address", "maxLength"}, domain.MaxAddressLen},
		{[]string{"BookingRequest", "properties", "address", "minLength"}, 1},
		{[]string{"ProductRequest", "properties", "priceBreaks", "maxItems"}, domain.MaxPriceBreaks},
		{[]string{"ProductRequest", "properties", "sku", "maxLength"}, domain.MaxSKULen},
		{[]string{"ProductRequest", "properties", "priceCents", "maximum"}, int(domain.MaxPriceCents)},
		{[]string{"ProductRequest", "properties", "stock", "minimum"}, 0},
		{[]string{"ProductRequest", "properties", "attributes", "maxProperties"}, domain.MaxProductAttributes},
		{[]string{"ProductRequest", "properties", "attributes", "additionalProperties", "maxLength"}, domain.MaxAttributeValueLen},
		{[]string{"CategoryRequest", "properties", "attributes", "maxItems"}, domain.MaxCategoryAttributes},
		{[]string{"CategoryAttribute", "properties", "label", "maxLength"}, domain.MaxCategoryNameLen},
		{[]string{"QuoteRequest", "properties", "lines", "maxItems"}, domain.MaxOrderLines},
		{[]string{"QuickOrderRequest", "properties", "text", "x-maxLines"}, app.MaxQuickOrderLines},
		{[]string{"CartLineRequest", "properties", "quantity", "maximum"}, domain.MaxCartQuantity},
		{[]string{"ShipRequest", "properties", "trackingNumber", "maxLength"}, domain.MaxTrackingLen},
		{[]string{"MarkPaidRequest", "properties", "reference", "maxLength"}, domain.MaxReferenceLen},
		{[]string{"AddressRequest", "properties", "label", "maxLength"}, domain.MaxLabelLen},
		{[]string{"ContactRequest", "properties", "subject", "maxLength"}, domain.MaxShortTextLen},
		{[]string{"ContactRequest", "properties", "message", "maxLength"}, domain.MaxContactMessage},
		{[]string{"SignUpRequest", "properties", "password", "minLength"}, domain.MinPasswordLen},
		{[]string{"ReviewRequest", "properties", "rating", "minimum"}, domain.MinRating},
		{[]string{"ReviewRequest", "properties", "rating", "maximum"}, domain.MaxRating},
		{[]string{"TermsRequest", "then", "properties", "netDays", "minimum"}, domain.MinNetDays},
		{[]string{"TermsRequest", "then", "properties", "netDays", "maximum"}, domain.MaxNetDays},
		{[]string{"FormDataUploadForm", "properties", "image", "x-maxBytes"}, app.MaxUploadBytes},
	} {
		assert.EqualValues(t, c.want, lookup(t, schemas, c.path...), strings.Join(c.path, "."))
	}
	for _, c := range []struct {
		path, param string
		keyword     string
		want        int64
	}{
		{"/api/admin/stats", "days", "maximum", app.MaxDashboardDays},
		{"/api/products", "q", "maxLength", domain.MaxShortTextLen},
		{"/api/products", "sku", "maxLength", domain.MaxSKULen},
		{"/api/products", "limit", "maximum", domain.MaxPageLimit},
		{"/api/admin/audit", "actor", "maxLength", domain.MaxShortTextLen},
	} {
		var found bool
		for _, p := range lookup(t, doc, "paths", c.path, "get", "parameters").([]any) {
			if lookup(t, p, "name") == c.param {
				found = true
				assert.EqualValues(t, c.want, lookup(t, p, "schema", c.keyword), "%s ?%s", c.path, c.param)
			}
		}
		assert.True(t, found, "%s lists ?%s", c.path, c.param)
	}
	days := lookup(t, doc, "paths", "/api/admin/stats", "get", "parameters").([]any)[0]
	assert.EqualValues(t, app.MaxDashboardDays, lookup(t, days, "schema", "maximum"))
	assert.Equal(t, true, lookup(t, schemas, "TermsRequest", "if", "properties", "invoiceTerms", "const"),
		"net days are limited only with invoice terms")
}

// A limit whose field was renamed would silently vanish from the document.
func TestEveryRequestLimitNamesAField(t *testing.T) {
	for typ, limits := range requestLimits {
		names := map[string]bool{}
		for f := range typ.Fields() {
			for _, tag := range []string{"json", "formData"} {
				name, _, _ := strings.Cut(f.Tag.Get(tag), ",")
				names[name] = true
			}
		}
		for name := range limits {
			assert.True(t, names[name], "%s has no field %s", typ, name)
		}
	}
	queries := map[string]bool{}
	for _, r := range (&Server{d: Deps{Metrics: NewMetrics()}}).routes() {
		if r.handle.query != nil {
			addQueryNames(queries, reflect.TypeOf(r.handle.query))
		}
	}
	for name := range queryLimits {
		assert.True(t, queries[name], "no query parameter %s", name)
	}
}

func addQueryNames(names map[string]bool, t reflect.Type) {
	for f := range t.Fields() {
		if f.Anonymous {
			addQueryNames(names, f.Type)
		} else {
			names[f.Tag.Get("query")] = true
		}
	}
}
