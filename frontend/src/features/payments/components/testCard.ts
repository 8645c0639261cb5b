import type { TestCardPayment } from '@/lib/types'

export interface CardValues {
  number: string
  expiry: string
  cvc: string
  name: string
  email: string
}

export type CardErrors = Partial<Record<keyof CardValues, string>>

export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'is declined' },
  { number: '4000 0000 0000 9995', outcome: 'has insufficient funds' },
] as const

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/

/** "4242424242424242" → "4242 4242 4242 4242" (at most 19 digits). */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 19)
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ')
}

/** "1230" → "12/30": the slash is typed for the buyer. */
export function formatExpiry(input: string, previous: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4)
  const deleting = input.length < previous.length
  if (digits.length > 2 || (digits.length === 2 && !deleting)) return `${digits.slice(0, 2)}/${digits.slice(2)}`
  return digits
}

export function validateCard(values: CardValues): CardErrors {
  const errors: CardErrors = {}
  const digits = values.number.replace(/\s/g, '')
  if (!digits) errors.number = 'Card number is Required'
  else if (!/^\d{13,19}$/.test(digits)) errors.number = 'Enter the 13 to 19 digits of the card number'
  if (!values.expiry.trim()) errors.expiry = 'Expiry date is Required'
  else if (!EXPIRY_PATTERN.test(values.expiry.trim())) errors.expiry = 'Enter the expiry date as MM/YY'
  if (!values.cvc.trim()) errors.cvc = 'CVC is Required'
  else if (!/^\d{3,4}$/.test(values.cvc.trim())) errors.cvc = 'Enter the 3 or 4 digit CVC'
  if (!values.name.trim()) errors.name = 'Name on card is Required'
  if (!values.email.trim()) errors.email = 'Email is Required'
  else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = 'Please Provide a Valid Email'
  return errors
}

export function toTestPayment(values: CardValues): TestCardPayment {
  const [, month, year] = EXPIRY_PATTERN.exec(values.expiry.trim()) ?? []
  return {
    number: values.number.replace(/\s/g, ''),
    expMonth: Number(month),
    expYear: 2000 + Number(year),
    cvc: values.cvc.trim(),
    name: values.name.trim(),
    email: values.email.trim(),
  }
}
