import type { ComponentType, SVGProps } from 'react'
import { NavLink } from 'react-router-dom'

import { paths } from '@/config/paths'
import { usePersonalInfo } from '@/features/personal-info/api/get-personal-info'
import { ThemeToggle } from '@/features/theme/components/theme-toggle'
import {
  FolderIcon,
  GitHubIcon,
  HomeIcon,
  LinkedInIcon,
  MailIcon,
  SparkIcon,
  UserIcon,
} from '@/components/ui/icons'

type DockItem = { label: string; icon: ComponentType<SVGProps<SVGSVGElement>> }

const ROUTES: (DockItem & { to: string })[] = [
  { label: 'Home', to: paths.home, icon: HomeIcon },
  { label: 'Skills', to: paths.skills, icon: SparkIcon },
  { label: 'Projects', to: paths.projects, icon: FolderIcon },
  { label: 'About', to: paths.about, icon: UserIcon },
]

const Tooltip = ({ label }: { label: string }) => <span className="dock__tooltip">{label}</span>

/**
 * The fixed bottom navigation: the four pages, then Contact as a mailto link and the GitHub and
 * LinkedIn profiles in a new tab, then the light/dark switch. Each icon names itself in a
 * tooltip on hover and focus. A profile the owner left empty has no icon; without an e-mail
 * address Contact opens the Contact page instead of an empty `mailto:`.
 */
export const BottomDock = () => {
  const { info } = usePersonalInfo()
  const email = info.email.trim()
  const pages = email
    ? ROUTES
    : [...ROUTES, { label: 'Contact', to: paths.contact, icon: MailIcon }]
  const external: (DockItem & { href: string; newTab: boolean })[] = [
    { label: 'Contact', href: email && `mailto:${email}`, icon: MailIcon, newTab: false },
    { label: 'GitHub', href: info.githubUrl.trim(), icon: GitHubIcon, newTab: true },
    { label: 'LinkedIn', href: info.linkedinUrl.trim(), icon: LinkedInIcon, newTab: true },
  ].filter((item) => item.href)
  return (
    <nav className="dock" aria-label="Main">
      <ul className="dock__list">
        {pages.map(({ label, to, icon: Icon }) => (
          <li key={label}>
            <NavLink to={to} end={to === paths.home} className="dock__link" data-dock={label}>
              <Icon />
              <Tooltip label={label} />
            </NavLink>
          </li>
        ))}
        {external.length > 0 ? <li className="dock__divider" aria-hidden="true" /> : null}
        {external.map(({ label, href, icon: Icon, newTab }) => (
          <li key={label}>
            <a
              href={href}
              className="dock__link"
              data-dock={label}
              {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              <Icon />
              <Tooltip label={label} />
              {newTab ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
            </a>
          </li>
        ))}
        <li className="dock__divider" aria-hidden="true" />
        <li>
          <ThemeToggle className="dock__link">
            <Tooltip label="Dark theme" />
          </ThemeToggle>
        </li>
      </ul>
    </nav>
  )
}
