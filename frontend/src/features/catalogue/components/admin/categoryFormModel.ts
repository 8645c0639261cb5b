import { limits } from '@/lib/limits.gen'
import type { Category, CategoryAttribute, CategoryInput } from '@/lib/types'

export interface CategoryFormValues {
  slug: string
  name: string
  parent: string
  position: string
  /** the filters buyers get in this category, as typed */
  attributes: CategoryAttribute[]
}

export type CategoryFormErrors = Partial<Record<keyof CategoryFormValues, string>>

export const MAX_CATEGORY_FILTERS = limits.CategoryRequest.attributes.maxItems
const MAX_NAME = limits.CategoryRequest.name.maxLength
const MAX_LABEL = limits.CategoryAttribute.label.maxLength
const SLUG = /^[a-z0-9-]{1,40}$/
const ATTRIBUTE_KEY = /^[a-z][a-z0-9_]{0,39}$/
const WHOLE = /^-?\d+$/

export const EMPTY_CATEGORY_FORM: CategoryFormValues = { slug: '', name: '', parent: '', position: '0', attributes: [] }

export function valuesFromCategory(c: Category): CategoryFormValues {
  return { slug: c.slug, name: c.name, parent: c.parent, position: String(c.position), attributes: c.attributes.map((a) => ({ ...a })) }
}

const filled = (rows: CategoryAttribute[]) => rows.filter((row) => row.key.trim() || row.label.trim())

/** The server's rules for a category, in its words; takenSlugs guards a new one from replacing another. */
export function validateCategoryForm(v: CategoryFormValues, takenSlugs: string[] = []): CategoryFormErrors {
  const errors: CategoryFormErrors = {}
  if (!SLUG.test(v.slug.trim())) errors.slug = 'A slug has 1 to 40 lowercase letters, digits and -'
  else if (takenSlugs.includes(v.slug.trim())) errors.slug = 'Another category has this slug; edit that one or pick another'
  if (!v.name.trim()) errors.name = 'Name is Required'
  else if (v.name.trim().length > MAX_NAME) errors.name = `A name has at most ${MAX_NAME} characters`
  if (!WHOLE.test(v.position.trim())) errors.position = 'Enter a whole number; lower numbers come first'
  const problem = filtersProblem(filled(v.attributes))
  if (problem) errors.attributes = problem
  return errors
}

function filtersProblem(rows: CategoryAttribute[]): string | undefined {
  if (rows.length > MAX_CATEGORY_FILTERS) return `A category has at most ${MAX_CATEGORY_FILTERS} filters`
  const keys = rows.map((row) => row.key.trim())
  if (keys.some((key) => !ATTRIBUTE_KEY.test(key))) return 'Attribute names have 1 to 40 lowercase letters, digits and _, starting with a letter'
  if (new Set(keys).size !== keys.length) return 'Each filter appears once'
  if (rows.some((row) => !row.label.trim() || row.label.trim().length > MAX_LABEL)) return `Each filter needs a label of 1 to ${MAX_LABEL} characters`
  return undefined
}

export function toCategoryInput(v: CategoryFormValues): CategoryInput {
  return {
    name: v.name.trim(),
    parent: v.parent,
    position: Number(v.position.trim()),
    attributes: filled(v.attributes).map((row) => ({ key: row.key.trim(), label: row.label.trim() })),
  }
}

/** Server field names → form fields (attributes.2.key and the like go to the filters). */
export function categoryErrorsFromServer(fields: Record<string, string>): CategoryFormErrors {
  const errors: CategoryFormErrors = {}
  for (const [field, message] of Object.entries(fields)) {
    const key = (field.startsWith('attributes') ? 'attributes' : field) as keyof CategoryFormValues
    if (key in EMPTY_CATEGORY_FORM) errors[key] = message
  }
  return errors
}
