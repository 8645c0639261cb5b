import { useState } from 'react'
import defaultAvatar from '../assets/default-avatar.svg'

/** The profile photo, or the default avatar when there is none (or it fails to load). */
export function ProfilePhoto({ src, alt, size = 120 }: { src: string; alt: string; size?: number }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const usable = src.trim() && failedSrc !== src
  return (
    <img
      className="profile-photo"
      src={usable ? src : defaultAvatar}
      alt={usable ? alt : `${alt} (default picture)`}
      width={size}
      height={size}
      onError={() => setFailedSrc(src)}
    />
  )
}
