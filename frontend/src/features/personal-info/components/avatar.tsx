import type { MediaDto } from '@shared/apiTypes'
import { useEffect, useState } from 'react'

import { srcSetOf } from '@shared/imageSource'

import { focalPosition } from '@/components/ui/image-or-emoji'
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
let lookup: Promise<string | null> | null = null
const lookUpProfileFiles = (): Promise<string | null> =>
  (lookup ??= resolveAvatar(AVATAR_CANDIDATES, AVATAR_RETRY_MS, { probe: probeImage, wait }))

type AvatarProps = {
  name: string
  /** The avatar uploaded in the CMS: shown at once, in the rendition that fits `sizes`. */
  uploaded?: MediaDto | null
  /** The displayed width at each breakpoint (the box's `--avatar-size`), for the browser's pick. */
  sizes: string
  className?: string
}

/** Intrinsic size of the square image; the displayed size comes from CSS (--avatar-size). */
const INTRINSIC_SIZE = 256

/** The profile files' chain (spec section 2): the first that loads, else the initials. */
const ProfileFilesAvatar = ({ name }: { name: string }) => {
  const [result, setResult] = useState<{ src: string | null } | null>(null)
  useEffect(() => {
    let active = true
    void lookUpProfileFiles().then((src) => {
      if (active) setResult({ src })
    })
    return () => {
      active = false
    }
  }, [])
  if (!result) return <span className="avatar__pending skeleton" aria-hidden="true" />
  return result.src ? (
    <img
      className="avatar__image"
      src={result.src}
      alt={name}
      width={INTRINSIC_SIZE}
      height={INTRINSIC_SIZE}
    />
  ) : (
    <span className="avatar__initials" role="img" aria-label={name}>
      {initialsOf(name)}
    </span>
  )
}

/**
 * The owner's picture: the uploaded avatar, else /profile.png, .jpg and .svg 200 ms apart, else
 * the initials (the server answers /profile.png with the avatar). Failures are silent.
 */
export const Avatar = ({ name, uploaded, sizes, className = '' }: AvatarProps) => {
  const [failedUrl, setFailedUrl] = useState<string | null>(null)
  const usable = uploaded?.url && uploaded.url !== failedUrl ? uploaded : null
  return (
    <div className={`avatar ${className}`} data-testid="avatar">
      {usable ? (
        <img
          key={usable.url}
          className="avatar__image"
          src={usable.url}
          srcSet={srcSetOf(usable)}
          sizes={sizes}
          alt={name}
          width={INTRINSIC_SIZE}
          height={INTRINSIC_SIZE}
          style={focalPosition(usable)}
          onError={() => setFailedUrl(usable.url)}
        />
      ) : (
        <ProfileFilesAvatar name={name} />
      )}
    </div>
  )
}
