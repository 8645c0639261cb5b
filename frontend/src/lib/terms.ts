import { limits } from './limits.gen'
import type { Terms } from './types'

// What the shop grants a customer or a company: pay by invoice (due net days after the order) and
// tax exemption. The server checks net days when invoiceTerms is true.

export const { minimum: MIN_NET_DAYS, maximum: MAX_NET_DAYS } = limits.TermsRequest.netDays
export const DEFAULT_TERMS: Terms = { invoiceTerms: false, netDays: 30, taxExempt: false }

export function netDaysError(text: string): string | undefined {
  const days = Number(text)
  const valid = /^\d+$/.test(text.trim()) && days >= MIN_NET_DAYS && days <= MAX_NET_DAYS
  return valid ? undefined : `Net days must be a whole number from ${MIN_NET_DAYS} to ${MAX_NET_DAYS}`
}
