import { useEffect, useState } from 'react'

import { AVATAR_RETRY_MS } from '@/config/constants'
import { initialsOf } from '@/lib/initials'
import { AVATAR_CANDIDATES, resolveAvatar } from '../utils/avatar-chain'
import './avatar.css'

const probeImage = (src: string): Promise<boolean> =>
  new Promise((resolve) => {
    const image = new Image()
    image.onload = () => resolve(image.naturalWidth > 0)
    image.onerror = () => resolve(false)
    image.src = src
  })

const wait = (ms: number): Promise<void> => new Promise((resolve) => window.setTimeout(resolve, ms))

// One lookup per visit: the About page reuses what the home page found, without new requests.
const lookups = new Map<string, Promise<string | null>>()
const lookup = (candidates: string[]): Promise<string | null> => {
  const key = candidates.join('|')
  let pending = lookups.get(key)
  if (!pending) {
    pending = resolveAvatar(candidates, AVATAR_RETRY_MS, { probe: probeImage, wait })
    lookups.set(key, pending)
  }
  return pending
}

type AvatarProps = {
  name: string
  /** An avatar uploaded in the CMS, tried before the profile files. */
  uploadedUrl?: string | null
  className?: string
}

/** Intrinsic size of the square image; the displayed size comes from CSS (--avatar-size). */
const INTRINSIC_SIZE = 256

/**
 * The owner's picture: the uploaded avatar if any, then /profile.png, /profile.jpg and
 * /profile.svg with 200 ms between tries, finally the initials. Failures are never reported.
 */
export const Avatar = ({ name, uploadedUrl, className = '' }: AvatarProps) => {
  const candidates = uploadedUrl ? [uploadedUrl, ...AVATAR_CANDIDATES] : [...AVATAR_CANDIDATES]
  const key = candidates.join('|')
  const [result, setResult] = useState<{ key: string; src: string | null } | null>(null)
  useEffect(() => {
    let active = true
    void lookup(key.split('|')).then((src) => {
      if (active) setResult({ key, src })
    })
    return () => {
      active = false
    }
  }, [key])
  const resolved = result?.key === key ? result : null
  return (
    <div className={`avatar ${className}`} data-testid="avatar">
      {resolved?.src ? (
        <img
          className="avatar__image"
          src={resolved.src}
          alt={name}
          width={INTRINSIC_SIZE}
          height={INTRINSIC_SIZE}
        />
      ) : resolved ? (
        <span className="avatar__initials" role="img" aria-label={name}>
          {initialsOf(name)}
        </span>
      ) : (
        <span className="avatar__pending skeleton" aria-hidden="true" />
      )}
    </div>
  )
}
