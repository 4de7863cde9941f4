import { icon } from './icons'

// The Contact page's own icons, loaded with its chunk (the others are in icons.tsx).
export const PhoneIcon = icon(
  'M6.6 3.8h2.6l1.4 4-1.9 1.3a11 11 0 0 0 6.2 6.2l1.3-1.9 4 1.4v2.6a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 4.6 6a2 2 0 0 1 2-2.2z',
)
export const ClockIcon = icon(<circle cx="12" cy="12" r="8.5" />, 'M12 7.5V12l3 2')
export const CalendarIcon = icon(
  <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />,
  'M3.5 10h17M8 3v4M16 3v4',
)
export const SendIcon = icon('M20.5 3.5 10 14', 'm20.5 3.5-6.5 17-4-6.5-6.5-4z')
