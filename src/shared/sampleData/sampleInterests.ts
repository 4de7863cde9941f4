import type { InterestDto } from '../apiTypes'

/** The four built-in interests shown under 'When I'm Not Coding' on the About page. */
export const sampleInterests: InterestDto[] = [
  {
    id: 1,
    icon: '🍜',
    title: 'Food',
    description:
      'Exploring local restaurants and street food, and recreating favourite dishes at home.',
    color: 'from-orange-500 to-red-500',
    deleted: false,
  },
  {
    id: 2,
    icon: '📷',
    title: 'Photography',
    description:
      'Capturing city streets and landscapes, and editing the best shots in the evenings.',
    color: 'from-blue-500 to-purple-500',
    deleted: false,
  },
  {
    id: 3,
    icon: '🎧',
    title: 'Music Production',
    description: 'Producing electronic tracks and experimenting with synths and sound design.',
    color: 'from-pink-500 to-rose-500',
    deleted: false,
  },
  {
    id: 4,
    icon: '🧗',
    title: 'Rock Climbing',
    description: 'Bouldering at the local gym and climbing outdoors whenever the weather allows.',
    color: 'from-green-500 to-emerald-500',
    deleted: false,
  },
]
