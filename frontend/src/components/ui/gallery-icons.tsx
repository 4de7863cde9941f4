import { icon } from './icons'

// The gallery carousel's arrows, loaded with it (the others are in icons.tsx).
export const ChevronLeftIcon = icon(<path d="m14.5 6-6 6 6 6" />, true)
export const ChevronRightIcon = icon(<path d="m9.5 6 6 6-6 6" />, true)
