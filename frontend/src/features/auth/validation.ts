import { limits } from '@/lib/limits.gen'

export const PASSWORD_MIN_LENGTH = limits.SignUpRequest.password.minLength

// The server's messages word for word (docs/product.md, "Words users see").
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function validateEmail(email: string): string | undefined {
  if (!email.trim()) return 'Email is Required'
  if (!EMAIL_PATTERN.test(email.trim())) return 'Please Provide a Valid Email'
  return undefined
}

export function validatePassword(password: string): string | undefined {
  if (!password) return 'Password is Required'
  if (password.length < PASSWORD_MIN_LENGTH) return `Must be ${PASSWORD_MIN_LENGTH} characters or longer`
  return undefined
}

export function validateName(name: string): string | undefined {
  return name.trim() ? undefined : 'Name is Required'
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>

export function hasErrors<K extends string>(errors: FieldErrors<K>): boolean {
  return Object.values(errors).some(Boolean)
}
