import type { RequestHandler } from 'express'
import type { Payload } from 'payload'

import type { PersonalInfoDto } from '../../shared/apiTypes'
import { socialCardVersion } from '../../shared/seo/socialCard'
import type { SeoProject } from '../../shared/seo/structuredData'
import { cachedCards } from './cachedCards'
import { renderSocialCard } from './renderSocialCard'
import { socialCardNamed } from './socialCardNamed'

/** `/og/home.png`, `/og/projects/3.png`: the card's name is the part in between. */
export const SOCIAL_CARD_ROUTE = /^\/og\/(.+)\.png$/

/** Cards kept rendered: the six page cards and the projects most recently asked for. */
const MAX_CACHED_CARDS = 64

/**
 * Answers a generated sharing card (1200×630 PNG) from published content. The page's head links
 * it with `?v={version}`, a hash of everything the card shows: that address never changes its
 * picture, so it may be cached for a year; any other address (no or an old version) gets the
 * current card, revalidated by its ETag every time.
 */
export const serveSocialCards = (
  published: () => Promise<{ info: PersonalInfoDto; projects: SeoProject[] }>,
  { logger }: { logger: Payload['logger'] },
): RequestHandler => {
  const cards = cachedCards(renderSocialCard, { maxEntries: MAX_CACHED_CARDS })
  return async (req, res) => {
    const name = SOCIAL_CARD_ROUTE.exec(req.path)?.[1] ?? ''
    let png: Buffer
    let version: string
    try {
      const card = socialCardNamed(name, await published())
      if (!card) {
        res.status(404).set('Cache-Control', 'no-cache').type('text').send('No such card.')
        return
      }
      version = socialCardVersion(card)
      png = await cards.get(card)
    } catch (error) {
      logger.error({ err: error, msg: `${req.path}: the sharing card could not be made` })
      res.status(503).set('Retry-After', '30').type('text').send('Card temporarily unavailable.')
      return
    }
    res.set({
      ETag: `"${version}"`,
      'Cache-Control': req.query.v === version ? 'public, max-age=31536000, immutable' : 'no-cache',
    })
    // `send` answers 304 when the request's If-None-Match names this ETag.
    res.type('png').send(png)
  }
}
