/** The last 8 characters of an id, as "#1A2B3C4D": enough to tell orders and quotes apart in conversation. */
export function shortId(id: string): string {
  return `#${id.slice(-8).toUpperCase()}`
}
