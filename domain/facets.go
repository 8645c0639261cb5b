package domain

import (
	"cmp"
	"slices"
	"strings"
)

// ProductFacets counts the products of a filtered catalogue by brand, by
// category and by each requested attribute's values. Each facet is counted
// over the filter without its own part (the brand facet ignores the brand
// filter, an attribute's facet ignores that attribute's values), so a buyer
// sees what else they could pick; every other part of the filter applies.
type ProductFacets struct {
	Brands     []FacetCount
	Categories []FacetCount // by slug, products directly in each category
	Attributes map[string][]FacetCount
}

// FacetCount is a value and how many products have it.
type FacetCount struct {
	Value string
	Count int
}

// Sort puts brands and categories in value order and each attribute's
// values by count, most first, then by value, so every store's answer reads
// the same.
func (f *ProductFacets) Sort() {
	byValue := func(a, b FacetCount) int { return strings.Compare(a.Value, b.Value) }
	slices.SortFunc(f.Brands, byValue)
	slices.SortFunc(f.Categories, byValue)
	for _, values := range f.Attributes {
		slices.SortFunc(values, func(a, b FacetCount) int { return cmp.Or(cmp.Compare(b.Count, a.Count), byValue(a, b)) })
	}
}

// Facet parts of a filter, for WithoutFacet.
const (
	FacetBrand    = "brand"
	FacetCategory = "category"
)

// WithoutFacet is f without the part that facet counts over: FacetBrand,
// FacetCategory, or an attribute key.
func (f ProductFilter) WithoutFacet(facet string) ProductFilter {
	switch facet {
	case FacetBrand:
		f.Brand = ""
	case FacetCategory:
		f.Categories = nil
	default:
		if _, ok := f.Attributes[facet]; ok {
			attrs := make(map[string][]string, len(f.Attributes))
			for k, v := range f.Attributes {
				if k != facet {
					attrs[k] = v
				}
			}
			f.Attributes = attrs
		}
	}
	return f
}

// Matches reports whether p passes every part of f: the rules stores
// implement in their own query languages.
func (f ProductFilter) Matches(p Product) bool {
	if f.Query != "" && SearchTier(p, f.Query) == TierNone {
		return false
	}
	if f.SKU != "" && SKUKey(f.SKU) != SKUKey(p.SKU) {
		return false
	}
	if f.Brand != "" && !strings.EqualFold(f.Brand, p.Brand) {
		return false
	}
	if f.Categories != nil && !contains(f.Categories, p.Category) {
		return false
	}
	for key, values := range f.Attributes {
		if v, ok := p.Attributes[key]; !ok || !contains(values, v) {
			return false
		}
	}
	if f.MinPriceCents != nil && p.PriceCents < *f.MinPriceCents {
		return false
	}
	if f.MaxPriceCents != nil && p.PriceCents > *f.MaxPriceCents {
		return false
	}
	return !f.InStock || p.Orderable()
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}
