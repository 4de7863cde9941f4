import type { RequestHandler, Response } from 'express'
import type { Payload } from 'payload'

import type { ReadLanguage } from '../../cms/languages/textsInLanguage'
import type { PersonalInfoDto } from '../../shared/apiTypes'
import { splitLanguagePath } from '../../shared/languages/languagePath'
import type { SiteLanguages } from '../../shared/languages/siteLanguages'
import { headWordsWith } from '../../shared/seo/headWords'
import type { Look } from '../../shared/look/look'
import { cardColorsOf } from '../../shared/look/look'
import { socialCardVersion, withCardColors } from '../../shared/seo/socialCard'
import type { SeoPost, SeoProject } from '../../shared/seo/structuredData'
import { cachedCards } from './cachedCards'
import { renderSocialCard } from './renderSocialCard'
import { socialCardNamed } from './socialCardNamed'
import { CACHING } from '../../platform/http/cachePolicies'
import { unavailable } from '../../platform/publicReads/outage'

/**
 * `/og/home.png`, `/og/projects/3.png`, `/og/posts/4.png`, `/og/es/home.png`: the card's name is the part in
 * between, after the language's code for a card in another language than the default.
 */
export const SOCIAL_CARD_ROUTE = /^\/og\/(.+)\.png$/

/** Cards kept rendered: the six page cards and the projects most recently asked for. */
const MAX_CACHED_CARDS = 64

/**
 * Answers a generated sharing card (1200×630 PNG) from published content. The page's head links
 * it with `?v={version}`, a hash of everything the card shows: that address never changes its
 * picture, so it may be cached for a year; any other address (no or an old version) gets the
 * current card, revalidated by its ETag every time. A card in another enabled language is drawn
 * from that language's texts; a language the site does not have (or the default's own code)
 * has no cards.
 */
export const serveSocialCards = (
  published: (language: ReadLanguage) => Promise<{
    info: PersonalInfoDto
    projects: SeoProject[]
    posts: SeoPost[]
    ownerWords: Readonly<Record<string, string>>
  }>,
  {
    logger,
    siteLanguages,
    look,
  }: {
    logger: Payload['logger']
    siteLanguages: () => Promise<SiteLanguages>
    /** The published look: the cards are drawn in its colours. */
    look: () => Promise<Look>
  },
): RequestHandler => {
  const cards = cachedCards(renderSocialCard, { maxEntries: MAX_CACHED_CARDS })
  const failed = (path: string, error: unknown, res: Response) => {
    logger.error({ err: error, msg: `${path}: the sharing card could not be made` })
    unavailable(res).type('text').send('Card temporarily unavailable.')
  }
  return async (req, res) => {
    const site = await siteLanguages()
    const { language, pagePath } = splitLanguagePath(
      `/${SOCIAL_CARD_ROUTE.exec(req.path)?.[1] ?? ''}`,
    )
    const name = pagePath.slice(1)
    const known =
      language === null || (language !== site.default && site.enabled.includes(language))
    let card
    try {
      const content = known
        ? await published({ locale: language ?? site.default, fallback: site.default })
        : null
      const named = content
        ? socialCardNamed(
            name,
            content,
            language ?? undefined,
            headWordsWith(content.ownerWords, language ?? site.default, site.default),
          )
        : null
      card = named && withCardColors(named, cardColorsOf(await look()))
    } catch (error) {
      failed(req.path, error, res)
      return
    }
    if (!card) {
      res.status(404).set('Cache-Control', CACHING.noCache).type('text').send('No such card.')
      return
    }
    const version = socialCardVersion(card)
    res.set({
      ETag: `"${version}"`,
      'Cache-Control': req.query.v === version ? CACHING.immutable : CACHING.noCache,
    })
    // A link preview revalidating the card it has costs no render.
    if (req.fresh) {
      res.status(304).end()
      return
    }
    let png: Buffer
    try {
      png = await cards.get(card)
    } catch (error) {
      res.removeHeader('ETag')
      failed(req.path, error, res)
      return
    }
    res.type('png').send(png)
  }
}
