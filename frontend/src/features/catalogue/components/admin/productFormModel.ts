import { DEFAULT_MOQ } from '@/config/constants'
import { limits } from '@/lib/limits.gen'
import { centsToDollarsInput, dollarsToCents } from '@/lib/money'
import type { Product, ProductInput } from '@/lib/types'
import { attributesProblem, rowsFromAttributes, toAttributes, type AttributeRow } from './attributesModel'
import { priceBreaksProblem, rowsFromBreaks, skuProblem, toPriceBreaks, type PriceBreakRow } from './priceBreaksModel'

export interface ProductFormValues {
  name: string
  brand: string
  price: string
  stock: string
  minOrderQuantity: string
  descriptions: string
  img: string
  sku: string
  lowStockThreshold: string
  priceBreaks: PriceBreakRow[]
  /** a category slug, '' for none */
  category: string
  attributes: AttributeRow[]
  /** takes orders past its stock, the rest backordered */
  backorderable: boolean
  /** days until backordered pieces are expected; asked only when backorderable */
  restockDays: string
}

/** The fields typed into a single input. */
export type ProductTextField = Exclude<keyof ProductFormValues, 'priceBreaks' | 'attributes' | 'backorderable'>

const RESTOCK_DAYS = limits.ProductRequest.restockDays
/** The server's words (domain checkBackorders), with its limits. */
export const RESTOCK_DAYS_PROBLEM = `The restock estimate is ${RESTOCK_DAYS.minimum} to ${RESTOCK_DAYS.maximum} days`

export type ProductFormErrors = Partial<Record<keyof ProductFormValues, string>>

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  brand: '',
  price: '',
  stock: '',
  minOrderQuantity: String(DEFAULT_MOQ),
  descriptions: '',
  img: '',
  sku: '',
  lowStockThreshold: '0',
  priceBreaks: [],
  category: '',
  attributes: [],
  backorderable: false,
  restockDays: '',
}

export function valuesFromProduct(product: Product): ProductFormValues {
  return {
    name: product.name,
    brand: product.brand,
    price: centsToDollarsInput(product.priceCents),
    stock: String(product.stock),
    minOrderQuantity: String(product.minOrderQuantity),
    descriptions: product.descriptions,
    img: product.img,
    sku: product.sku ?? '',
    lowStockThreshold: String(product.lowStockThreshold ?? 0),
    priceBreaks: rowsFromBreaks(product.priceBreaks),
    category: product.category ?? '',
    attributes: rowsFromAttributes(product.attributes),
    backorderable: product.backorderable,
    restockDays: product.restockDays ? String(product.restockDays) : '',
  }
}

const WHOLE = /^\d+$/

/**
 * The server's messages word for word (docs/product.md, "Words users see"), plus format checks and the
 * server's part-number and price-break rules. Editing requires the part number the product has.
 */
export function validateProductForm(v: ProductFormValues, editing = false): ProductFormErrors {
  const errors: ProductFormErrors = {}
  if (!v.name.trim()) errors.name = 'Name is Required'
  if (!v.brand.trim()) errors.brand = 'Brand is Required'
  if (!v.price.trim()) errors.price = 'Price is Required'
  else if (dollarsToCents(v.price) === null) errors.price = 'Enter a price in dollars, e.g. 129.99'
  else if (dollarsToCents(v.price) === 0) errors.price = 'Price must be more than $0.00'
  if (!v.stock.trim()) errors.stock = 'Quantity is Required'
  else if (!WHOLE.test(v.stock.trim())) errors.stock = 'Enter a whole number of pieces'
  if (!WHOLE.test(v.minOrderQuantity.trim()) || Number(v.minOrderQuantity) < 1) errors.minOrderQuantity = 'Minimum order must be a whole number, at least 1'
  if (!WHOLE.test(v.lowStockThreshold.trim())) errors.lowStockThreshold = 'Enter a whole number of pieces (0: no alert)'
  if (!v.descriptions.trim()) errors.descriptions = 'Descriptions is Required'
  if (!v.img.trim()) errors.img = 'Photo url is Required'
  const sku = skuProblem(v.sku, editing)
  if (sku) errors.sku = sku
  const breaks = priceBreaksProblem(v.priceBreaks, v.minOrderQuantity, v.price)
  if (breaks) errors.priceBreaks = breaks
  const attributes = attributesProblem(v.attributes)
  if (attributes) errors.attributes = attributes
  if (v.backorderable && !restockDaysFit(v.restockDays)) errors.restockDays = RESTOCK_DAYS_PROBLEM
  return errors
}

function restockDaysFit(text: string): boolean {
  const days = Number(text.trim())
  return WHOLE.test(text.trim()) && days >= RESTOCK_DAYS.minimum && days <= RESTOCK_DAYS.maximum
}

/**
 * The form as the server's product input. The server takes `stock` as a new total (cut from or added to
 * main), so an edit sends it only when it differs from `stockBefore`, the total last read: an untouched
 * field must not undo orders or a stock split made since the form was filled in.
 */
export function toProductInput(v: ProductFormValues, stockBefore?: string): ProductInput {
  const stock = v.stock.trim()
  return {
    name: v.name.trim(),
    brand: v.brand.trim(),
    priceCents: dollarsToCents(v.price) ?? 0,
    ...(stock !== stockBefore ? { stock: Number(stock) } : {}),
    minOrderQuantity: Number(v.minOrderQuantity.trim()),
    descriptions: v.descriptions.trim(),
    img: v.img.trim(),
    ...(v.sku.trim() ? { sku: v.sku.trim() } : {}),
    priceBreaks: toPriceBreaks(v.priceBreaks),
    lowStockThreshold: Number(v.lowStockThreshold.trim()),
    category: v.category,
    attributes: toAttributes(v.attributes),
    backorderable: v.backorderable,
    ...(v.backorderable ? { restockDays: Number(v.restockDays.trim()) } : {}),
  }
}

/** Server field names → form field names, for errors the server reports per field. */
export function formErrorsFromServer(fields: Record<string, string>): ProductFormErrors {
  const map: Record<string, keyof ProductFormValues> = { priceCents: 'price', price: 'price' }
  const errors: ProductFormErrors = {}
  for (const [field, message] of Object.entries(fields)) {
    const key = (['priceBreaks', 'attributes'] as const).find((list) => field.startsWith(list)) ?? map[field] ?? (field as keyof ProductFormValues)
    if (key in EMPTY_PRODUCT_FORM) errors[key] = message
  }
  return errors
}
