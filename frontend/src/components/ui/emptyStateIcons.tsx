import type { ReactNode } from 'react'

const line = { fill: 'none', stroke: 'currentColor', strokeWidth: 3, strokeLinecap: 'round', strokeLinejoin: 'round' } as const

/** Line drawings for empty states, one per kind of list, drawn on a 64 × 64 grid. */
export const EMPTY_STATE_ICONS = {
  /** orders: a parcel */
  box: (
    <>
      <path d="M32 8 54 19v26L32 56 10 45V19Z" {...line} />
      <path d="M10 19l22 11 22-11M32 30v26M21 13.5l22 11" {...line} />
    </>
  ),
  /** a search that found nothing */
  search: (
    <>
      <circle cx="27" cy="27" r="15" {...line} />
      <path d="M38 38l16 16M21 27h12" {...line} />
    </>
  ),
  cart: (
    <>
      <path d="M6 10h8l6 30h30l6-20H17" {...line} />
      <circle cx="24" cy="50" r="4" {...line} />
      <circle cx="46" cy="50" r="4" {...line} />
    </>
  ),
  users: (
    <>
      <circle cx="24" cy="22" r="9" {...line} />
      <path d="M8 52c1-10 8-16 16-16s15 6 16 16" {...line} />
      <circle cx="44" cy="24" r="7" {...line} />
      <path d="M44 36c6 0 11 5 12 14" {...line} />
    </>
  ),
  mail: (
    <>
      <rect x="8" y="14" width="48" height="36" rx="3" {...line} />
      <path d="M8 18l24 18 24-18" {...line} />
    </>
  ),
  star: <path d="M32 8l7 15 16 2-12 11 3 16-14-8-14 8 3-16L9 25l16-2Z" {...line} />,
  /** quotes: a priced document */
  document: (
    <>
      <path d="M16 6h22l12 12v40H16Z" {...line} />
      <path d="M38 6v12h12M24 32h18M24 40h18M24 48h10" {...line} />
    </>
  ),
  /** the audit log: a clock */
  history: (
    <>
      <circle cx="32" cy="32" r="23" {...line} />
      <path d="M32 18v14l10 6" {...line} />
    </>
  ),
  /** products: a chip */
  chip: (
    <>
      <rect x="16" y="16" width="32" height="32" rx="3" {...line} />
      <rect x="25" y="25" width="14" height="14" {...line} />
      <path d="M24 8v8M32 8v8M40 8v8M24 48v8M32 48v8M40 48v8M8 24h8M8 32h8M8 40h8M48 24h8M48 32h8M48 40h8" {...line} />
    </>
  ),
} satisfies Record<string, ReactNode>

export type EmptyStateIcon = keyof typeof EMPTY_STATE_ICONS
