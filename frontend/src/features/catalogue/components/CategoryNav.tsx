import { Link } from 'react-router'
import { formatCount } from '@/lib/money'
import type { Category } from '@/lib/types'
import { categoryTree, stockedCategories } from './categoryTree'

interface CategoryNavProps {
  categories: Category[]
  counts: Map<string, number>
  selected: string
  /** the link that shows the products of a category ('' for all) with the other filters kept */
  linkTo: (slug: string) => string
}

/** The category tree with how many products each holds under the other filters. */
export function CategoryNav({ categories, counts, selected, linkTo }: CategoryNavProps) {
  const item = (category: Category) => (
    <Link to={linkTo(category.slug)} className="category-nav__link" aria-current={selected === category.slug ? 'true' : undefined}>
      <span>{category.name}</span> <span className="category-nav__count num">{formatCount(counts.get(category.slug) ?? 0)}</span>
    </Link>
  )
  return (
    <nav className="category-nav" aria-label="Categories">
      <h2 className="filters__heading">Categories</h2>
      <ul className="category-nav__list">
        <li>
          <Link to={linkTo('')} className="category-nav__link" aria-current={selected === '' ? 'true' : undefined}>
            All products
          </Link>
        </li>
        {categoryTree(stockedCategories(categories, selected)).map(({ category, children }) => (
          <li key={category.slug}>
            {item(category)}
            {children.length > 0 && (
              <ul className="category-nav__list category-nav__list--children">
                {children.map((child) => (
                  <li key={child.slug}>{item(child)}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
