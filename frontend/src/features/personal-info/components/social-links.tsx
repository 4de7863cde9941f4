import type { PersonalInfoDto } from '@shared/apiTypes'

import { GitHubIcon, LinkedInIcon, MailIcon } from '@/components/ui/icons'
import './social-links.css'

/** Round icon links to GitHub and LinkedIn (new tab) and email: those the owner gave. */
export const SocialLinks = ({
  info,
  className = '',
}: {
  info: PersonalInfoDto
  className?: string
}) => {
  const links = [
    { label: 'GitHub', href: info.githubUrl, icon: GitHubIcon, external: true },
    { label: 'LinkedIn', href: info.linkedinUrl, icon: LinkedInIcon, external: true },
    { label: 'Email', href: `mailto:${info.email}`, icon: MailIcon, external: false },
  ].filter((link) => link.href && link.href !== 'mailto:')
  if (links.length === 0) return null
  return (
    <ul className={`social-links ${className}`} aria-label="Social links">
      {links.map(({ label, href, icon: Icon, external }) => (
        <li key={label}>
          <a
            className="social-links__link"
            href={href}
            aria-label={external ? `${label} (opens in a new tab)` : label}
            title={label}
            {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            <Icon />
          </a>
        </li>
      ))}
    </ul>
  )
}
