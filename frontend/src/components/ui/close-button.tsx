import { CloseIcon } from './icons'

/** A round × that dismisses a notice (the install banner, the language offer). */
export const CloseButton = ({
  label,
  onClick,
  small = false,
}: {
  label: string
  onClick: () => void
  small?: boolean
}) => (
  <button
    type="button"
    className={small ? 'close-button close-button--small' : 'close-button'}
    aria-label={label}
    onClick={onClick}
  >
    <CloseIcon />
  </button>
)
