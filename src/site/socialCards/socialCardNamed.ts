import type { PersonalInfoDto } from '../../shared/apiTypes'
import { parseCanonicalInteger } from '../../shared/parseCanonicalInteger'
import { type HeadWords, headWordsIn } from '../../shared/seo/headWords'
import {
  CARD_PAGES,
  type CardPage,
  pageSocialCard,
  projectSocialCard,
  type SocialCard,
} from '../../shared/seo/socialCard'
import type { SeoProject } from '../../shared/seo/structuredData'

const isCardPage = (name: string): name is CardPage =>
  (CARD_PAGES as readonly string[]).includes(name)

/**
 * The card served at `/og/{name}.png`, built from published content only: a page's card
 * (`home`, `skills`, …) or a public project's (`projects/{id}`, the id in canonical digits).
 * Null for anything else — a draft, a soft-deleted or unknown project — so it answers 404.
 * `language` is the card's when it is not the site's default one (its texts are then read in it);
 * `words` its page names, in the card's language.
 */
export const socialCardNamed = (
  name: string,
  { info, projects }: { info: PersonalInfoDto; projects: SeoProject[] },
  language?: string,
  words: HeadWords = headWordsIn(),
): SocialCard | null => {
  if (isCardPage(name)) return pageSocialCard(name, info, language, words)
  const digits = /^projects\/(\d+)$/.exec(name)?.[1]
  const id = digits === undefined ? null : parseCanonicalInteger(digits)
  const project = id === null ? undefined : projects.find((item) => item.id === id)
  return project ? projectSocialCard(project, info, language, words) : null
}
