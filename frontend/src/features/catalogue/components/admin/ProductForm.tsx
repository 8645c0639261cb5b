import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { toast } from 'react-toastify'
import { Button } from '@/components/ui/Button'
import { ImageUploadField } from '@/components/ui/ImageUploadField'
import { Input, Select, Textarea } from '@/components/ui/Input'
import { ProductImage } from '@/components/ui/ProductImage'
import { toApiError } from '@/lib/api'
import { limits } from '@/lib/limits.gen'
import type { Product } from '@/lib/types'
import { createProduct, refreshCatalogue, updateProduct } from '../../api/productsApi'
import { useCategories } from '../../hooks/useCategories'
import { categoryTree, findCategory } from '../categoryTree'
import { AttributesField } from './AttributesField'
import type { AttributeRow } from './attributesModel'
import { PriceBreaksField } from './PriceBreaksField'
import { findPriceBreaksProblem, type PriceBreakRow } from './priceBreaksModel'
import {
  EMPTY_PRODUCT_FORM,
  formErrorsFromServer,
  toProductInput,
  validateProductForm,
  valuesFromProduct,
  type ProductFormErrors,
  type ProductFormValues,
  type ProductTextField,
} from './productFormModel'

interface ProductFormProps {
  /** when set, the form edits this product (PATCH) instead of adding one */
  product?: Product
  /** editing: the product's total stock as last saved elsewhere (the stock split beside the form) */
  stockNow?: number
  brands?: string[]
  onSaved?: (product: Product) => void
  onCancel?: () => void
}

export const CHECK_FIELDS_TOAST = 'Some fields need fixing: see the messages under them.'

export function ProductForm({ product, stockNow, brands = [], onSaved, onCancel }: ProductFormProps) {
  const brandListId = useId()
  const [values, setValues] = useState<ProductFormValues>(product ? valuesFromProduct(product) : EMPTY_PRODUCT_FORM)
  // editing: the total last read, sent again only if typed over (toProductInput)
  const [stockBefore, setStockBefore] = useState(product ? String(product.stock) : undefined)
  const [seenStockNow, setSeenStockNow] = useState(stockNow)
  if (stockNow !== seenStockNow) {
    // a split saved beside the form: an untouched stock field shows the new total
    setSeenStockNow(stockNow)
    if (stockNow !== undefined) {
      if (values.stock.trim() === stockBefore) setValues((v) => ({ ...v, stock: String(stockNow) }))
      setStockBefore(String(stockNow))
    }
  }
  const [submitted, setSubmitted] = useState(false)
  const [serverErrors, setServerErrors] = useState<ProductFormErrors>({})
  const [saving, setSaving] = useState(false)
  const [uploading, setUploading] = useState(false)
  // counts refused submits; each moves focus (and the view) to the first field to fix
  const [refusals, setRefusals] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  const categories = useCategories().list
  const category = findCategory(categories, values.category)

  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [refusals])

  const skuRequired = Boolean(product?.sku)
  const errors = submitted ? { ...validateProductForm(values, skuRequired), ...serverErrors } : serverErrors
  // a server error goes once its field changes, uncovering the form's own check of it
  const clearServerError = (field: keyof ProductFormValues) =>
    setServerErrors((e) => {
      const rest = { ...e }
      delete rest[field]
      return rest
    })
  const set = (field: ProductTextField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    clearServerError(field)
  }
  const setBreaks = (priceBreaks: PriceBreakRow[]) => {
    setValues((v) => ({ ...v, priceBreaks }))
    clearServerError('priceBreaks')
  }
  const setBackorderable = (backorderable: boolean) => {
    setValues((v) => ({ ...v, backorderable }))
    clearServerError('restockDays')
  }
  const setAttributes = (attributes: AttributeRow[]) => {
    setValues((v) => ({ ...v, attributes }))
    clearServerError('attributes')
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    setSubmitted(true)
    if (Object.keys(validateProductForm(values, skuRequired)).length > 0) {
      toast.error(CHECK_FIELDS_TOAST)
      setRefusals((n) => n + 1)
      return
    }
    setSaving(true)
    try {
      const input = toProductInput(values, stockBefore)
      const saved = product ? await updateProduct(product.id, input) : await createProduct(input)
      void refreshCatalogue()
      if (product) {
        toast.success('Product updated')
      } else {
        toast.success('Product Added Successfully')
        setValues(EMPTY_PRODUCT_FORM)
        setSubmitted(false)
      }
      onSaved?.(saved)
    } catch (err) {
      const apiError = toApiError(err)
      setServerErrors(formErrorsFromServer(apiError.fields))
      setRefusals((n) => n + 1)
      toast.error(product ? `Failed to update the Product: ${apiError.message}` : 'Failed to add the Product')
    } finally {
      setSaving(false)
    }
  }

  return (
    <form ref={formRef} className="form product-form" onSubmit={onSubmit} noValidate aria-label={product ? `Edit ${product.name}` : 'Add a product'}>
      <div className="form__grid">
        <Input label="Name" name="name" value={values.name} onChange={(e) => set('name')(e.target.value)} error={errors.name} />
        <Input label="Brand" name="brand" list={brandListId} value={values.brand} onChange={(e) => set('brand')(e.target.value)} error={errors.brand} />
        <datalist id={brandListId}>
          {brands.map((b) => (
            <option key={b} value={b} />
          ))}
        </datalist>
        <Input label="Price per piece (USD)" name="price" inputMode="decimal" placeholder="129.99" value={values.price} onChange={(e) => set('price')(e.target.value)} error={errors.price} />
        <Input label="Stock (pieces)" name="stock" inputMode="numeric" value={values.stock} onChange={(e) => set('stock')(e.target.value)} error={errors.stock} />
        <Input
          label="Minimum order (MOQ)"
          name="minOrderQuantity"
          inputMode="numeric"
          value={values.minOrderQuantity}
          onChange={(e) => set('minOrderQuantity')(e.target.value)}
          error={errors.minOrderQuantity}
          hint="Pieces per order line; 100 unless this product ships differently."
        />
        <Input
          label="Low-stock alert at (pieces)"
          name="lowStockThreshold"
          inputMode="numeric"
          value={values.lowStockThreshold}
          onChange={(e) => set('lowStockThreshold')(e.target.value)}
          error={errors.lowStockThreshold}
          hint="Admins are mailed once when stock falls to this; 0 turns the alert off."
        />
      </div>
      <BackorderFields values={values} error={errors.restockDays} onBackorderable={setBackorderable} onRestockDays={set('restockDays')} />
      <Input
        label={skuRequired ? 'Part number (SKU)' : 'Part number (SKU, optional)'}
        name="sku"
        autoComplete="off"
        spellCheck={false}
        maxLength={limits.ProductRequest.sku.maxLength}
        value={values.sku}
        onChange={(e) => set('sku')(e.target.value)}
        error={errors.sku}
        hint={skuRequired ? 'Unique across the catalogue; buyers order by it.' : 'Left empty, one is generated.'}
      />
      <PriceBreaksField
        rows={values.priceBreaks}
        onChange={setBreaks}
        error={errors.priceBreaks}
        invalidRows={findPriceBreaksProblem(values.priceBreaks, values.minOrderQuantity, values.price)?.rows}
      />
      <Select label="Category" name="category" value={values.category} onChange={(e) => set('category')(e.target.value)} error={errors.category} hint="Buyers find it under this category and filter by its specs.">
        <option value="">No category</option>
        {categoryTree(categories).flatMap(({ category: parent, children }) => [
          <option key={parent.slug} value={parent.slug}>
            {parent.name}
          </option>,
          ...children.map((child) => (
            <option key={child.slug} value={child.slug}>
              {parent.name} › {child.name}
            </option>
          )),
        ])}
        {values.category && !category && categories.length > 0 && <option value={values.category}>{values.category} (no longer a category)</option>}
      </Select>
      <AttributesField declared={category?.attributes ?? []} rows={values.attributes} onChange={setAttributes} error={errors.attributes} />
      <Textarea label="Descriptions" name="descriptions" rows={5} value={values.descriptions} onChange={(e) => set('descriptions')(e.target.value)} error={errors.descriptions} />
      <ImageUploadField
        label="Photo"
        name="photo"
        value={values.img}
        onChange={set('img')}
        error={errors.img}
        onUploadingChange={setUploading}
        preview={values.img.trim() && <ProductImage src={values.img.trim()} alt="Preview of the product photo" />}
        emptyText="The preview shows here."
      />
      <div className="form__actions">
        <Button type="submit" loading={saving} disabled={uploading}>
          {product ? 'Save changes' : 'Add Product'}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  )
}

interface BackorderFieldsProps {
  values: ProductFormValues
  error?: string
  onBackorderable: (on: boolean) => void
  onRestockDays: (days: string) => void
}

/** Whether the product takes orders past its stock, and when more is expected (asked only then). */
function BackorderFields({ values, error, onBackorderable, onRestockDays }: BackorderFieldsProps) {
  const { minimum, maximum } = limits.ProductRequest.restockDays
  return (
    <>
      <label className="check">
        <input type="checkbox" name="backorderable" checked={values.backorderable} onChange={(e) => onBackorderable(e.target.checked)} /> Take orders past the
        stock (backorder the rest)
      </label>
      {values.backorderable && (
        <Input
          label="Restock estimate (days)"
          name="restockDays"
          inputMode="numeric"
          value={values.restockDays}
          onChange={(e) => onRestockDays(e.target.value)}
          error={error}
          hint={`When backordered pieces are expected, ${minimum} to ${maximum} days; buyers see it before checkout.`}
        />
      )}
    </>
  )
}
