import type { Field, GlobalConfig } from 'payload'

import { publishedGlobalOrAdmin } from '../access/publishedOrAdmin'
import { isAdmin } from '../access/isAdmin'
import { hexColorField } from '../fields/hexColorField'
import { importedAsField } from '../fields/importKey'
import { urlField } from '../fields/urlField'
import { validateRange } from '../fields/validateRange'
import { contentGlobalVersions } from '../versions/contentVersions'
import { PERSONAL_INFO_LIMITS } from '../../shared/model'
import { DEFAULT_APP_COLOR } from '../../shared/appIdentity'

const sentenceCase = (name: string): string => {
  const words = name.replace(/([A-Z])/g, ' $1').toLowerCase()
  return words[0]!.toUpperCase() + words.slice(1)
}

const STAT_PLACES: Record<keyof typeof PERSONAL_INFO_LIMITS.stats, string> = {
  yearsExperience: 'Home: "N+ Years".',
  projectCount: 'Home: "N+ Projects".',
  companiesWorked: 'Not on Home; About shows its own.',
  passionLevel: 'Home: "N% Passionate".',
}

export const PersonalInfo: GlobalConfig = {
  slug: 'personal-info',
  label: 'Personal info',
  access: { read: publishedGlobalOrAdmin, update: isAdmin },
  versions: contentGlobalVersions,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: PERSONAL_INFO_LIMITS.name },
        {
          name: 'title',
          type: 'text',
          required: true,
          localized: true,
          maxLength: PERSONAL_INFO_LIMITS.title,
        },
      ],
    },
    { name: 'location', type: 'text', localized: true, maxLength: PERSONAL_INFO_LIMITS.location },
    { name: 'bio', type: 'textarea', localized: true, maxLength: PERSONAL_INFO_LIMITS.bio },
    { name: 'about', type: 'textarea', localized: true, maxLength: PERSONAL_INFO_LIMITS.about },
    {
      type: 'row',
      fields: [
        urlField('githubUrl', 'GitHub URL', 'github.com/you'),
        urlField('linkedinUrl', 'LinkedIn URL', 'linkedin.com/in/you'),
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email' },
        { name: 'phone', type: 'text', maxLength: PERSONAL_INFO_LIMITS.phone },
      ],
    },
    urlField('schedulingUrl', 'Booking page', 'cal.com/you/30min', {
      secure: true,
      description:
        'Your scheduling page (Cal.com, Calendly…): Contact then shows a "Book a call" button beside your e-mail. ',
    }),
    {
      name: 'avatar',
      type: 'upload',
      relationTo: 'media',
      admin: {
        description:
          'Your photo on Home and About. Also the app icon while "App & icons" has no icon image.',
      },
    },
    {
      name: 'resume',
      label: 'Résumé (PDF)',
      type: 'upload',
      relationTo: 'documents',
      admin: {
        description:
          'Once published, About and Contact offer it as "Download résumé" (a PDF, at most 5 MB).',
      },
    },
    {
      name: 'resumeSource',
      label: 'Résumé served at /resume.pdf',
      type: 'radio',
      // An uploaded PDF stays what visitors get until the owner picks the generated one.
      defaultValue: 'uploaded',
      options: [
        { label: 'My uploaded PDF (the generated one while none is uploaded)', value: 'uploaded' },
        { label: 'One made from my content, in each page language', value: 'generated' },
      ],
      admin: {
        description:
          'The generated résumé lists your profile, experience, education, skills and the ' +
          'projects marked "Show on the generated résumé", and follows every published change.',
      },
    },
    {
      name: 'stats',
      type: 'group',
      admin: {
        description:
          "Home's profile card shows projects, years and passion from these numbers. About shows " +
          'its own three stats, edited in Site texts → About, which can copy these.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            ...Object.entries(PERSONAL_INFO_LIMITS.stats).map(([name, max]): Field => ({
              name,
              type: 'number',
              min: 0,
              max,
              validate: validateRange(sentenceCase(name), { min: 0, max }),
              admin: { description: STAT_PLACES[name as keyof typeof STAT_PLACES] },
            })),
          ],
        },
        {
          name: 'statsOnAbout',
          type: 'ui',
          admin: { components: { Field: '/src/cms/admin/StatsOnAbout#StatsOnAbout' } },
        },
      ],
    },
    {
      name: 'app',
      label: 'App & icons',
      type: 'group',
      admin: {
        description:
          'How the site looks in a browser tab and when a visitor installs it on a phone or computer. Published with the rest of this page.',
      },
      fields: [
        {
          name: 'logo',
          label: 'Icon image',
          type: 'upload',
          relationTo: 'media',
          admin: {
            description:
              'A square image of at least 512 × 512 px works best; it is fitted whole onto the background colour. Leave empty to use the avatar. With neither, the site keeps its built-in icons.',
          },
        },
        {
          type: 'row',
          fields: [
            hexColorField('themeColor', 'Theme colour', {
              description: `The installed app's title bar and splash screen. (In a browser tab the bar follows the visitor's light or dark theme.) Left empty: ${DEFAULT_APP_COLOR}, the site's dark background.`,
            }),
            hexColorField('backgroundColor', 'Background colour', {
              description: `Behind the app while it opens, and around the image in its icons. Left empty: ${DEFAULT_APP_COLOR}.`,
            }),
          ],
        },
      ],
    },
    importedAsField,
  ],
}
