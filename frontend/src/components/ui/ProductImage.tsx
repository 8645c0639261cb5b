import { useState } from 'react'

interface ProductImageProps {
  src: string
  /** smaller copies of the picture (the API's imgSrcset) */
  srcSet?: string
  /** how wide the picture shows, for choosing from srcSet */
  sizes?: string
  alt: string
  /** eager for pictures above the fold */
  eager?: boolean
  /** the intrinsic width the browser reserves; the height follows at 4:3 */
  width?: number
  className?: string
}

/** A product picture in a fixed 4:3 frame, so the layout never jumps; a drawn crate if it fails. */
export function ProductImage({ src, srcSet, sizes, alt, eager = false, width = 400, className = '' }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const failed = !src || failedSrc === src
  return (
    <div className={`frame frame--4x3 ${className}`.trim()}>
      {failed ? (
        <svg className="frame__fallback" viewBox="0 0 120 90" role="img" aria-label={alt}>
          <rect x="30" y="28" width="60" height="36" rx="3" fill="none" stroke="currentColor" strokeWidth="3" />
          <path d="M30 40h60M52 28v12M68 28v12M24 70h72" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </svg>
      ) : (
        <img src={src} srcSet={srcSet || undefined} sizes={srcSet ? (sizes ?? `${width}px`) : undefined} alt={alt} width={width} height={(width * 3) / 4} loading={eager ? 'eager' : 'lazy'} decoding="async" onError={() => setFailedSrc(src)} />
      )}
    </div>
  )
}
