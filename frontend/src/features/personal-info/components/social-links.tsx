import type { PersonalInfoDto } from '@shared/apiTypes'

import { GitHubIcon, LinkedInIcon, MailIcon } from '@/components/ui/icons'
import { useSiteWords } from '@/i18n/site-words-provider'
import './social-links.css'

/** Round icon links to GitHub and LinkedIn (new tab) and email: those the owner gave. */
export const SocialLinks = ({
  info,
  className = '',
}: {
  info: PersonalInfoDto
  className?: string
}) => {
  const { t } = useSiteWords()
  const links = [
    { id: 'GitHub', label: 'GitHub', href: info.githubUrl, icon: GitHubIcon, external: true },
    {
      id: 'LinkedIn',
      label: 'LinkedIn',
      href: info.linkedinUrl,
      icon: LinkedInIcon,
      external: true,
    },
    {
      id: 'Email',
      label: t('common.email'),
      href: `mailto:${info.email}`,
      icon: MailIcon,
      external: false,
    },
  ].filter((link) => link.href && link.href !== 'mailto:')
  if (links.length === 0) return null
  return (
    <ul className={`social-links ${className}`} aria-label={t('common.socialLinks')}>
      {links.map(({ id, label, href, icon: Icon, external }) => (
        <li key={id}>
          <a
            className="social-links__link"
            href={href}
            aria-label={external ? `${label} ${t('common.opensInNewTab')}` : label}
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
