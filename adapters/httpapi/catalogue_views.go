package httpapi

import (
	"github.com/palletshop/pallet/app"
	"github.com/palletshop/pallet/domain"
)

// catalogueView is a page of products with the facets of the whole result.
type catalogueView struct {
	listView[productView]
	Facets facetsView `json:"facets"`
}

type facetsView struct {
	Brands     []facetCountView    `json:"brands"`
	Categories []facetCountView    `json:"categories"`
	Attributes attributeFacetsView `json:"attributes" nullable:"false"`
}

// attributeFacetsView counts each asked attribute's values; {} when none.
type attributeFacetsView map[string][]facetCountView

type facetCountView struct {
	Value string `json:"value"`
	Count int    `json:"count"`
}

// viewCatalogue is the answer as a value: what the API document shows and
// what encodeCatalogue writes by hand (catalogue_json_test.go holds the two equal).
func viewCatalogue(r app.CatalogueResult, sv stockView) catalogueView {
	attrs := make(attributeFacetsView, len(r.Facets.Attributes))
	for key, values := range r.Facets.Attributes {
		attrs[key] = viewFacetCounts(values)
	}
	return catalogueView{listView: listOf(r.Page, sv.product), Facets: facetsView{
		Brands: viewFacetCounts(r.Facets.Brands), Categories: viewFacetCounts(r.Facets.Categories), Attributes: attrs}}
}

func viewFacetCounts(counts []domain.FacetCount) []facetCountView {
	out := make([]facetCountView, len(counts))
	for i, c := range counts {
		out[i] = facetCountView(c)
	}
	return out
}

type categoryAttributeView struct {
	Key   string `json:"key"`
	Label string `json:"label"`
}

type categoryView struct {
	Slug       string                  `json:"slug"`
	Name       string                  `json:"name"`
	Parent     string                  `json:"parent"` // "" for a top-level category
	Position   int                     `json:"position"`
	Attributes []categoryAttributeView `json:"attributes"`
}

// categoryCountView is a category with its products, its children's included.
type categoryCountView struct {
	categoryView
	Count int `json:"count"`
}

func viewCategory(c domain.Category) categoryView {
	attrs := make([]categoryAttributeView, len(c.Attributes))
	for i, a := range c.Attributes {
		attrs[i] = categoryAttributeView(a)
	}
	return categoryView{Slug: c.Slug, Name: c.Name, Parent: c.Parent, Position: c.Position, Attributes: attrs}
}

// specsView is a product's attributes, {} when it has none (never null).
type specsView map[string]string

func viewSpecs(m map[string]string) specsView {
	if m == nil {
		return specsView{}
	}
	return m
}
