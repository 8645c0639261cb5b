import { formatCents } from '@/lib/money'

export function Price({ cents, className = '' }: { cents: number; className?: string }) {
  return <span className={`price num ${className}`}>{formatCents(cents)}</span>
}
