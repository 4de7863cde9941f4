import { describe, expect, it } from 'vitest'

import { DEFAULT_APP_COLOR, shortNameOf } from '../../shared/appIdentity'
import { appIdentityOf } from './appIdentityOf'
import { appIdentityHeadTags } from './appIdentityHeadTags'
import { buildWebManifest } from './buildWebManifest'

const INFO = { name: 'Noor Haddad', bio: 'Builds calm interfaces.' }
const LOGO = Buffer.from('logo bytes')
const AVATAR = Buffer.from('avatar bytes')

describe('shortNameOf', () => {
  it('fits a home screen: the full name, else the first name, else a cut first name', () => {
    expect(shortNameOf('Noor Haddad')).toBe('Noor Haddad')
    expect(shortNameOf('Alexandra Montgomery')).toBe('Alexandra')
    expect(shortNameOf('Maximilianthegreat Stone')).toBe('Maximilianth'.slice(0, 11) + '…')
    expect(shortNameOf('  ')).toBe('Portfolio')
  })
})

describe('appIdentityOf', () => {
  it('names the app after the owner and takes the bio and colours', () => {
    const identity = appIdentityOf(
      INFO,
      { themeColor: '#112233', backgroundColor: '#445566' },
      { logo: null, avatar: null },
    )
    expect(identity).toMatchObject({
      name: 'Noor Haddad — Portfolio',
      shortName: 'Noor Haddad',
      description: 'Builds calm interfaces.',
      themeColor: '#112233',
      backgroundColor: '#445566',
      icons: null,
      avatar: null,
    })
  })

  it('falls back to the default colour when none (or no valid one) is stored', () => {
    const identity = appIdentityOf(
      INFO,
      { themeColor: null, backgroundColor: 'blue' },
      { logo: null, avatar: null },
    )
    expect([identity.themeColor, identity.backgroundColor]).toEqual([
      DEFAULT_APP_COLOR,
      DEFAULT_APP_COLOR,
    ])
  })

  it("takes the Look's brand as theme colour only where the owner set none", () => {
    const none = { logo: null, avatar: null }
    expect(appIdentityOf(INFO, {}, none, '#14532d').themeColor).toBe('#14532d')
    expect(appIdentityOf(INFO, { themeColor: 'blue' }, none, '#14532d').themeColor).toBe('#14532d')
    // The owner's own colour is never overridden, and the background is not the theme colour.
    const own = appIdentityOf(INFO, { themeColor: '#112233' }, none, '#14532d')
    expect([own.themeColor, own.backgroundColor]).toEqual(['#112233', DEFAULT_APP_COLOR])
    // Today's look (no brand chosen) keeps today's theme colour.
    expect(appIdentityOf(INFO, {}, none, null).themeColor).toBe(DEFAULT_APP_COLOR)
  })

  it('derives icons from the logo, else the avatar; the version follows the image and background', () => {
    const both = appIdentityOf(INFO, {}, { logo: LOGO, avatar: AVATAR })
    expect(both.icons?.source).toEqual({ kind: 'logo', bytes: LOGO })
    const avatarOnly = appIdentityOf(INFO, {}, { logo: null, avatar: AVATAR })
    expect(avatarOnly.icons?.source).toEqual({ kind: 'avatar', bytes: AVATAR })
    expect(avatarOnly.icons?.version).not.toBe(both.icons?.version)
    const otherBackground = appIdentityOf(
      INFO,
      { backgroundColor: '#ffffff' },
      { logo: LOGO, avatar: null },
    )
    expect(otherBackground.icons?.version).not.toBe(both.icons?.version)
    // The theme colour is not drawn in the icons: it does not change their version.
    const otherTheme = appIdentityOf(INFO, { themeColor: '#ffffff' }, { logo: LOGO, avatar: null })
    expect(otherTheme.icons?.version).toBe(both.icons?.version)
    expect(both.avatar?.version).toMatch(/^[0-9a-f]{16}$/)
  })
})

describe('the manifest and head tags', () => {
  it('lists the built-in icons and links the built-in favicon without an image', () => {
    const identity = appIdentityOf(INFO, {}, { logo: null, avatar: null })
    expect(buildWebManifest(identity).icons.map((icon) => icon.src)).toEqual([
      '/icons/icon-192.png',
      '/icons/icon-512.png',
      '/icons/maskable-512.png',
    ])
    expect(appIdentityHeadTags(identity)).toEqual([
      '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />',
      '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />',
      '<link rel="manifest" href="/manifest.webmanifest" />',
    ])
  })

  it('points at the derived, versioned icons with an image', () => {
    const identity = appIdentityOf(INFO, { themeColor: '#abcdef' }, { logo: LOGO, avatar: null })
    const v = identity.icons!.version
    const manifest = buildWebManifest(identity)
    expect(manifest).toMatchObject({ name: 'Noor Haddad — Portfolio', short_name: 'Noor Haddad' })
    expect(manifest.icons).toEqual([
      {
        src: `/app-icons/icon-192.png?v=${v}`,
        sizes: '192x192',
        type: 'image/png',
        purpose: 'any',
      },
      {
        src: `/app-icons/icon-512.png?v=${v}`,
        sizes: '512x512',
        type: 'image/png',
        purpose: 'any',
      },
      {
        src: `/app-icons/maskable-512.png?v=${v}`,
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ])
    expect(appIdentityHeadTags(identity)).toEqual([
      `<link rel="icon" type="image/png" sizes="32x32" href="/app-icons/favicon-32.png?v=${v}" />`,
      `<link rel="apple-touch-icon" href="/app-icons/apple-touch-icon.png?v=${v}" />`,
      '<link rel="manifest" href="/manifest.webmanifest" />',
    ])
  })
})
