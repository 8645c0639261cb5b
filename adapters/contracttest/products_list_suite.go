package contracttest

import (
	"testing"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// catalogue is five products whose ids are chosen so that ties in every sort
// must be broken by id, not by insertion order.
type catalogue struct {
	ryzen, corei7, arc, rtx, kit domain.Product
}

func seedCatalogue(t *testing.T, store ports.Store) catalogue {
	ids := sortedIDs(5)
	c := catalogue{
		ryzen:  newProduct("Ryzen 7 CPU", "AMD", 30000, 500, at(1)),
		corei7: newProduct("Core i7 CPU", "Intel", 35000, 99, at(2)),
		arc:    newProduct("arc A770 GPU", "intel", 30000, 100, at(3)),
		rtx:    newProduct("GeForce RTX", "Nvidia", 60000, 1000, at(3)),
		kit:    newProduct("Intel Labs kit", "Intel Labs", 5000, 0, at(4)),
	}
	c.rtx.ID, c.arc.ID, c.ryzen.ID, c.corei7.ID, c.kit.ID = ids[0], ids[1], ids[2], ids[3], ids[4]
	// fixed part numbers, so no random SKU word can match a query by chance
	c.ryzen.SKU, c.corei7.SKU, c.arc.SKU, c.rtx.SKU, c.kit.SKU = "AMD-R7", "INT-C7", "INT-A770", "NV-RTX", "INT-LAB"
	c.ryzen.Descriptions = "Eight cores"
	c.corei7.Descriptions = "Great for GAMING rigs"
	c.arc.Descriptions = "Graphics card, 50% faster"
	c.rtx.Descriptions, c.rtx.MinOrderQuantity = "Ray tracing", 50
	c.kit.Descriptions = "500 boards"
	for _, p := range []domain.Product{c.ryzen, c.corei7, c.arc, c.rtx, c.kit} {
		mustCreateProduct(t, store, p)
	}
	return c
}

func listIDs(t *testing.T, store ports.Store, f domain.ProductFilter) []string {
	t.Helper()
	page, err := listProducts(t, store, f)
	require.NoError(t, err)
	require.NotNil(t, page.Items)
	assert.Equal(t, len(page.Items), page.Total, "filter %+v: total counts every match", f)
	return productIDs(page.Items)
}

func price(c int64) *int64 { return &c }

func (s suite) testProductList(t *testing.T) {
	store := s.newStore(t)
	c := seedCatalogue(t, store)
	ids := func(ps ...domain.Product) []string { return productIDs(ps) }
	cases := []struct {
		name   string
		filter domain.ProductFilter
		want   []string
	}{
		{"no filter, default sort is newest", domain.ProductFilter{}, ids(c.kit, c.rtx, c.arc, c.corei7, c.ryzen)},
		{"query matches name case-insensitively", domain.ProductFilter{Query: "cpu"}, ids(c.corei7, c.ryzen)},
		{"query matches descriptions", domain.ProductFilter{Query: "gaming"}, ids(c.corei7)},
		{"query matches brand", domain.ProductFilter{Query: "NVID"}, ids(c.rtx)},
		{"query words are prefixes: percent is no wildcard", domain.ProductFilter{Query: "50%"}, ids(c.kit, c.arc)},
		{"query of wildcards alone has no words and matches nothing", domain.ProductFilter{Query: "%_%"}, ids()},
		{"underscore separates words, it matches no single character", domain.ProductFilter{Query: "a_7"}, ids(c.ryzen)},
		{"query with regex characters is split into words", domain.ProductFilter{Query: "card, 5.*"}, ids(c.arc)},
		{"query words must each start a word", domain.ProductFilter{Query: "raphics"}, ids()},
		{"query matching nothing", domain.ProductFilter{Query: "zzz"}, ids()},
		{"brand is exact and case-insensitive", domain.ProductFilter{Brand: "INTEL"}, ids(c.arc, c.corei7)},
		{"min price is inclusive", domain.ProductFilter{MinPriceCents: price(35000)}, ids(c.rtx, c.corei7)},
		{"max price is inclusive", domain.ProductFilter{MaxPriceCents: price(30000)}, ids(c.kit, c.arc, c.ryzen)},
		{"price range", domain.ProductFilter{MinPriceCents: price(30000), MaxPriceCents: price(30000)}, ids(c.arc, c.ryzen)},
		{"in stock means stock >= minimum order", domain.ProductFilter{InStock: true}, ids(c.rtx, c.arc, c.ryzen)},
		{"filters combine", domain.ProductFilter{Query: "cpu", InStock: true}, ids(c.ryzen)},
		{"sort newest, ties by id", domain.ProductFilter{Sort: domain.SortNewest}, ids(c.kit, c.rtx, c.arc, c.corei7, c.ryzen)},
		{"sort price ascending, ties by id", domain.ProductFilter{Sort: domain.SortPriceAsc}, ids(c.kit, c.arc, c.ryzen, c.corei7, c.rtx)},
		{"sort price descending, ties by id", domain.ProductFilter{Sort: domain.SortPriceDesc}, ids(c.rtx, c.corei7, c.arc, c.ryzen, c.kit)},
		{"sort name, case-insensitive", domain.ProductFilter{Sort: domain.SortName}, ids(c.arc, c.corei7, c.rtx, c.kit, c.ryzen)},
		{"brand filter with sort", domain.ProductFilter{Brand: "intel", Sort: domain.SortPriceDesc}, ids(c.corei7, c.arc)},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, listIDs(t, store, tc.filter))
		})
	}

	t.Run("items carry every field", func(t *testing.T) {
		page, err := listProducts(t, store, domain.ProductFilter{Query: "gaming"})
		require.NoError(t, err)
		require.Len(t, page.Items, 1)
		assertSameProduct(t, c.corei7, page.Items[0])
	})
	t.Run("pagination", func(t *testing.T) { testProductPagination(t, store, c) })
	t.Run("equal names sort by id", s.testNameTies)
}

func testProductPagination(t *testing.T, store ports.Store, c catalogue) {
	pages := [][]string{{c.kit.ID, c.rtx.ID}, {c.arc.ID, c.corei7.ID}, {c.ryzen.ID}, {}}
	for i, want := range pages {
		req := domain.PageRequest{Page: i + 1, Limit: 2}
		page, err := listProducts(t, store, domain.ProductFilter{PageRequest: req})
		require.NoError(t, err)
		require.NotNil(t, page.Items, "a page past the end has empty, not nil, items")
		assert.Equal(t, want, productIDs(page.Items), "page %d", i+1)
		assert.Equal(t, 5, page.Total, "total counts every match, page %d", i+1)
		assert.Equal(t, req.Page, page.Page)
		assert.Equal(t, req.Limit, page.Limit)
	}

	page, err := listProducts(t, store, domain.ProductFilter{Brand: "intel", PageRequest: domain.PageRequest{Page: 2, Limit: 1}})
	require.NoError(t, err)
	assert.Equal(t, []string{c.corei7.ID}, productIDs(page.Items))
	assert.Equal(t, 2, page.Total, "total counts the filtered matches")

	page, err = listProducts(t, store, domain.ProductFilter{PageRequest: domain.PageRequest{}})
	require.NoError(t, err)
	assert.Equal(t, 1, page.Page, "a zero page request is normalised")
	assert.Equal(t, domain.DefaultPageLimit, page.Limit, "a zero page request is normalised")
	assert.Len(t, page.Items, 5)
}

func (s suite) testNameTies(t *testing.T) {
	store := s.newStore(t)
	ids := sortedIDs(3)
	a, b, z := newProduct("same", "X", 100, 1, at(1)), newProduct("Same", "X", 100, 1, at(2)), newProduct("Zed", "X", 100, 1, at(0))
	a.ID, b.ID, z.ID = ids[1], ids[0], ids[2]
	for _, p := range []domain.Product{z, a, b} {
		mustCreateProduct(t, store, p)
	}
	assert.Equal(t, []string{b.ID, a.ID, z.ID}, listIDs(t, store, domain.ProductFilter{Sort: domain.SortName}))
}
