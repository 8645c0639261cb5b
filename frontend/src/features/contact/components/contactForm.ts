import type { ContactInput } from '@/lib/types'

export type ContactField = keyof ContactInput
export type ContactErrors = Partial<Record<ContactField, string>>

export const CONTACT_FIELDS: ContactField[] = ['email', 'name', 'subject', 'message']
export const EMPTY_CONTACT: ContactInput = { email: '', name: '', subject: '', message: '' }
/** A signed-in buyer's form starts with their email and name; anyone else's starts empty. */
export function startingContact(user: { email: string; name: string } | null): ContactInput {
  return { ...EMPTY_CONTACT, email: user?.email ?? '', name: user?.name ?? '' }
}

/** Fills the email and name a buyer hasn't typed yet from their account. */
export function withAccount(values: ContactInput, user: { email: string; name: string }): ContactInput {
  return { ...values, email: values.email || user.email, name: values.name || user.name }
}

export const SENT_TOAST = 'Thanks — your message was sent. We reply within one business day.'

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Every field is required; the email messages are the sign-up form's (docs/product.md, "Words users see"). */
export function validateContact(values: ContactInput): ContactErrors {
  const errors: ContactErrors = {}
  if (!values.email.trim()) errors.email = 'Email is Required'
  else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = 'Please Provide a Valid Email'
  if (!values.name.trim()) errors.name = 'Name is Required'
  if (!values.subject.trim()) errors.subject = 'Subject is Required'
  if (!values.message.trim()) errors.message = 'Message is Required'
  return errors
}

export function trimContact(values: ContactInput): ContactInput {
  return { email: values.email.trim(), name: values.name.trim(), subject: values.subject.trim(), message: values.message.trim() }
}
