import type { Category } from '@/lib/types'

/** A small tree like the shop's starter one: a parent with two children, and a top-level leaf. */
export const categoriesFixture: Category[] = [
  { slug: 'components', name: 'Components', parent: '', position: 10, count: 5, attributes: [] },
  {
    slug: 'ssds',
    name: 'SSDs',
    parent: 'components',
    position: 14,
    count: 3,
    attributes: [
      { key: 'capacity', label: 'Capacity' },
      { key: 'interface', label: 'Interface' },
      { key: 'form_factor', label: 'Form factor' },
    ],
  },
  { slug: 'memory', name: 'Memory', parent: 'components', position: 13, count: 2, attributes: [{ key: 'capacity', label: 'Capacity' }] },
  { slug: 'monitors', name: 'Monitors', parent: '', position: 20, count: 1, attributes: [{ key: 'size', label: 'Screen size' }] },
]
