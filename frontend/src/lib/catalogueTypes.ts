// The catalogue's categories, specs and facets, as the server speaks them.

/** One filterable spec of a category: key is the name in a product's attributes, label what buyers read. */
export interface CategoryAttribute {
  key: string
  label: string
}

/** A node of the two-level category tree; parent is "" for a top-level category. */
export interface Category {
  slug: string
  name: string
  /** products in it and in its children */
  count: number
  parent: string
  position: number
  attributes: CategoryAttribute[]
}

export interface CategoryInput {
  name: string
  parent: string
  position: number
  attributes: CategoryAttribute[]
}

export interface FacetCount {
  value: string
  count: number
}

/** Counts over the filtered catalogue, each ignoring its own filter. */
export interface ProductFacets {
  brands: FacetCount[]
  /** by slug, the products directly in each category */
  categories: FacetCount[]
  /** only when a single category is selected: its declared attributes */
  attributes?: Record<string, FacetCount[]>
}
