import { useState } from 'react'

function initials(name: string, email: string): string {
  const source = name.trim() || email
  const parts = source.split(/[\s@._-]+/).filter(Boolean)
  const letters = parts.length > 1 ? parts[0][0] + parts[1][0] : source.slice(0, 2)
  return letters.toUpperCase()
}

interface AvatarProps {
  name: string
  email: string
  photoUrl?: string
  size?: number
}

export function Avatar({ name, email, photoUrl, size = 32 }: AvatarProps) {
  const [broken, setBroken] = useState(false)
  const label = name || email
  if (photoUrl && !broken) {
    return (
      <img
        className="avatar"
        src={photoUrl}
        alt={label}
        width={size}
        height={size}
        onError={() => setBroken(true)}
      />
    )
  }
  return (
    <span className="avatar avatar--initials" style={{ width: size, height: size, fontSize: size * 0.4 }} role="img" aria-label={label}>
      {initials(name, email)}
    </span>
  )
}
