package contracttest

import (
	"testing"

	"github.com/palletshop/pallet/domain"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

type listCase struct {
	name   string
	filter domain.ProductFilter
	want   []domain.Product
}

func (s suite) runListCases(t *testing.T, cases func(shelf) []listCase) {
	store := s.newStore(t)
	sh := seedShelf(t, store)
	for _, tc := range cases(sh) {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, productIDs(tc.want), listIDs(t, store, tc.filter))
		})
	}
}

func relevance(query string) domain.ProductFilter {
	return domain.ProductFilter{Query: query, Sort: domain.SortRelevance}
}

func (s suite) testSearch(t *testing.T) {
	s.runListCases(t, searchCases)
	t.Run("relevance pages count every match", s.testRelevancePaging)
}

func searchCases(sh shelf) []listCase {
	return []listCase{
		{"the SKU tier beats the title tier, which beats the text tier", relevance("evo"), []domain.Product{sh.heatsink, sh.evo870, sh.crucial}},
		{"a word only in the description ranks below name matches", relevance("samsung"), []domain.Product{sh.rdimm, sh.evo870, sh.pro980, sh.crucial}},
		{"query words are prefixes of words", relevance("sams ev"), []domain.Product{sh.evo870, sh.crucial}},
		{"every query word must match", relevance("samsung ddr5"), []domain.Product{sh.rdimm}},
		{"case does not matter", relevance("GEFORCE rtx"), []domain.Product{sh.rtx}},
		{"letters outside ASCII fold their case", relevance("ÜBER"), []domain.Product{sh.heatsink}},
		{"diacritics are kept", relevance("uber"), nil},
		{"ties in a tier go newest first, then by id", relevance("nvme"), []domain.Product{sh.wd, sh.crucial, sh.pro980}},
		{"a query word spanning punctuation is several words", relevance("SSD-980P"), []domain.Product{sh.pro980}},
		{"the whole query as a SKU in another case is the SKU tier", relevance("kf552c40bbk2-32"), []domain.Product{sh.fury}},
		{"words match the SKU's parts", relevance("4090 fe"), []domain.Product{sh.rtx}},
		{"a query with no words matches nothing", relevance("%%%"), nil},
		{"a word must start a word, not sit inside one", relevance("amsung"), nil},
		{"the default sort with a query is newest", domain.ProductFilter{Query: "samsung"}, []domain.Product{sh.rdimm, sh.crucial, sh.evo870, sh.pro980}},
		{"relevance without a query is newest", domain.ProductFilter{Sort: domain.SortRelevance, Brand: "samsung"}, []domain.Product{sh.rdimm, sh.evo870, sh.pro980}},
		{"other sorts apply to the matches", domain.ProductFilter{Query: "samsung", Sort: domain.SortPriceAsc}, []domain.Product{sh.evo870, sh.crucial, sh.rdimm, sh.pro980}},
	}
}

func (s suite) testRelevancePaging(t *testing.T) {
	store := s.newStore(t)
	sh := seedShelf(t, store)
	f := relevance("samsung")
	f.PageRequest = domain.PageRequest{Page: 2, Limit: 3}
	page, err := listProducts(t, store, f)
	require.NoError(t, err)
	assert.Equal(t, productIDs([]domain.Product{sh.crucial}), productIDs(page.Items))
	assert.Equal(t, 4, page.Total)
}

func (s suite) testSearchFilters(t *testing.T) {
	s.runListCases(t, filterCases)
	t.Run("filtered pages count every match", s.testFilteredPaging)
}

func filterCases(sh shelf) []listCase {
	ssds := []string{"ssds"}
	return []listCase{
		{"one category", domain.ProductFilter{Categories: ssds}, []domain.Product{sh.wd, sh.crucial, sh.evo870, sh.pro980}},
		{"several categories", domain.ProductFilter{Categories: []string{"memory", "gpus"}}, []domain.Product{sh.radeon, sh.rtx, sh.rdimm, sh.vengeance, sh.fury}},
		{"an empty category list matches nothing", domain.ProductFilter{Categories: []string{}}, nil},
		{"values of one attribute are alternatives", domain.ProductFilter{Attributes: map[string][]string{"capacity": {"1 TB", "2 TB"}}}, []domain.Product{sh.wd, sh.crucial, sh.evo870, sh.pro980}},
		{"attributes combine", domain.ProductFilter{Attributes: map[string][]string{"capacity": {"2 TB"}, "interface": {"NVMe"}}}, []domain.Product{sh.crucial, sh.pro980}},
		{"a product without the attribute is left out", domain.ProductFilter{Attributes: map[string][]string{"type": {"DDR5"}}}, []domain.Product{sh.rdimm, sh.fury}},
		{"attribute values match exactly", domain.ProductFilter{Attributes: map[string][]string{"capacity": {"2 tb"}}}, nil},
		{"an attribute with no values matches nothing", domain.ProductFilter{Attributes: map[string][]string{"capacity": {}}}, nil},
		{"attributes that no product has together", domain.ProductFilter{Attributes: map[string][]string{"capacity": {"32 GB"}, "type": {"DDR4"}}}, nil},
		{"query and category", domain.ProductFilter{Query: "samsung", Categories: ssds, Sort: domain.SortRelevance}, []domain.Product{sh.evo870, sh.pro980, sh.crucial}},
		{"brand and attribute", domain.ProductFilter{Brand: "samsung", Attributes: map[string][]string{"capacity": {"32 GB"}}}, []domain.Product{sh.rdimm}},
		{"price and category", domain.ProductFilter{Categories: ssds, MinPriceCents: price(8000), MaxPriceCents: price(12000)}, []domain.Product{sh.crucial, sh.evo870}},
		{"in stock and category", domain.ProductFilter{Categories: ssds, InStock: true}, []domain.Product{sh.wd, sh.evo870, sh.pro980}},
		{"query, attribute and in stock", domain.ProductFilter{Query: "nvme", InStock: true, Attributes: map[string][]string{"capacity": {"2 TB"}}}, []domain.Product{sh.pro980}},
	}
}

func (s suite) testFilteredPaging(t *testing.T) {
	store := s.newStore(t)
	sh := seedShelf(t, store)
	f := domain.ProductFilter{Categories: []string{"ssds", "memory"}, Attributes: map[string][]string{"capacity": {"1 TB", "32 GB"}},
		PageRequest: domain.PageRequest{Page: 2, Limit: 2}}
	page, err := listProducts(t, store, f)
	require.NoError(t, err)
	assert.Equal(t, productIDs([]domain.Product{sh.wd, sh.evo870}), productIDs(page.Items))
	assert.Equal(t, 4, page.Total)
}
