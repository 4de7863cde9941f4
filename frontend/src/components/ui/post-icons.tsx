import { icon } from './icons'

// A post's own icons, loaded with the writing chunks (the others are in icons.tsx).
export const ClockIcon = icon(<circle cx="12" cy="12" r="8.5" />, 'M12 7.5V12l3 2')
export const CopyIcon = icon(
  <rect x="8.5" y="8.5" width="11" height="11" rx="2" />,
  'M15.5 8.5V6a1.5 1.5 0 0 0-1.5-1.5H6A1.5 1.5 0 0 0 4.5 6v8A1.5 1.5 0 0 0 6 15.5h2.5',
)
