import { directionalIcon, icon } from './icons'

// A project page's own icons, loaded with its chunk (the others are in icons.tsx).
export const CalendarIcon = icon(
  <rect x="4" y="5.5" width="16" height="14.5" rx="2.2" />,
  'M4 10h16M8.5 3.5v4M15.5 3.5v4',
)
export const UsersIcon = icon(
  <circle cx="9" cy="9" r="3.3" />,
  'M3.5 19c.7-3 2.8-4.6 5.5-4.6s4.8 1.6 5.5 4.6',
  'M15.5 5.9a3.3 3.3 0 0 1 0 6.2M17.2 14.6c1.7.6 2.9 2 3.3 4.4',
)
export const ExternalIcon = icon(
  'M14 4.5h5.5V10M19.5 4.5 11 13',
  'M17.5 14v4a1.5 1.5 0 0 1-1.5 1.5H6A1.5 1.5 0 0 1 4.5 18V8A1.5 1.5 0 0 1 6 6.5h4',
)
export const ArrowLeftIcon = directionalIcon('M19 12H5M11 6l-6 6 6 6')
