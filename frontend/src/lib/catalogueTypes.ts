// The catalogue's categories, specs and facets, as the server speaks them (see types.ts).
import type { components } from './api.gen'

type Schemas = components['schemas']

/** One filterable spec of a category: key is the name in a product's attributes, label what buyers read. */
export type CategoryAttribute = Schemas['CategoryAttribute']
/** A node of the two-level category tree; parent is "" for a top-level category; count includes its children's products. */
export type Category = Schemas['CategoryCount']
export type CategoryInput = Schemas['CategoryRequest']
export type FacetCount = Schemas['FacetCount']
/** Counts over the filtered catalogue, each ignoring its own filter; attributes only for a single selected category. */
export type ProductFacets = Schemas['Facets']
