import { isPageOnSite, SITE_PAGES, type StaticModule } from '@shared/sitePages'
import type { ComponentType, SVGProps } from 'react'
import { NavLink } from 'react-router-dom'

import { usePersonalInfo } from '@/features/personal-info/api/get-personal-info'
import { hasPosts } from '@/features/posts/api/post-count'
import { LanguageSwitch } from '@/features/languages/components/language-switch'
import { ThemeToggle } from '@/features/theme/components/theme-toggle'
import {
  FolderIcon,
  GitHubIcon,
  HomeIcon,
  LinkedInIcon,
  MailIcon,
  PenIcon,
  SparkIcon,
  UserIcon,
} from '@/components/ui/icons'
import { useSiteWords } from '@/i18n/site-words-provider'
import { usePageLanguage, usePaths } from '@/lib/page-language'

/** `id` names the item in the markup (data-dock); `label` is what a visitor reads. */
type DockItem = { id: string; label: string; icon: ComponentType<SVGProps<SVGSVGElement>> }

// Every page with one address is in the dock, in the table's order, named after its module.
const PAGE_ICONS: Record<StaticModule, DockItem['icon']> = {
  home: HomeIcon,
  skills: SparkIcon,
  projects: FolderIcon,
  writing: PenIcon,
  about: UserIcon,
  contact: MailIcon,
}
const dockId = (module: string) => `${module[0]!.toUpperCase()}${module.slice(1)}`

const Tooltip = ({ label }: { label: string }) => <span className="dock__tooltip">{label}</span>

/**
 * The fixed bottom navigation: the pages, Contact (a mailto link, else the page), the owner's
 * profiles in a new tab, the language and theme switches; each icon names itself in a tooltip.
 */
export const BottomDock = () => {
  const { info } = usePersonalInfo()
  const { t } = useSiteWords()
  const paths = usePaths()
  const { site } = usePageLanguage()
  const email = info.email.trim()
  const contact = t('dock.contact')
  // Writing only on a site with published posts; Contact here only without an e-mail address.
  const pages = SITE_PAGES.flatMap((page) =>
    page.kind === 'static' &&
    isPageOnSite(page, hasPosts()) &&
    (page.module !== 'contact' || !email)
      ? [
          {
            id: dockId(page.module),
            label: t(`dock.${page.module}`),
            to: paths[page.module],
            icon: PAGE_ICONS[page.module],
          },
        ]
      : [],
  )
  const external: (DockItem & { href: string; newTab: boolean })[] = [
    {
      id: 'Contact',
      label: contact,
      href: email && `mailto:${email}`,
      icon: MailIcon,
      newTab: false,
    },
    { id: 'GitHub', label: 'GitHub', href: info.githubUrl.trim(), icon: GitHubIcon, newTab: true },
    {
      id: 'LinkedIn',
      label: 'LinkedIn',
      href: info.linkedinUrl.trim(),
      icon: LinkedInIcon,
      newTab: true,
    },
  ].filter((item) => item.href)
  return (
    <nav className="dock" aria-label={t('dock.label')}>
      <ul className="dock__list">
        {pages.map(({ id, label, to, icon: Icon }) => (
          <li key={id}>
            <NavLink to={to} end={to === paths.home} className="dock__link" data-dock={id}>
              <Icon />
              <Tooltip label={label} />
            </NavLink>
          </li>
        ))}
        {external.length > 0 ? <li className="dock__divider" aria-hidden="true" /> : null}
        {external.map(({ id, label, href, icon: Icon, newTab }) => (
          <li key={id}>
            <a
              href={href}
              className="dock__link"
              data-dock={id}
              {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              <Icon />
              <Tooltip label={label} />
              {newTab ? (
                <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
              ) : null}
            </a>
          </li>
        ))}
        <li className="dock__divider" aria-hidden="true" />
        {site.languages.length > 1 ? (
          <li>
            <LanguageSwitch className="dock__link">
              <Tooltip label={t('dock.language')} />
            </LanguageSwitch>
          </li>
        ) : null}
        <li>
          <ThemeToggle className="dock__link">
            <Tooltip label={t('dock.darkTheme')} />
          </ThemeToggle>
        </li>
      </ul>
    </nav>
  )
}
