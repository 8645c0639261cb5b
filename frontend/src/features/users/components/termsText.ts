import type { Terms } from '@/lib/types'

/** The terms an account pays on, as short tags: "Invoice, net 30 days", "Tax exempt"; none for card only. */
export function termsTags(terms: Terms | undefined | null): string[] {
  const tags: string[] = []
  if (terms?.invoiceTerms) tags.push(`Invoice, net ${terms.netDays} days`)
  if (terms?.taxExempt) tags.push('Tax exempt')
  return tags
}
