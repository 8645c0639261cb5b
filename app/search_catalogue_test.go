package app

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
)

// searchFixture: components > ssds (capacity, interface) and gpus; three
// SSDs and a GPU, and the order fixture's product in no category.
func searchFixture(t *testing.T) *orderFixture {
	f := newOrderFixture(t)
	for _, c := range []domain.Category{{Slug: "components", Name: "Components"},
		{Slug: "ssds", Name: "SSDs", Parent: "components", Attributes: []domain.CategoryAttribute{{Key: "capacity", Label: "Capacity"}, {Key: "interface", Label: "Interface"}}},
		{Slug: "gpus", Name: "GPUs", Parent: "components", Attributes: []domain.CategoryAttribute{{Key: "memory", Label: "Memory"}}}} {
		_, err := saveCategory(f.store, c)
		require.NoError(t, err)
	}
	addInCategory(t, f, "ssds", map[string]string{"capacity": "1 TB", "interface": "SATA"})
	addInCategory(t, f, "ssds", map[string]string{"capacity": "2 TB", "interface": "NVMe"})
	addInCategory(t, f, "ssds", map[string]string{"capacity": "2 TB", "interface": "SATA"})
	addInCategory(t, f, "gpus", map[string]string{"memory": "8 GB"})
	return f
}

func search(t *testing.T, f *orderFixture, s CatalogueSearch) CatalogueResult {
	t.Helper()
	r, err := NewProductQueries(f.store, f.store, caughtUpIndex(t, f.store)).Search(context.Background(), s)
	require.NoError(t, err)
	return r
}

func TestAParentCategoryTakesInItsChildrensProducts(t *testing.T) {
	f := searchFixture(t)
	r := search(t, f, CatalogueSearch{Category: "components"})
	assert.Equal(t, 4, r.Page.Total)
	assert.Equal(t, []domain.FacetCount{{Value: "components", Count: 4}, {Value: "gpus", Count: 1}, {Value: "ssds", Count: 3}},
		r.Facets.Categories, "children's counts roll into the parent")
	assert.Empty(t, r.Facets.Attributes, "components declares no attributes")

	r = search(t, f, CatalogueSearch{Category: "nothing-here"})
	assert.Zero(t, r.Page.Total, "an unknown category matches nothing")
}

func TestAttributeFacetsAreThePickedCategorysDeclaredAttributes(t *testing.T) {
	f := searchFixture(t)
	r := search(t, f, CatalogueSearch{Category: "ssds", Filter: domain.ProductFilter{Attributes: map[string][]string{"capacity": {"2 TB"}}}})
	assert.Equal(t, 2, r.Page.Total)
	assert.Equal(t, map[string][]domain.FacetCount{
		"capacity":  {{Value: "2 TB", Count: 2}, {Value: "1 TB", Count: 1}}, // ignores its own filter
		"interface": {{Value: "NVMe", Count: 1}, {Value: "SATA", Count: 1}},
	}, r.Facets.Attributes)

	r = search(t, f, CatalogueSearch{})
	assert.Equal(t, 5, r.Page.Total)
	assert.Empty(t, r.Facets.Attributes, "no category picked, no attribute facets")
	assert.Equal(t, []domain.FacetCount{{Value: "Acme", Count: 5}}, r.Facets.Brands)
}
