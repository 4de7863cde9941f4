import { directionalIcon } from './icons'

// The gallery carousel's arrows, loaded with it (the others are in icons.tsx).
export const ChevronLeftIcon = directionalIcon('m14.5 6-6 6 6 6')
export const ChevronRightIcon = directionalIcon('m9.5 6 6 6-6 6')
