import { useState } from 'react'

/** A product picture in a fixed 4:3 frame (no layout shift); a drawn crate if it fails. */
export function ProductPicture({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(!src)
  return (
    <div className="frame frame--4x3 purchase__picture">
      {failed ? (
        <svg className="frame__fallback" viewBox="0 0 120 90" role="img" aria-label={alt}>
          <rect x="30" y="28" width="60" height="36" rx="3" fill="none" stroke="currentColor" strokeWidth="3" />
          <path d="M30 40h60M52 28v12M68 28v12M24 70h72" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </svg>
      ) : (
        <img src={src} alt={alt} width={800} height={600} decoding="async" onError={() => setFailed(true)} />
      )}
    </div>
  )
}
