/** A whole number of pieces, or null for anything else ("", "2.5", "1e3", "-5"). */
export function parseQuantity(raw: string): number | null {
  const text = raw.trim()
  if (!/^\d+$/.test(text)) return null
  const n = Number(text)
  return Number.isSafeInteger(n) ? n : null
}
