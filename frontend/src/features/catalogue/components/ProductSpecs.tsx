import { Link } from 'react-router'
import type { Product } from '@/lib/types'
import { useCategories } from '../hooks/useCategories'
import { findCategory, specRows } from './categoryTree'

/** A product's specifications: its category's specs in order with their labels, then any others. */
export function ProductSpecs({ product }: { product: Product }) {
  const { list, isLoading: loading } = useCategories()
  const rows = specRows(product.attributes, findCategory(list, product.category ?? ''))
  // wait for the category's order rather than reorder the rows in front of the buyer
  if (rows.length === 0 || (product.category && loading)) return null
  return (
    <section className="product-specs">
      <h2 id="product-specs-title" className="purchase__subhead">
        Specifications
      </h2>
      <table className="product-specs__table" aria-labelledby="product-specs-title">
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

const categoryLink = (slug: string) => `/products?${new URLSearchParams({ category: slug })}`

/** All products › parent › category, each a link to that part of the catalogue. */
export function CategoryCrumbs({ product }: { product: Product }) {
  const { list } = useCategories()
  const category = findCategory(list, product.category ?? '')
  const parent = category?.parent ? findCategory(list, category.parent) : undefined
  return (
    <nav className="purchase__crumbs" aria-label="Breadcrumb">
      <ol className="crumbs">
        <li>
          <Link to="/products">All products</Link>
        </li>
        {[parent, category].map(
          (c) =>
            c && (
              <li key={c.slug}>
                <Link to={categoryLink(c.slug)}>{c.name}</Link>
              </li>
            ),
        )}
      </ol>
    </nav>
  )
}
