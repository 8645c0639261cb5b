import type { ApiError } from '@/lib/api'
import { formatDate } from '@/lib/dates'
import { limits } from '@/lib/limits.gen'
import type { Booking, SavedAddress } from '@/lib/types'

export interface CheckoutValues {
  clientName: string
  address: string
  phone: string
  poNumber: string
  note: string
}

export type CheckoutField = keyof CheckoutValues
export type CheckoutErrors = Partial<Record<CheckoutField, string>>

export const CHECKOUT_FIELDS: CheckoutField[] = ['clientName', 'address', 'phone', 'poNumber', 'note']
const { poNumber: PO_NUMBER, note: NOTE } = limits.CheckoutRequest

const LINE_FIELD = 'lines.'

/** The server's words when a company that asks for PO numbers gets a checkout without one. */
export const PO_REQUIRED = 'Your company asks for a PO number'

/** poRequired: the buyer's company asks for a PO number on every order. */
export function validateCheckout(values: CheckoutValues, poRequired = false): CheckoutErrors {
  const errors: CheckoutErrors = {}
  if (!values.address.trim()) errors.address = 'Address is Required'
  if (!values.phone.trim()) errors.phone = 'Phone is Required'
  if (poRequired && !values.poNumber.trim()) errors.poNumber = PO_REQUIRED
  if (values.poNumber.trim().length > PO_NUMBER.maxLength) errors.poNumber = `PO number can be at most ${PO_NUMBER.maxLength} characters`
  if (values.note.trim().length > NOTE.maxLength) errors.note = `Note can be at most ${NOTE.maxLength} characters`
  return errors
}

/** What the server refused, sorted: form fields, lines (by product id), and the rest. */
export interface CheckoutRefusal {
  fields: CheckoutErrors
  lines: Record<string, string>
  message: string
}

export function readRefusal(error: ApiError): CheckoutRefusal {
  const refusal: CheckoutRefusal = { fields: {}, lines: {}, message: '' }
  for (const [key, message] of Object.entries(error.fields)) {
    if (key.startsWith(LINE_FIELD)) refusal.lines[key.slice(LINE_FIELD.length)] = message
    else if ((CHECKOUT_FIELDS as string[]).includes(key)) refusal.fields[key as CheckoutField] = message
  }
  const handled = Object.keys(refusal.fields).length + Object.keys(refusal.lines).length
  // a field the form has no box for (a one-product order's quantity) is said above the button
  const other = Object.entries(error.fields).find(([key]) => key !== 'lines' && !key.startsWith(LINE_FIELD) && !(CHECKOUT_FIELDS as string[]).includes(key))
  if (handled === 0) refusal.message = error.fields.lines ?? other?.[1] ?? error.message
  return refusal
}

export const ORDER_PLACED_TOAST = 'Order placed. Pay now to keep its stock reserved.'

export const AWAITS_APPROVAL_TOAST = 'Order placed. It is above your spending limit, so it waits for approval: your company’s approvers have been mailed.'

/** Where the buyer goes after checkout, and what they are told: card orders go to be paid, orders above the limit wait. */
export function checkoutLanding(booking: Booking): { path: string; message: string } {
  if (booking.status === 'pending_approval') return { path: `/dashboard/orders/${booking.id}`, message: AWAITS_APPROVAL_TOAST }
  if (booking.paymentMethod === 'invoice') {
    return { path: `/dashboard/orders/${booking.id}`, message: `Invoice ${booking.invoiceNumber} issued, due ${formatDate(booking.dueDate ?? '')}` }
  }
  return { path: `/dashboard/payment/${booking.id}`, message: ORDER_PLACED_TOAST }
}

/** The label a saved address gets: the buyer's, else the address's first line. */
export function savedAddressLabel(label: string, address: string): string {
  return label.trim() || address.trim().split('\n')[0].trim()
}

/** The saved address that the typed address and phone already are, if any: it needs no saving. */
export function savedAddressOf(addresses: SavedAddress[], values: Pick<CheckoutValues, 'address' | 'phone'>): SavedAddress | undefined {
  const same = (a: string, b: string) => a.trim().replace(/\r\n/g, '\n') === b.trim().replace(/\r\n/g, '\n')
  return addresses.find((a) => same(a.address, values.address) && same(a.phone, values.phone))
}
