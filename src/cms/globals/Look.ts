import type { GlobalConfig } from 'payload'

import { publishedGlobalOrAdmin } from '../access/publishedOrAdmin'
import { isAdmin } from '../access/isAdmin'
import { hexColorField } from '../fields/hexColorField'
import { contentGlobalVersions } from '../versions/contentVersions'
import {
  BACKGROUND_ANIMATIONS,
  COLOR_SCHEMES,
  CORNER_SHAPES,
  DEFAULT_LOOK,
  type Look as LookValues,
  NEUTRAL_TONES,
  TYPE_PAIRING_IDS,
  TYPE_PAIRINGS,
} from '../../shared/look/look'

/** The admin's words for each choice, in the order the site offers them. */
const NEUTRAL_LABELS: Record<LookValues['neutral'], string> = {
  cool: "Cool: blue-black and slate (today's look)",
  grey: 'Grey: plain black, white and greys',
  warm: 'Warm: brown-black and cream',
}
const CORNER_LABELS: Record<LookValues['corners'], string> = {
  sharp: 'Sharp',
  soft: "Soft (today's look)",
  round: 'Round',
}
const ANIMATION_LABELS: Record<LookValues['animation'], string> = {
  particles: "Particles (today's look)",
  fewer: 'Fewer particles',
  none: 'None: a still background',
}
const SCHEME_LABELS: Record<LookValues['scheme'], string> = {
  system: "The visitor's device setting (today's look)",
  light: 'Light',
  dark: 'Dark',
}

const options = <V extends string>(values: readonly V[], labels: Record<V, string>) =>
  values.map((value) => ({ value, label: labels[value] }))

/**
 * The site's look (issue 48): colours, type, corners, motion and the default scheme. Every
 * default is today's look; the server turns the published one into custom properties in every
 * page's head (src/site/look), and the live preview shows a draft before it is published.
 */
export const Look: GlobalConfig = {
  slug: 'look',
  label: 'Look',
  access: { read: publishedGlobalOrAdmin, update: isAdmin },
  versions: contentGlobalVersions,
  admin: {
    description:
      "The site's colours, type, corners and background. Text stays readable in both schemes whatever you choose: where a colour is too light or too dark for text, the site uses a shade of it, as said below. Published at once to every page; Versions brings back an earlier look.",
  },
  fields: [
    {
      type: 'row',
      fields: [
        hexColorField('brand', 'Brand colour', {
          description: 'Links, buttons, focus rings and the start of the gradients.',
          defaultValue: DEFAULT_LOOK.brand,
        }),
        hexColorField('accent', 'Accent colour', {
          description: 'The end of the gradients and secondary highlights.',
          defaultValue: DEFAULT_LOOK.accent,
        }),
      ],
    },
    {
      name: 'contrast',
      type: 'ui',
      admin: { components: { Field: '/src/cms/admin/LookContrast#LookContrast' } },
    },
    {
      name: 'neutral',
      label: 'Neutral tone',
      type: 'select',
      required: true,
      defaultValue: DEFAULT_LOOK.neutral,
      options: options(NEUTRAL_TONES, NEUTRAL_LABELS),
      admin: { description: 'The backgrounds and the greys of the text, in both schemes.' },
    },
    {
      name: 'pairing',
      label: 'Type pairing',
      type: 'select',
      required: true,
      defaultValue: DEFAULT_LOOK.pairing,
      options: TYPE_PAIRING_IDS.map((id) => ({ value: id, label: TYPE_PAIRINGS[id].label })),
      admin: {
        description:
          'Headings and text. Served from the site itself; Arabic pages use a matching Noto Arabic font.',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'corners',
          type: 'select',
          required: true,
          defaultValue: DEFAULT_LOOK.corners,
          options: options(CORNER_SHAPES, CORNER_LABELS),
          admin: { description: 'Of cards, buttons, fields and pictures.' },
        },
        {
          name: 'animation',
          label: 'Background animation',
          type: 'select',
          required: true,
          defaultValue: DEFAULT_LOOK.animation,
          options: options(BACKGROUND_ANIMATIONS, ANIMATION_LABELS),
          admin: {
            description: 'Visitors who ask their device for less motion never see it move.',
          },
        },
        {
          name: 'scheme',
          label: 'Default colour scheme',
          type: 'select',
          required: true,
          defaultValue: DEFAULT_LOOK.scheme,
          options: options(COLOR_SCHEMES, SCHEME_LABELS),
          admin: {
            description: "What a visitor sees until they use the site's light/dark switch.",
          },
        },
      ],
    },
  ],
}
