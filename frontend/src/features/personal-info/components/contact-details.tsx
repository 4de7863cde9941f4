import type { PersonalInfoDto } from '@shared/apiTypes'

import { MailIcon, MapPinIcon } from '@/components/ui/icons'
import { CalendarIcon, PhoneIcon } from '@/components/ui/contact-icons'
import { Skeleton } from '@/components/ui/skeleton'
import { contactWords } from '@/i18n/en/contact'
import { useSiteWords } from '@/i18n/site-words-provider'
import './contact-details.css'

/** A phone number as a tel: URI (digits and a leading +). */
const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`

/**
 * The Email (mailto), Book a call (the owner's scheduling page, a goal in the audience figures),
 * Phone (tel) and Location cards, each only when the owner gave that detail: an empty card (or a
 * `mailto:` link with no address and no name) helps no visitor.
 */
export const ContactDetails = ({ info }: { info: PersonalInfoDto }) => {
  const { t } = useSiteWords(contactWords)
  // `id` names the card in the markup; `label` is what a visitor reads.
  const cards = [
    {
      id: 'email',
      label: t('common.email'),
      value: info.email,
      href: `mailto:${info.email}`,
      icon: MailIcon,
    },
    {
      id: 'call',
      label: t('contact.callTitle'),
      value: info.schedulingUrl,
      href: info.schedulingUrl,
      icon: CalendarIcon,
    },
    {
      id: 'phone',
      label: t('contact.phone'),
      value: info.phone,
      href: telHref(info.phone),
      icon: PhoneIcon,
    },
    {
      id: 'location',
      label: t('contact.location'),
      value: info.location,
      href: null,
      icon: MapPinIcon,
    },
  ].filter((card) => card.value.trim())
  if (cards.length === 0) return null
  return (
    <ul className="contact-details">
      {cards.map(({ id, label, value, href, icon: Icon }) => (
        <li key={id} className="glass contact-details__card" data-testid={`contact-${id}`}>
          <span className="contact-details__icon">
            <Icon />
          </span>
          <div className="contact-details__text">
            <h2 className="contact-details__label">{label}</h2>
            {id === 'call' ? (
              <a
                className="btn btn--primary btn--small contact-details__action"
                href={href!}
                target="_blank"
                rel="noopener noreferrer"
                data-audience="call"
                aria-label={`${t('contact.bookCall')} ${t('common.opensInNewTab')}`}
              >
                {t('contact.bookCall')}
              </a>
            ) : href ? (
              <a className="contact-details__value contact-details__link" href={href}>
                {value}
              </a>
            ) : (
              <p className="contact-details__value">{value}</p>
            )}
          </div>
        </li>
      ))}
    </ul>
  )
}

/** The cards' placeholder at their real size. */
export const ContactDetailsSkeleton = () => (
  <ul className="contact-details" data-testid="contact-skeleton" aria-hidden="true">
    {[0, 1, 2].map((index) => (
      <li key={index} className="glass contact-details__card">
        <Skeleton className="contact-details__icon" />
        <div className="contact-details__text">
          <Skeleton style={{ width: 70, height: 14 }} />
          <Skeleton style={{ width: '70%', height: 20, marginTop: 8 }} />
        </div>
      </li>
    ))}
  </ul>
)
