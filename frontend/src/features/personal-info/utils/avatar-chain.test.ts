import { describe, expect, it } from 'vitest'

import { AVATAR_CANDIDATES, resolveAvatar } from './avatar-chain'

const run = async (available: string[], candidates: readonly string[] = AVATAR_CANDIDATES) => {
  const events: string[] = []
  const result = await resolveAvatar(candidates, 200, {
    probe: async (src) => {
      events.push(`try ${src}`)
      return available.includes(src)
    },
    wait: async (ms) => {
      events.push(`wait ${ms}`)
    },
  })
  return { result, events }
}

describe('avatar chain', () => {
  it('tries /profile.png, /profile.jpg, /profile.svg in turn with 200 ms between tries', async () => {
    const { result, events } = await run(['/profile.svg'])
    expect(result).toBe('/profile.svg')
    expect(events).toEqual([
      'try /profile.png',
      'wait 200',
      'try /profile.jpg',
      'wait 200',
      'try /profile.svg',
    ])
  })

  it('stops at the first image that loads', async () => {
    const { result, events } = await run(['/profile.png', '/profile.jpg'])
    expect(result).toBe('/profile.png')
    expect(events).toEqual(['try /profile.png'])
  })

  it('answers null (initials) when none loads, without throwing', async () => {
    expect((await run([])).result).toBeNull()
    const failing = await resolveAvatar(['/a.png'], 200, {
      probe: () => Promise.reject(new Error('network')),
      wait: async () => {},
    })
    expect(failing).toBeNull()
  })
})
