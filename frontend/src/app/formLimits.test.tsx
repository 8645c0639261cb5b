import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { validatePassword } from '@/features/auth/validation'
import { attributesProblem } from '@/features/catalogue/components/admin/attributesModel'
import { validateCategoryForm, EMPTY_CATEGORY_FORM } from '@/features/catalogue/components/admin/categoryFormModel'
import { skuProblem, priceBreaksProblem } from '@/features/catalogue/components/admin/priceBreaksModel'
import ContactForm from '@/features/contact/components/ContactForm'
import { parseLines, textProblem } from '@/features/quickorder/components/quickOrderModel'
import { validateReview } from '@/features/reviews/components/reviewForm'
import { validateCheckout } from '@/lib/checkoutModel'
import { limits } from '@/lib/limits.gen'
import { uploadImage } from '@/lib/uploads'
import { mockApi } from '@/testing/mockApi'
import { renderRoute } from '@/testing/renderRoute'

// Each form checks a field at the server's limit from the API document (limits.gen.ts): the
// limit itself passes, one more is refused in the form's own words.
const text = (length: number) => 'a'.repeat(length)
const checkout = { clientName: '', address: 'Dock 4', phone: '555 0100', poNumber: '', note: '' }

describe('forms read the limits the API document states', () => {
  it('checkout: PO number and note', () => {
    const { poNumber, note } = limits.CheckoutRequest
    expect(validateCheckout({ ...checkout, poNumber: text(poNumber.maxLength), note: text(note.maxLength) })).toEqual({})
    expect(validateCheckout({ ...checkout, poNumber: text(poNumber.maxLength + 1), note: text(note.maxLength + 1) })).toEqual({
      poNumber: `PO number can be at most ${poNumber.maxLength} characters`,
      note: `Note can be at most ${note.maxLength} characters`,
    })
  })

  it('review: text length and rating', () => {
    const { review, rating } = limits.ReviewRequest
    const values = { rating: rating.maximum, review: text(review.maxLength), img: '/images/a.png' }
    expect(validateReview(values)).toEqual({})
    expect(validateReview({ ...values, rating: rating.maximum + 1, review: text(review.maxLength + 1) })).toEqual({
      rating: 'Rating is Required: choose 1 to 5 stars',
      review: `Keep the review under ${review.maxLength} characters`,
    })
  })

  it('password: the sign-up minimum', () => {
    const { minLength } = limits.SignUpRequest.password
    expect(validatePassword(text(minLength))).toBeUndefined()
    expect(validatePassword(text(minLength - 1))).toBe('Must be 6 characters or longer')
  })

  it('product: part number, specs and price breaks', () => {
    const { sku, attributes, priceBreaks } = limits.ProductRequest
    expect(skuProblem(text(sku.maxLength), true)).toBeUndefined()
    expect(skuProblem(text(sku.maxLength + 1), true)).toBe('A part number has 1 to 64 characters')
    const specs = (n: number, value = '1') => Array.from({ length: n }, (_, i) => ({ key: `k${i}`, value }))
    expect(attributesProblem(specs(attributes.maxProperties, text(attributes.additionalProperties.maxLength)))).toBeUndefined()
    expect(attributesProblem(specs(attributes.maxProperties + 1))).toBe(`A product has at most ${attributes.maxProperties} attributes`)
    expect(attributesProblem(specs(1, text(attributes.additionalProperties.maxLength + 1)))).toBe('Attribute values have 1 to 60 characters')
    const breaks = Array.from({ length: priceBreaks.maxItems + 1 }, (_, i) => ({ minQuantity: String(200 + i), price: '1.00' }))
    expect(priceBreaksProblem(breaks, '100', '2.00')).toBe(`A product can have at most ${priceBreaks.maxItems} price breaks`)
  })

  it('category: name, filter labels and the number of filters', () => {
    const { name, attributes } = limits.CategoryRequest
    const label = limits.CategoryAttribute.label.maxLength
    const filters = (n: number, length = 1) => Array.from({ length: n }, (_, i) => ({ key: `k${i}`, label: text(length) }))
    const form = { ...EMPTY_CATEGORY_FORM, slug: 'ssd', name: text(name.maxLength), attributes: filters(attributes.maxItems, label) }
    expect(validateCategoryForm(form)).toEqual({})
    expect(validateCategoryForm({ ...form, name: text(name.maxLength + 1), attributes: filters(1, label + 1) })).toEqual({
      name: 'A name has at most 60 characters',
      attributes: 'Each filter needs a label of 1 to 60 characters',
    })
    expect(validateCategoryForm({ ...form, attributes: filters(attributes.maxItems + 1) }).attributes).toBe(`A category has at most ${attributes.maxItems} filters`)
  })

  it('quick order: the number of lines', () => {
    const { maxLines } = limits.QuickOrderRequest.text
    const lines = (n: number) => parseLines(Array.from({ length: n }, (_, i) => `SKU-${i} 1`).join('\n'))
    expect(textProblem(lines(maxLines))).toBe('')
    expect(textProblem(lines(maxLines + 1))).toMatch(/^A quick order takes at most 500 lines; this one has 501\./)
  })

  it('upload: an image over the size limit is refused before it is sent', async () => {
    const api = mockApi({})
    const big = new File([new Uint8Array(limits.FormDataUploadForm.image.maxBytes + 1)], 'big.png', { type: 'image/png' })
    await expect(uploadImage(big)).rejects.toThrow('The image is larger than 5 MB.')
    expect(api.calls).toHaveLength(0)
  })

  it('contact form: the inputs stop at the server limits', () => {
    mockApi({})
    renderRoute('/', [{ path: '/', element: <ContactForm /> }])
    expect(screen.getByLabelText('Subject')).toHaveAttribute('maxLength', String(limits.ContactRequest.subject.maxLength))
    expect(screen.getByLabelText('Message')).toHaveAttribute('maxLength', String(limits.ContactRequest.message.maxLength))
  })
})
