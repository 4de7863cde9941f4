import { useSiteWords } from '@/i18n/site-words-provider'
import { StarIcon } from './icons'

/** Five stars, `filled` of them lit; read out as "N out of 5 stars". */
export const Stars = ({ filled }: { filled: number }) => {
  const { t } = useSiteWords()
  return (
    <span className="stars" role="img" aria-label={t('common.stars', { filled })}>
      {Array.from({ length: 5 }, (_, index) => (
        <StarIcon
          key={index}
          className={index < filled ? 'stars__star stars__star--on' : 'stars__star'}
          data-filled={index < filled ? 'true' : 'false'}
        />
      ))}
    </span>
  )
}
