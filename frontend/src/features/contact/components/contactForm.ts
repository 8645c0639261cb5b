import { z } from 'zod'
import type { ContactInput } from '@/lib/types'

export const SENT_TOAST = 'Thanks — your message was sent. We reply within one business day.'

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const required = (label: string) => z.string().trim().min(1, `${label} is Required`)

/** Every field is required, with the sign-up form's email messages (docs/product.md, "Words users see"); what is sent is trimmed. */
export const contactSchema = z.object({
  email: required('Email').regex(EMAIL_PATTERN, 'Please Provide a Valid Email'),
  name: required('Name'),
  subject: required('Subject'),
  message: required('Message'),
}) satisfies z.ZodType<ContactInput, ContactInput>

/** A signed-in buyer's form starts with their email and name; anyone else's starts empty. */
export function startingContact(user: { email: string; name: string } | null): ContactInput {
  return { email: user?.email ?? '', name: user?.name ?? '', subject: '', message: '' }
}
