import { limits } from '@/lib/limits.gen'

/** One spec as typed: its key (e.g. capacity) and value (e.g. 2 TB). */
export interface AttributeRow {
  key: string
  value: string
}

export const MAX_PRODUCT_ATTRIBUTES = limits.ProductRequest.attributes.maxProperties
export const MAX_VALUE_LENGTH = limits.ProductRequest.attributes.additionalProperties.maxLength
const ATTRIBUTE_KEY = /^[a-z][a-z0-9_]{0,39}$/

const filled = (rows: AttributeRow[]) => rows.filter((row) => row.key.trim() || row.value.trim())

export function rowsFromAttributes(attributes: Record<string, string> = {}): AttributeRow[] {
  return Object.entries(attributes).map(([key, value]) => ({ key, value }))
}

/** The rows that are not wholly empty, as the server's object (call after checking them). */
export function toAttributes(rows: AttributeRow[]): Record<string, string> {
  return Object.fromEntries(filled(rows).map((row) => [row.key.trim(), row.value.trim()]))
}

/** The rows with the value of key set: a row is added for a key that has none, and goes when emptied. */
export function setAttribute(rows: AttributeRow[], key: string, value: string): AttributeRow[] {
  if (!value) return rows.filter((row) => row.key !== key)
  if (!rows.some((row) => row.key === key)) return [...rows, { key, value }]
  return rows.map((row) => (row.key === key ? { ...row, value } : row))
}

/** The server's rules for a product's specs, in its words. */
export function attributesProblem(rows: AttributeRow[]): string | undefined {
  const typed = filled(rows)
  if (typed.length > MAX_PRODUCT_ATTRIBUTES) return `A product has at most ${MAX_PRODUCT_ATTRIBUTES} attributes`
  const keys = typed.map((row) => row.key.trim())
  if (keys.some((key) => !ATTRIBUTE_KEY.test(key))) return 'Attribute names have 1 to 40 lowercase letters, digits and _, starting with a letter'
  if (new Set(keys).size !== keys.length) return 'Each attribute appears once'
  if (typed.some((row) => !row.value.trim() || row.value.trim().length > MAX_VALUE_LENGTH)) return `Attribute values have 1 to ${MAX_VALUE_LENGTH} characters`
  return undefined
}
