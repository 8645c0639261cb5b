package main

import (
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// catalogue is a shop with the seed plus a few products the tests know.
func catalogue(t *testing.T) (*shop, []map[string]any) {
	s := newShop(t, nil)
	admin := s.adminToken()
	for _, body := range []map[string]any{
		with(productBody("Quokka Edge Switch"), "priceCents", 4_200),
		with(with(productBody("Tiny Batch Cable"), "stock", 50), "brand", "Wombat Wire"),
		with(productBody("Zebra Rack Monitor"), "descriptions", "A 27-inch panel for PLATYPUS control rooms."),
	} {
		time.Sleep(2 * time.Millisecond) // times are kept to the millisecond; keep "newest" unambiguous
		s.createProduct(admin, body)
	}
	all := s.getJSON("/api/products?limit=100&sort=name", "")
	require.Less(t, num(all["total"]), int64(100), "the test reads the whole catalogue in one page")
	require.Len(t, items(t, all), int(num(all["total"])))
	return s, items(t, all)
}

func filterProducts(all []map[string]any, keep func(p map[string]any) bool) []string {
	var out []string
	for _, p := range all {
		if keep(p) {
			out = append(out, p["id"].(string))
		}
	}
	return out
}

func TestListProductsFilters(t *testing.T) {
	t.Parallel()
	s, all := catalogue(t)
	require.GreaterOrEqual(t, len(all), 15, "seed (≥12) plus three")
	price := func(p map[string]any) int64 { return num(p["priceCents"]) }
	minP, maxP := price(all[2]), price(all[len(all)-3])
	if minP > maxP {
		minP, maxP = maxP, minP
	}
	cases := []struct {
		name, query string
		want        []string
	}{
		{"text in the name, any case", "q=qUoKkA+edge", filterProducts(all, func(p map[string]any) bool { return p["name"] == "Quokka Edge Switch" })},
		{"text in the description", "q=platypus", filterProducts(all, func(p map[string]any) bool { return p["name"] == "Zebra Rack Monitor" })},
		{"text in the brand", "q=wombat+wire", filterProducts(all, func(p map[string]any) bool { return p["brand"] == "Wombat Wire" })},
		{"brand, any case", "brand=quokkatech", filterProducts(all, func(p map[string]any) bool { return p["brand"] == "Quokkatech" })},
		{"seeded brand", "brand=" + all[0]["brand"].(string), filterProducts(all, func(p map[string]any) bool { return p["brand"] == all[0]["brand"] })},
		{"price range", "minPriceCents=" + strconv.FormatInt(minP, 10) + "&maxPriceCents=" + strconv.FormatInt(maxP, 10),
			filterProducts(all, func(p map[string]any) bool { return price(p) >= minP && price(p) <= maxP })},
		{"in stock", "inStock=true", filterProducts(all, func(p map[string]any) bool { return num(p["stock"]) >= num(p["minOrderQuantity"]) })},
		{"nothing matches", "q=no-such-thing-anywhere", nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			require.NotEqual(t, len(all), len(tc.want), "the filter must leave something out to prove anything")
			got := s.getJSON("/api/products?limit=100&sort=name&"+tc.query, "")
			assert.EqualValues(t, len(tc.want), num(got["total"]))
			assert.Equal(t, tc.want, nilIfEmpty(ids(items(t, got))))
		})
	}
	assert.NotContains(t, filterProducts(all, func(p map[string]any) bool { return p["orderable"] == true }),
		filterProducts(all, func(p map[string]any) bool { return p["name"] == "Tiny Batch Cable" })[0], "50 in stock with a minimum of 100 is not orderable")
}

func nilIfEmpty(s []string) []string {
	if len(s) == 0 {
		return nil
	}
	return s
}

func TestListProductsSortAndPages(t *testing.T) {
	t.Parallel()
	s, all := catalogue(t)
	listed := func(t *testing.T, query string) []map[string]any {
		return items(t, s.getJSON("/api/products?limit=100&"+query, ""))
	}
	t.Run("price ascending", func(t *testing.T) {
		got := listed(t, "sort=price_asc")
		assert.True(t, slices.IsSortedFunc(got, func(a, b map[string]any) int { return int(num(a["priceCents"]) - num(b["priceCents"])) }))
		assert.Len(t, got, len(all))
	})
	t.Run("price descending", func(t *testing.T) {
		got := listed(t, "sort=price_desc")
		assert.True(t, slices.IsSortedFunc(got, func(a, b map[string]any) int { return int(num(b["priceCents"]) - num(a["priceCents"])) }))
	})
	t.Run("name", func(t *testing.T) {
		assert.True(t, slices.IsSortedFunc(all, func(a, b map[string]any) int {
			return strings.Compare(strings.ToLower(a["name"].(string)), strings.ToLower(b["name"].(string)))
		}))
	})
	t.Run("newest first, also the default", func(t *testing.T) {
		newest := listed(t, "sort=newest")
		assert.Equal(t, "Zebra Rack Monitor", newest[0]["name"])
		assert.Equal(t, "Tiny Batch Cable", newest[1]["name"])
		assert.True(t, slices.IsSortedFunc(newest, func(a, b map[string]any) int {
			return parseTime(t, b["createdAt"]).Compare(parseTime(t, a["createdAt"]))
		}))
		assert.Equal(t, ids(newest), ids(listed(t, "")))
	})
	t.Run("pages", func(t *testing.T) {
		page := s.getJSON("/api/products?sort=name&limit=5&page=2", "")
		assert.EqualValues(t, len(all), num(page["total"]))
		assert.EqualValues(t, 2, num(page["page"]))
		assert.EqualValues(t, 5, num(page["limit"]))
		assert.Equal(t, ids(all[5:10]), ids(items(t, page)))
		last := s.getJSON("/api/products?sort=name&limit=5&page=100", "")
		assert.Empty(t, items(t, last), "past the end is an empty page")
		assert.EqualValues(t, len(all), num(last["total"]))
	})

	bad := func(name, query, field, msg string) scenario {
		return scenario{name: name, method: "GET", path: "/api/products?" + query,
			status: 400, code: "invalid", message: msg, fields: map[string]string{field: msg}}
	}
	runScenarios(t, s, []scenario{
		bad("unknown sort", "sort=cheapest", "sort", "sort must be relevance, newest, price_asc, price_desc or name"),
		bad("limit over 100", "limit=101", "limit", "limit must be at most 100"),
		bad("page not a number", "page=abc", "page", "page must be a whole number ≥ 0"),
		bad("negative limit", "limit=-1", "limit", "limit must be a whole number ≥ 0"),
		bad("inStock not a boolean", "inStock=maybe", "inStock", "inStock must be true or false"),
		bad("price not a number", "minPriceCents=12.50", "minPriceCents", "minPriceCents must be a whole number ≥ 0"),
	})
}

func TestBrandsWithCounts(t *testing.T) {
	t.Parallel()
	s, all := catalogue(t)
	want := map[string]int64{}
	for _, p := range all {
		want[p["brand"].(string)]++
	}
	got := map[string]int64{}
	for _, b := range items(t, s.getJSON("/api/brands", "")) {
		got[b["brand"].(string)] = num(b["count"])
	}
	assert.Equal(t, want, got)
	assert.EqualValues(t, 2, got["Quokkatech"])
	assert.EqualValues(t, 1, got["Wombat Wire"])
	assert.GreaterOrEqual(t, len(got), 6+2, "the seed has at least six brands")
}

func parseTime(t *testing.T, v any) time.Time {
	at, err := time.Parse(time.RFC3339Nano, v.(string))
	require.NoError(t, err)
	return at
}
