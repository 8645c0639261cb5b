package contracttest

import (
	"testing"

	"github.com/palletshop/pallet/domain"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// counts builds facet counts from value, count pairs: counts("a", 1, "b", 2).
func counts(valueCount ...any) []domain.FacetCount {
	out := []domain.FacetCount{}
	for i := 0; i+1 < len(valueCount); i += 2 {
		out = append(out, domain.FacetCount{Value: valueCount[i].(string), Count: valueCount[i+1].(int)})
	}
	return out
}

type facetCase struct {
	name   string
	filter domain.ProductFilter
	keys   []string
	want   domain.ProductFacets
}

func (s suite) testFacets(t *testing.T) {
	store := s.newStore(t)
	seedShelf(t, store)
	for _, tc := range facetCases() {
		t.Run(tc.name, func(t *testing.T) {
			got, err := productFacets(t, store, tc.filter, tc.keys)
			require.NoError(t, err)
			want := tc.want
			want.Sort()
			assert.Equal(t, want, sortedFacets(got))
		})
	}
}

// sortedFacets is f in Sort's order, with empty lists as empty slices.
func sortedFacets(f domain.ProductFacets) domain.ProductFacets {
	f.Sort()
	nonNil := func(s []domain.FacetCount) []domain.FacetCount {
		if s == nil {
			return []domain.FacetCount{}
		}
		return s
	}
	f.Brands, f.Categories = nonNil(f.Brands), nonNil(f.Categories)
	if f.Attributes == nil {
		f.Attributes = map[string][]domain.FacetCount{}
	}
	for k, v := range f.Attributes {
		f.Attributes[k] = nonNil(v)
	}
	return f
}

func facetCases() []facetCase {
	ssds, twoTB := []string{"ssds"}, map[string][]string{"capacity": {"2 TB"}}
	return []facetCase{
		{"the whole catalogue", domain.ProductFilter{}, []string{"capacity", "interface", "type"}, domain.ProductFacets{
			Brands: counts("AMD", 1, "Corsair", 1, "Crucial", 1, "Generic", 1, "Kingston", 1, "Nvidia", 1, "Samsung", 3, "Western Digital", 1),
			// the heatsink has no category and is in no category's count
			Categories: counts("gpus", 2, "memory", 3, "ssds", 4),
			Attributes: map[string][]domain.FacetCount{
				"capacity":  counts("1 TB", 2, "2 TB", 2, "32 GB", 2, "16 GB", 1),
				"interface": counts("NVMe", 3, "SATA", 1),
				"type":      counts("DDR5", 2, "DDR4", 1),
			}}},
		{"each facet ignores its own part of the filter", domain.ProductFilter{Brand: "Samsung", Categories: ssds, Attributes: twoTB}, []string{"capacity", "interface"}, domain.ProductFacets{
			Brands:     counts("Crucial", 1, "Samsung", 1),
			Categories: counts("ssds", 1),
			Attributes: map[string][]domain.FacetCount{
				"capacity":  counts("1 TB", 1, "2 TB", 1),
				"interface": counts("NVMe", 1),
			}}},
		{"an attribute's facet keeps the other attributes' filters", domain.ProductFilter{Attributes: map[string][]string{"capacity": {"32 GB"}, "type": {"DDR4"}}}, []string{"capacity", "type"}, domain.ProductFacets{
			Brands: counts(), Categories: counts(),
			Attributes: map[string][]domain.FacetCount{
				"capacity": counts("16 GB", 1),
				"type":     counts("DDR5", 2),
			}}},
		{"the query applies to every facet", domain.ProductFilter{Query: "nvme"}, []string{"interface"}, domain.ProductFacets{
			Brands: counts("Crucial", 1, "Samsung", 1, "Western Digital", 1), Categories: counts("ssds", 3),
			Attributes: map[string][]domain.FacetCount{"interface": counts("NVMe", 3)}}},
		{"stock and price apply to every facet", domain.ProductFilter{InStock: true, MaxPriceCents: price(10000)}, []string{"capacity"}, domain.ProductFacets{
			Brands:     counts("Corsair", 1, "Generic", 1, "Kingston", 1, "Samsung", 1, "Western Digital", 1),
			Categories: counts("memory", 2, "ssds", 2),
			Attributes: map[string][]domain.FacetCount{"capacity": counts("1 TB", 2, "16 GB", 1, "32 GB", 1)}}},
		{"the brand filter is case-insensitive", domain.ProductFilter{Brand: "samsung"}, nil, domain.ProductFacets{
			Brands:     counts("AMD", 1, "Corsair", 1, "Crucial", 1, "Generic", 1, "Kingston", 1, "Nvidia", 1, "Samsung", 3, "Western Digital", 1),
			Categories: counts("memory", 1, "ssds", 2), Attributes: map[string][]domain.FacetCount{}}},
		{"an asked-for key no product has is there, empty", domain.ProductFilter{Categories: ssds}, []string{"socket"}, domain.ProductFacets{
			Brands: counts("Crucial", 1, "Samsung", 2, "Western Digital", 1), Categories: counts("gpus", 2, "memory", 3, "ssds", 4),
			Attributes: map[string][]domain.FacetCount{"socket": counts()}}},
		{"nothing matches", domain.ProductFilter{Query: "zzz"}, []string{"capacity"}, domain.ProductFacets{
			Brands: counts(), Categories: counts(), Attributes: map[string][]domain.FacetCount{"capacity": counts()}}},
	}
}
