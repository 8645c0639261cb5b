package main

import (
	"encoding/json"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func facetCounts(t *testing.T, list []any) map[string]int64 {
	t.Helper()
	out := map[string]int64{}
	for _, v := range list {
		fc := v.(map[string]any)
		out[fc["value"].(string)] = num(fc["count"])
	}
	return out
}

func facets(t *testing.T, page map[string]any) map[string]any {
	t.Helper()
	f, ok := page["facets"].(map[string]any)
	require.True(t, ok, "the page has facets")
	return f
}

func TestCatalogueFiltersByCategoryAndAttributesWithFacets(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)

	ssds := s.getJSON("/api/products?category=ssds&limit=100", "")
	require.NotEmpty(t, items(t, ssds))
	for _, p := range items(t, ssds) {
		assert.Equal(t, "ssds", p["category"])
		assert.NotEmpty(t, p["attributes"].(map[string]any)["capacity"], "seed products carry their specs")
	}
	f := facets(t, ssds)
	byInterface := facetCounts(t, f["attributes"].(map[string]any)["interface"].([]any))
	assert.Equal(t, num(ssds["total"]), byInterface["PCIe 4.0 NVMe"]+byInterface["SATA 6 Gb/s"])
	categories := facetCounts(t, f["categories"].([]any))
	assert.Equal(t, categories["ssds"]+categories["cpus"]+categories["gpus"]+categories["memory"]+
		categories["power-supplies"]+categories["hard-drives"], categories["components"], "a parent counts its children's products")

	nvme := s.getJSON("/api/products?category=ssds&attr.interface="+url.QueryEscape("PCIe 4.0 NVMe")+"&limit=100", "")
	assert.Equal(t, byInterface["PCIe 4.0 NVMe"], num(nvme["total"]))
	nvmeFacets := facetCounts(t, facets(t, nvme)["attributes"].(map[string]any)["interface"].([]any))
	assert.Equal(t, byInterface, nvmeFacets, "an attribute's facet ignores its own filter")
	either := s.getJSON("/api/products?category=ssds&attr.interface="+url.QueryEscape("PCIe 4.0 NVMe")+"&attr.interface="+url.QueryEscape("SATA 6 Gb/s"), "")
	assert.Equal(t, num(ssds["total"]), num(either["total"]), "values of one attribute are alternatives")
	both := s.getJSON("/api/products?category=ssds&attr.interface="+url.QueryEscape("PCIe 4.0 NVMe")+"&attr.capacity="+url.QueryEscape("1 TB"), "")
	for _, p := range items(t, both) {
		assert.Equal(t, "1 TB", p["attributes"].(map[string]any)["capacity"], "attributes combine")
	}

	components := s.getJSON("/api/products?category=components&limit=1", "")
	assert.Equal(t, categories["components"], num(components["total"]), "a parent lists its children's products")
	assert.Empty(t, facets(t, components)["attributes"], "components declares no filters")
	all := s.getJSON("/api/products?limit=1", "")
	assert.Empty(t, facets(t, all)["attributes"], "no category picked, no attribute facets")
	brands := facetCounts(t, facets(t, all)["brands"].([]any))
	assert.Equal(t, int64(2), brands["Samsung"])
}

func TestASearchIsRankedByRelevanceUnlessAnotherSortIsAsked(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	admin := s.adminToken()
	titled := s.createProduct(admin, productBody("Zephyr Edge Switch"))
	time.Sleep(2 * time.Millisecond)
	described := s.createProduct(admin, with(productBody("Quiet Rack Fan"), "descriptions", "Pairs well with a zephyr switch."))

	ranked := items(t, s.getJSON("/api/products?q=zephyr", ""))
	require.Len(t, ranked, 2)
	assert.Equal(t, titled["id"], ranked[0]["id"], "a match in the name ranks above one in the description")
	newest := items(t, s.getJSON("/api/products?q=zephyr&sort=newest", ""))
	assert.Equal(t, described["id"], newest[0]["id"])

	bySKU := items(t, s.getJSON("/api/products?q=mz-v9p2t0bw", ""))
	require.NotEmpty(t, bySKU)
	assert.Equal(t, "MZ-V9P2T0BW", bySKU[0]["sku"], "a part number ranks its product first")
}

func TestAdminsManageCategories(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	admin := s.adminToken()
	customer, _ := s.signUp("Buyer")
	body := map[string]any{"name": "Cables", "position": 40, "attributes": []map[string]string{{"key": "length", "label": "Length"}}}

	assertAPIError(t, s.do("PUT", "/api/admin/categories/cables", "", body), 401, "unauthorized", "Please log in to continue", nil)
	r := s.do("PUT", "/api/admin/categories/cables", customer, body)
	assert.Equal(t, 403, r.Status, string(r.Body))
	assert.Equal(t, 403, s.do("DELETE", "/api/admin/categories/ssds", customer, nil).Status)
	assert.Equal(t, 401, s.do("DELETE", "/api/admin/categories/ssds", "", nil).Status)

	r = s.do("PUT", "/api/admin/categories/cables", admin, body)
	require.Equal(t, 200, r.Status, string(r.Body))
	assert.Equal(t, "Cables", r.JSON(t)["name"])
	cables := categoryBySlug(t, s, "cables")
	assert.Equal(t, int64(0), num(cables["count"]))
	assert.Equal(t, []any{map[string]any{"key": "length", "label": "Length"}}, cables["attributes"])

	assertAPIError(t, s.do("PUT", "/api/admin/categories/cables", admin, map[string]any{"name": "Cables", "parent": "nowhere"}),
		400, "invalid", "Choose a top-level category as the parent", map[string]string{"parent": "Choose a top-level category as the parent"})
	assertAPIError(t, s.do("DELETE", "/api/admin/categories/ssds", admin, nil), 409, "conflict", "Move this category's products to another category first", nil)
	assert.Equal(t, 404, s.do("DELETE", "/api/admin/categories/nowhere", admin, nil).Status)
	assert.Equal(t, 204, s.do("DELETE", "/api/admin/categories/cables", admin, nil).Status)
	audit := s.getJSON("/api/admin/audit?action=category.delete", admin)
	assert.Len(t, items(t, audit), 1)
}

func TestAProductNamesACategoryThatExists(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	admin := s.adminToken()
	unknown := map[string]string{"category": "Choose a category from the list"}
	assertAPIError(t, s.do("POST", "/api/products", admin, with(productBody("Lost Drive"), "category", "floppies")),
		400, "invalid", "Choose a category from the list", unknown)

	p := s.createProduct(admin, with(with(productBody("Found Drive"), "category", "ssds"), "attributes", map[string]string{"capacity": "4 TB"}))
	assert.Equal(t, "ssds", p["category"])
	assert.Equal(t, map[string]any{"capacity": "4 TB"}, p["attributes"])
	path := "/api/products/" + p["id"].(string)
	assertAPIError(t, s.do("PATCH", path, admin, map[string]any{"category": "floppies"}), 400, "invalid", "Choose a category from the list", unknown)
	r := s.do("PATCH", path, admin, map[string]any{"category": ""})
	require.Equal(t, 200, r.Status, string(r.Body))
	assert.Equal(t, "", r.JSON(t)["category"], `"" clears the category`)
}

func TestBadCatalogueFiltersAreRefused(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	tooMany := make([]string, 21)
	for i := range tooMany {
		tooMany[i] = "attr.capacity=" + strconv.Itoa(i)
	}
	manyNames := make([]string, 13)
	for i := range manyNames {
		manyNames[i] = "attr.spec" + strconv.Itoa(i) + "=x"
	}
	for query, field := range map[string]string{
		"attr.Capacity=2": "attr.Capacity",
		"attr.=2":         "attr.",
		"attr.capacity=":  "attr.capacity",
		"attr.capacity=" + strings.Repeat("x", 61): "attr.capacity",
		strings.Join(tooMany, "&"):                 "attr.capacity",
		"category=SSDs!":                           "category",
	} {
		r := s.do("GET", "/api/products?"+query, "", nil)
		require.Equal(t, 400, r.Status, "%s: %s", query, r.Body)
		e := r.JSON(t)["error"].(map[string]any)
		assert.Contains(t, e["fields"], field, query)
	}
	r := s.do("GET", "/api/products?"+strings.Join(manyNames, "&"), "", nil)
	assert.Equal(t, 400, r.Status, "at most 12 attribute filters")
}

// Category writes clear the cached catalogue and category reads at once.
func TestCategoryWritesAreSeenAtOnceThroughTheReadCache(t *testing.T) {
	t.Parallel()
	s := newShop(t, map[string]string{"PALLET_READ_CACHE_TTL": "1h"})
	admin := s.adminToken()
	inComponents := num(s.getJSON("/api/products?category=components&limit=1", "")["total"])
	ssdCount := num(categoryBySlug(t, s, "ssds")["count"])

	r := s.do("PUT", "/api/admin/categories/ssds", admin, map[string]any{"name": "Solid-state drives", "position": 5})
	require.Equal(t, 200, r.Status, string(r.Body))

	assert.Equal(t, "Solid-state drives", categoryBySlug(t, s, "ssds")["name"])
	assert.Equal(t, inComponents-ssdCount, num(s.getJSON("/api/products?category=components&limit=1", "")["total"]),
		"SSDs moved to the top level leave the components listing at once")
}

func categoryBySlug(t *testing.T, s *shop, slug string) map[string]any {
	t.Helper()
	r := s.do("GET", "/api/categories", "", nil)
	require.Equal(t, 200, r.Status, string(r.Body))
	var list []map[string]any
	require.NoError(t, json.Unmarshal(r.Body, &list))
	for _, c := range list {
		if c["slug"] == slug {
			return c
		}
	}
	t.Fatalf("no category %s in %s", slug, r.Body)
	return nil
}
