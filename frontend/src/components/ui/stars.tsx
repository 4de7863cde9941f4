import { StarIcon } from './icons'

/** Five stars, `filled` of them lit; read out as "N out of 5 stars". */
export const Stars = ({ filled }: { filled: number }) => (
  <span className="stars" role="img" aria-label={`${filled} out of 5 stars`}>
    {Array.from({ length: 5 }, (_, index) => (
      <StarIcon
        key={index}
        className={index < filled ? 'stars__star stars__star--on' : 'stars__star'}
        data-filled={index < filled ? 'true' : 'false'}
      />
    ))}
  </span>
)
