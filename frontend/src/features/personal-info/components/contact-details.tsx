import type { PersonalInfoDto } from '@shared/apiTypes'

import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons'
import { Skeleton } from '@/components/ui/skeleton'
import './contact-details.css'

/** A phone number as a tel: URI (digits and a leading +). */
const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`

/**
 * The Email (mailto), Phone (tel) and Location cards, each only when the owner gave that detail:
 * an empty card (or a `mailto:` link with no address and no name) helps no visitor.
 */
export const ContactDetails = ({ info }: { info: PersonalInfoDto }) => {
  const cards = [
    { label: 'Email', value: info.email, href: `mailto:${info.email}`, icon: MailIcon },
    { label: 'Phone', value: info.phone, href: telHref(info.phone), icon: PhoneIcon },
    { label: 'Location', value: info.location, href: null, icon: MapPinIcon },
  ].filter((card) => card.value.trim())
  if (cards.length === 0) return null
  return (
    <ul className="contact-details">
      {cards.map(({ label, value, href, icon: Icon }) => (
        <li
          key={label}
          className="glass contact-details__card"
          data-testid={`contact-${label.toLowerCase()}`}
        >
          <span className="contact-details__icon">
            <Icon />
          </span>
          <div className="contact-details__text">
            <h2 className="contact-details__label">{label}</h2>
            {href ? (
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
