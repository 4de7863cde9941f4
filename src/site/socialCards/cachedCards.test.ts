import { describe, expect, it, vi } from 'vitest'

import { defaultPersonalInfo } from '../../shared/sampleData/defaultPersonalInfo'
import { pageSocialCard, type SocialCard } from '../../shared/seo/socialCard'
import { cachedCards } from './cachedCards'

const card = (name: string): SocialCard => pageSocialCard('home', { ...defaultPersonalInfo, name })

describe('cachedCards', () => {
  it('renders a card once while its content is unchanged, concurrent requests included', async () => {
    const render = vi.fn(async (c: SocialCard) => Buffer.from(c.heading))
    const cards = cachedCards(render, { maxEntries: 4 })
    const [a, b] = await Promise.all([cards.get(card('Ann')), cards.get(card('Ann'))])
    expect(await cards.get(card('Ann'))).toBe(a)
    expect(b).toBe(a)
    expect(render).toHaveBeenCalledTimes(1)
  })

  it('renders again when what the card shows changes', async () => {
    const render = vi.fn(async (c: SocialCard) => Buffer.from(c.heading))
    const cards = cachedCards(render, { maxEntries: 4 })
    expect(String(await cards.get(card('Ann')))).toBe('Ann')
    expect(String(await cards.get(card('Bea')))).toBe('Bea')
    expect(render).toHaveBeenCalledTimes(2)
  })

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const render = vi.fn(async (c: SocialCard) => Buffer.from(c.heading))
    const cards = cachedCards(render, { maxEntries: 2 })
    await cards.get(card('A'))
    await cards.get(card('B'))
    await cards.get(card('A'))
    await cards.get(card('C'))
    expect(cards.size).toBe(2)
    await cards.get(card('A'))
    expect(render).toHaveBeenCalledTimes(3)
    await cards.get(card('B'))
    expect(render).toHaveBeenCalledTimes(4)
  })

  it('does not keep a failed render', async () => {
    const render = vi
      .fn<(c: SocialCard) => Promise<Buffer>>()
      .mockRejectedValueOnce(new Error('boom'))
      .mockResolvedValue(Buffer.from('ok'))
    const cards = cachedCards(render, { maxEntries: 2 })
    await expect(cards.get(card('A'))).rejects.toThrow('boom')
    expect(String(await cards.get(card('A')))).toBe('ok')
  })
})
