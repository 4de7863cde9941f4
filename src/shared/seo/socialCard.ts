import type { PersonalInfoDto } from '../apiTypes'
import type { Look } from '../look/look'
import { type HeadWords, headWordsIn } from './headWords'
import type { SeoPost, SeoProject } from './structuredData'

/** Open Graph's recommended size; the server renders every card at exactly this size. */
export const SOCIAL_CARD_WIDTH = 1200
export const SOCIAL_CARD_HEIGHT = 630

/**
 * Part of every card's version: bump it when the card's design or font changes, so link
 * previews that cached the old image fetch the new one.
 */
const DESIGN_VERSION = 2

/** How many of a project's technologies its card shows (the first ones, in the owner's order). */
const CARD_TECHNOLOGIES = 4

/** The pages with a card of their own besides projects; a 404 shares the home card. */
export const CARD_PAGES = ['home', 'skills', 'projects', 'writing', 'about', 'contact'] as const
export type CardPage = (typeof CARD_PAGES)[number]

const PAGE_KICKERS: Record<CardPage, keyof HeadWords> = {
  home: 'homeKicker',
  skills: 'skillsTitle',
  projects: 'projectsTitle',
  writing: 'writingTitle',
  about: 'aboutTitle',
  contact: 'contactTitle',
}

/**
 * What a generated sharing card shows, as plain text: the server draws it (src/site/socialCards)
 * and the page's head names it, with a version derived from exactly this, so an edit to any of
 * it gives the card a new URL.
 */
export type SocialCard = {
  /** Where it is served, below `/og/` and before `.png`: `home`, `skills`, `projects/3`… */
  name: string
  /** The small label above the heading: the page, or the project's category. */
  kicker: string
  /** The large line: the owner's name, or the project's title. */
  heading: string
  /** Under the heading: the owner's title (empty on a project card). */
  subheading: string
  /** Chips under the heading: a project's first technologies. */
  chips: string[]
  /** The bottom line: who the site belongs to (empty on a page card, whose heading says it). */
  byline: string
  /**
   * The language its texts are in, when not the site's default one: the card is then served
   * below `/og/{language}/`, and kept and versioned apart from the default language's.
   */
  language?: string
  /** The Look's brand and accent, when the owner chose their own: the card is drawn in them. */
  colors?: CardColors
}

/** The colours a card is drawn in besides today's. */
export type CardColors = Pick<Look, 'brand' | 'accent'>

/** The card drawn in `colors`, when there are any. */
export const withCardColors = (card: SocialCard, colors: CardColors | undefined): SocialCard =>
  colors ? { ...card, colors } : card

/** Longest text a card keeps of one field; the layout clamps lines further. */
const MAX_FIELD = 160
const MAX_CHIP = 32

/**
 * CMS text → one clean line: control and format characters other than those emoji sequences
 * need (zero-width joiner, variation selectors) become spaces, runs of white space one space,
 * and overlong text is cut at `max` with an ellipsis.
 */
export const cardText = (value: string | null | undefined, max = MAX_FIELD): string => {
  const text = (value ?? '')
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]|(?!\u200d)\p{Cf}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  const chars = Array.from(text)
  return chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
    : text
}

/**
 * The card of a page other than a project's: the owner's name and title, under the page's name
 * in `words` (the head words of the card's language).
 */
export const pageSocialCard = (
  page: CardPage,
  info: PersonalInfoDto,
  language?: string,
  words: HeadWords = headWordsIn(),
): SocialCard => ({
  name: page,
  kicker: words[PAGE_KICKERS[page]],
  heading: cardText(info.name),
  subheading: cardText(info.title),
  chips: [],
  byline: '',
  ...(language ? { language } : {}),
})

/** What a record's card shows below its kicker: its title and first chips, over the owner's name. */
const recordLines = (title: string, chips: string[], info: PersonalInfoDto, language?: string) => ({
  heading: cardText(title),
  subheading: '',
  chips: chips
    .map((chip) => cardText(chip, MAX_CHIP))
    .filter(Boolean)
    .slice(0, CARD_TECHNOLOGIES),
  byline: [cardText(info.name), cardText(info.title)].filter(Boolean).join(' · '),
  ...(language ? { language } : {}),
})

/** A project's card: its title, category and first technologies, over the owner's name. */
export const projectSocialCard = (
  project: Pick<SeoProject, 'id' | 'title' | 'category' | 'technologies'>,
  info: PersonalInfoDto,
  language?: string,
  words: HeadWords = headWordsIn(),
): SocialCard => ({
  name: `projects/${project.id}`,
  kicker: cardText(project.category) || words.projectKicker,
  ...recordLines(project.title, project.technologies, info, language),
})

/** A post's card: its title and first tags under the writing page's name, over the owner's name. */
export const postSocialCard = (
  post: Pick<SeoPost, 'id' | 'title' | 'tags'>,
  info: PersonalInfoDto,
  language?: string,
  words: HeadWords = headWordsIn(),
): SocialCard => ({
  name: `posts/${post.id}`,
  kicker: cardText(words.writingTitle),
  ...recordLines(post.title, post.tags, info, language),
})

/**
 * A 53-bit string hash (cyrb53), base 36: the same in the browser and on the server, with no
 * dependency. It only names a version, so collisions cost at worst a stale link preview.
 */
const hash53 = (text: string): string => {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ code, 2654435761)
    h2 = Math.imul(h2 ^ code, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
}

/** Everything the picture depends on, as one string: the render cache's key. */
export const socialCardKey = (card: SocialCard): string =>
  JSON.stringify([
    DESIGN_VERSION,
    card.name,
    card.kicker,
    card.heading,
    card.subheading,
    card.chips,
    card.byline,
    // Only a translated card names its language: the default language's keep their versions.
    ...(card.language ? [card.language] : []),
    // Likewise only a card in the owner's own colours names them.
    ...(card.colors ? [card.colors.brand, card.colors.accent] : []),
  ])

/** The card's version: changes whenever anything it shows (or its design) changes. */
export const socialCardVersion = (card: SocialCard): string => hash53(socialCardKey(card))

/** The site-relative address of a card's PNG, versioned so link previews follow edits. */
export const socialCardPath = (card: SocialCard): string =>
  `/og/${card.language ? `${card.language}/` : ''}${card.name}.png?v=${socialCardVersion(card)}`

/** What the card says, for `og:image:alt`. */
export const socialCardAlt = (card: SocialCard): string => {
  if (card.byline) {
    const about = [card.kicker, card.chips.join(', ')].filter(Boolean).join(': ')
    return `${card.heading}${about ? ` — ${about}` : ''} (by ${card.byline})`
  }
  return [card.heading, card.subheading].filter(Boolean).join(', ') + ` — ${card.kicker}`
}
