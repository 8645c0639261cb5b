import { useState } from 'react'
import { brandLogoUrl } from '@/config/constants'

/** The brand's SVG wordmark, or its name set in type when there is no artwork. */
export function BrandLogo({ brand }: { brand: string }) {
  const [missing, setMissing] = useState(false)
  if (missing) return <span className="brand-logo brand-logo--text">{brand}</span>
  return <img className="brand-logo" src={brandLogoUrl(brand)} alt={brand} width={160} height={48} onError={() => setMissing(true)} />
}
