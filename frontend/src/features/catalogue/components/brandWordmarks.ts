import type { CSSProperties } from 'react'

/** How a brand's name is set: typography only, no artwork. */
export interface Wordmark {
  color: string
  weight: number
  /** letter-spacing in em */
  spacing: number
  transform?: 'uppercase' | 'lowercase'
  italic?: boolean
}

const DEFAULT_WORDMARK: Wordmark = { color: 'var(--ink)', weight: 750, spacing: 0.01 }

const WORDMARKS: Record<string, Wordmark> = {
  amd: { color: '#000000', weight: 900, spacing: 0.04, transform: 'uppercase', italic: true },
  asus: { color: '#00539b', weight: 700, spacing: 0.28, transform: 'uppercase' },
  corsair: { color: '#111111', weight: 700, spacing: 0.3, transform: 'uppercase' },
  crucial: { color: '#0067b1', weight: 700, spacing: 0, transform: 'lowercase' },
  dell: { color: '#007db8', weight: 800, spacing: 0.18, transform: 'uppercase' },
  intel: { color: '#0068b5', weight: 600, spacing: -0.02, transform: 'lowercase' },
  kingston: { color: '#c8102e', weight: 800, spacing: 0, italic: true },
  lg: { color: '#a50034', weight: 800, spacing: 0.02, transform: 'uppercase' },
  msi: { color: '#1a1a1a', weight: 900, spacing: 0.08, transform: 'uppercase', italic: true },
  netgear: { color: '#5b2c82', weight: 800, spacing: 0.04, transform: 'uppercase' },
  samsung: { color: '#1428a0', weight: 800, spacing: 0.12, transform: 'uppercase' },
  seasonic: { color: '#004a99', weight: 600, spacing: 0.06 },
  synology: { color: '#2b2b2b', weight: 600, spacing: 0.02 },
  'tp-link': { color: '#0a7f8c', weight: 700, spacing: 0, transform: 'lowercase' },
  ubiquiti: { color: '#006fff', weight: 500, spacing: 0.3, transform: 'uppercase' },
  'western digital': { color: '#1d1d1b', weight: 700, spacing: 0.01 },
}

export function wordmarkFor(brand: string): Wordmark {
  return WORDMARKS[brand.trim().toLowerCase()] ?? DEFAULT_WORDMARK
}

/** The wordmark's width in em, roughly: the CSS sizes the type so it fits its tile. */
export function wordmarkEms(brand: string, mark: Wordmark): number {
  const glyph = mark.transform === 'uppercase' ? 0.72 : 0.6
  return Math.max(brand.length, 3) * (glyph + mark.spacing)
}

export function wordmarkStyle(brand: string): CSSProperties {
  const mark = wordmarkFor(brand)
  return {
    color: mark.color,
    fontWeight: mark.weight,
    letterSpacing: `${mark.spacing}em`,
    textTransform: mark.transform,
    fontStyle: mark.italic ? 'italic' : undefined,
    '--wordmark-ems': wordmarkEms(brand, mark).toFixed(2),
  } as CSSProperties
}
