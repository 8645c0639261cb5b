import { useState, type FormEvent } from 'react'
import { toast } from 'react-toastify'
import { Button } from '@/components/ui/Button'
import { Input, Select } from '@/components/ui/Input'
import { toApiError } from '@/lib/api'
import type { Category } from '@/lib/types'
import { saveCategory } from '../../api/categoriesApi'
import {
  categoryErrorsFromServer,
  EMPTY_CATEGORY_FORM,
  MAX_CATEGORY_FILTERS,
  toCategoryInput,
  validateCategoryForm,
  valuesFromCategory,
  type CategoryFormErrors,
  type CategoryFormValues,
} from './categoryFormModel'

interface CategoryFormProps {
  /** the category to edit; a new one when left out */
  category?: Category
  categories: Category[]
  onSaved: () => void
  onCancel: () => void
}

/** A category's name, place in the tree, and the filters (spec key and label) buyers get in it. */
export function CategoryForm({ category, categories, onSaved, onCancel }: CategoryFormProps) {
  const [values, setValues] = useState<CategoryFormValues>(category ? valuesFromCategory(category) : EMPTY_CATEGORY_FORM)
  const [submitted, setSubmitted] = useState(false)
  const [serverErrors, setServerErrors] = useState<CategoryFormErrors>({})
  const [saving, setSaving] = useState(false)
  const takenSlugs = category ? [] : categories.map((c) => c.slug)
  const errors = { ...(submitted ? validateCategoryForm(values, takenSlugs) : {}), ...serverErrors }
  // the tree is two deep: a parent is top-level, and a category with children stays top-level
  const parents = categories.filter((c) => !c.parent && c.slug !== values.slug)
  const hasChildren = Boolean(category && categories.some((c) => c.parent === category.slug))

  const set = (change: Partial<CategoryFormValues>) => {
    setValues((v) => ({ ...v, ...change }))
    setServerErrors((e) => {
      const rest = { ...e }
      for (const key of Object.keys(change)) delete rest[key as keyof CategoryFormValues]
      return rest
    })
  }
  const setFilter = (index: number, change: Partial<CategoryFormValues['attributes'][number]>) =>
    set({ attributes: values.attributes.map((row, i) => (i === index ? { ...row, ...change } : row)) })

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    setSubmitted(true)
    if (Object.keys(validateCategoryForm(values, takenSlugs)).length > 0) return
    setSaving(true)
    try {
      await saveCategory(values.slug.trim(), toCategoryInput(values))
      toast.success(category ? 'Category saved' : 'Category added')
      onSaved()
    } catch (err) {
      const error = toApiError(err)
      setServerErrors(categoryErrorsFromServer(error.fields))
      toast.error(error.message)
      setSaving(false)
    }
  }

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label={category ? `Edit ${category.name}` : 'Add a category'}>
      {!category && (
        <Input label="Slug" name="slug" autoComplete="off" spellCheck={false} value={values.slug} onChange={(e) => set({ slug: e.target.value })} error={errors.slug} hint="In the address: /products?category=slug. Lowercase letters, digits and -." />
      )}
      <Input label="Name" name="name" value={values.name} onChange={(e) => set({ name: e.target.value })} error={errors.name} />
      <Select label="Parent" name="parent" value={values.parent} onChange={(e) => set({ parent: e.target.value })} error={errors.parent} disabled={hasChildren} hint={hasChildren ? 'It has categories under it, so it stays top-level.' : undefined}>
        <option value="">None (top-level)</option>
        {parents.map((p) => (
          <option key={p.slug} value={p.slug}>
            {p.name}
          </option>
        ))}
      </Select>
      <Input label="Position" name="position" inputMode="numeric" value={values.position} onChange={(e) => set({ position: e.target.value })} error={errors.position} hint="Lower numbers come first among its siblings." />
      <fieldset className={`field category-filters ${errors.attributes ? 'field--invalid' : ''}`}>
        <legend className="field__label">Filters</legend>
        {values.attributes.map((row, index) => (
          <div className="attributes-field__row" key={index}>
            <input className="input" aria-label={`Filter ${index + 1}: key`} placeholder="capacity" value={row.key} onChange={(e) => setFilter(index, { key: e.target.value })} />
            <input className="input" aria-label={`Filter ${index + 1}: label`} placeholder="Capacity" value={row.label} onChange={(e) => setFilter(index, { label: e.target.value })} />
            <Button variant="ghost" size="sm" aria-label={`Remove filter ${index + 1}`} onClick={() => set({ attributes: values.attributes.filter((_, i) => i !== index) })}>
              Remove
            </Button>
          </div>
        ))}
        <Button variant="secondary" size="sm" onClick={() => set({ attributes: [...values.attributes, { key: '', label: '' }] })} disabled={values.attributes.length >= MAX_CATEGORY_FILTERS}>
          Add a filter
        </Button>
        {errors.attributes ? <p className="field__error">{errors.attributes}</p> : <p className="field__hint">The key is the spec&rsquo;s name on products (e.g. capacity); buyers read the label. Filters show in this order.</p>}
      </fieldset>
      <div className="modal__actions">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          {category ? 'Save category' : 'Add category'}
        </Button>
      </div>
    </form>
  )
}
