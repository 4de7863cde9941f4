import type { PersonalInfoDto } from '../../shared/apiTypes'
import { parseCanonicalInteger } from '../../shared/parseCanonicalInteger'
import { type HeadWords, headWordsIn } from '../../shared/seo/headWords'
import {
  CARD_PAGES,
  type CardPage,
  pageSocialCard,
  postSocialCard,
  projectSocialCard,
  type SocialCard,
} from '../../shared/seo/socialCard'
import type { SeoPost, SeoProject } from '../../shared/seo/structuredData'

const isCardPage = (name: string): name is CardPage =>
  (CARD_PAGES as readonly string[]).includes(name)

/**
 * The card served at `/og/{name}.png`, built from published content only: a page's card
 * (`home`, `skills`, …), a public project's (`projects/{id}`, the id in canonical digits) or a
 * published post's (`posts/{id}`). Null for anything else — a draft, a soft-deleted or unknown
 * project or post — so it answers 404.
 * `language` is the card's when it is not the site's default one (its texts are then read in it);
 * `words` its page names, in the card's language.
 */
export const socialCardNamed = (
  name: string,
  {
    info,
    projects,
    posts = [],
  }: { info: PersonalInfoDto; projects: SeoProject[]; posts?: SeoPost[] },
  language?: string,
  words: HeadWords = headWordsIn(),
): SocialCard | null => {
  if (isCardPage(name)) return pageSocialCard(name, info, language, words)
  const [, kind, digits] = /^(projects|posts)\/(\d+)$/.exec(name) ?? []
  const id = digits === undefined ? null : parseCanonicalInteger(digits)
  if (id === null) return null
  if (kind === 'posts') {
    const post = posts.find((item) => item.id === id)
    return post ? postSocialCard(post, info, language, words) : null
  }
  // A protected project has no card of its own: its page shares the Projects card.
  const project = projects.find((item) => item.id === id && !item.locked)
  return project ? projectSocialCard(project, info, language, words) : null
}
