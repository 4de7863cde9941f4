// The "Site texts" global (ADR 0019), stated once; the defaults are the spec's words. The CMS
// global, the DTO schema and the site's defaults derive from it.

export type SiteTextField =
  | {
      kind: 'text' | 'textarea'
      label: string
      description: string
      maxLength: number
      default: string
    }
  | {
      kind: 'list'
      label: string
      description: string
      maxLength: number
      maxItems: number
      default: readonly string[]
    }
  | { kind: 'number'; label: string; description: string; max: number; default: number }

/** The admin shows each page as a tab. */
export type SiteTextPage = { label: string; fields: Record<string, SiteTextField> }

const line = (label: string, description: string, value: string, maxLength = 80) =>
  ({ kind: 'text', label, description, maxLength, default: value }) as const

const paragraph = (label: string, description: string, value: string, maxLength = 300) =>
  ({ kind: 'textarea', label, description, maxLength, default: value }) as const

const NOT_FOUND_TITLE_PLACEHOLDER = '{title}'

export const SITE_TEXT_PAGES = {
  home: {
    label: 'Home',
    fields: {
      availability: line(
        'Availability badge',
        'The badge under your photo on Home.',
        'Open to opportunities',
        40,
      ),
      greeting: line('Greeting', 'The line above your name on Home.', 'Hi there, I’m', 40),
      aboutButton: line(
        '"About" button',
        'The first button on the Home profile card (goes to About).',
        'More about me',
        30,
      ),
      workButton: line(
        '"Work" button',
        'The second button on the Home profile card (goes to Projects).',
        'View Work',
        30,
      ),
      techStackTitle: line(
        'Tech Stack heading',
        'The heading of the Home tech stack.',
        'Tech Stack',
        40,
      ),
      techStackLead: paragraph(
        'Tech Stack introduction',
        'The sentence under the Tech Stack heading.',
        'The technologies I reach for to design, build and ship full-stack products.',
        200,
      ),
      techStack: {
        kind: 'list',
        label: 'Tech Stack skills',
        description:
          'The skills shown in the Home tech stack, in this order, picked from your skills; a skill that is unpublished or deleted is left out.',
        maxLength: 40,
        maxItems: 12,
        default: ['MongoDB', 'Node.js', 'React', 'NestJS', 'Git', 'TypeScript'],
      },
      techStackProjectCount: {
        kind: 'number',
        label: 'Projects per Tech Stack card',
        description: 'The "N projects" count every Tech Stack card shows.',
        max: 9999,
        default: 10,
      },
      ctaTitle: line(
        'Call to action heading',
        'The closing panel near the bottom of Home.',
        "Let's Create Something Epic",
        60,
      ),
      ctaText: paragraph(
        'Call to action sentence',
        'The sentence under the closing heading on Home.',
        'Have an idea, a product to build or a team that needs another developer? I’d love to hear from you.',
        200,
      ),
      ctaButton: line(
        'Call to action button',
        'The button of the closing panel on Home (goes to Contact).',
        'Get In Touch',
        30,
      ),
    },
  },
  skills: {
    label: 'Skills',
    fields: {
      ctaTitle: line(
        'Call to action heading',
        'The closing panel at the bottom of Skills.',
        'Need these skills on your team?',
        60,
      ),
      ctaText: paragraph(
        'Call to action sentence',
        'The sentence under that heading.',
        'I’m available for freelance work and full-time roles. Tell me about your project and let’s see how I can help.',
        200,
      ),
      ctaButton: line('Call to action button', 'Its button (goes to Contact).', 'Get In Touch', 30),
    },
  },
  projects: {
    label: 'Projects',
    fields: {
      ctaTitle: line(
        'Call to action heading',
        'The closing panel at the bottom of Projects.',
        'Have a project in mind?',
        60,
      ),
      ctaText: paragraph(
        'Call to action sentence',
        'The sentence under that heading.',
        'Whether it’s a new product, a rebuild or a tricky feature, I’d love to hear about it.',
        200,
      ),
      ctaButton: line(
        'Call to action button',
        'Its button (goes to Contact).',
        'Start a Conversation',
        30,
      ),
    },
  },
  project: {
    label: 'Project page',
    fields: {
      notFound: line(
        'Project not found notice',
        'Shown above your first project when someone opens a project that does not exist (or was deleted). {title} is replaced by the title of the project shown.',
        `Project not found — showing ${NOT_FOUND_TITLE_PLACEHOLDER} instead.`,
        160,
      ),
      ctaTitle: line(
        'Call to action heading',
        'The closing panel at the bottom of every project page.',
        'Interested in similar projects?',
        60,
      ),
      ctaText: paragraph(
        'Call to action sentence',
        'The sentence under that heading.',
        'Browse more of my work, or get in touch to talk about what you are building.',
        200,
      ),
      ctaButton: line(
        'Call to action button',
        'Its button (goes to Projects).',
        'View More Projects',
        30,
      ),
    },
  },
  about: {
    label: 'About',
    fields: {
      title: line('Page heading', 'The big heading at the top of About.', 'About Me', 40),
      yearsValue: line(
        'Years: value',
        'First of the three About stats. Home shows its years from Personal info → Stats.',
        '2+',
        12,
      ),
      yearsLabel: line('Years: label', 'The word under the first About stat.', 'Years', 24),
      companiesValue: line(
        'Companies: value',
        'Second of the three About stats (Personal info → Stats keeps the number for the API; Home does not show it).',
        '2',
        12,
      ),
      companiesLabel: line(
        'Companies: label',
        'The word under the second About stat.',
        'Companies',
        24,
      ),
      passionValue: line(
        'Passion: value',
        'Third of the three About stats. Home shows its passion from Personal info → Stats.',
        '100%',
        12,
      ),
      passionLabel: line(
        'Passion: label',
        'The word under the third About stat.',
        'Passionate',
        24,
      ),
      interestsTitle: line(
        'Interests heading',
        'The heading above your interests on About.',
        "When I'm Not Coding",
        60,
      ),
      interestsLead: paragraph(
        'Interests introduction',
        'The sentence under the interests heading.',
        'What keeps me curious, rested and inspired away from the keyboard.',
        200,
      ),
    },
  },
  contact: {
    label: 'Contact',
    fields: {
      title: line('Page heading', 'The big heading at the top of Contact.', 'Get In Touch', 40),
      lead: paragraph(
        'Introduction',
        'The sentence under the Contact heading.',
        'Have a project in mind, a role to fill or just want to say hello? My inbox is always open.',
        200,
      ),
      responseTitle: line(
        'Response note: heading',
        'The heading of the note beside your contact details.',
        'Quick Response',
        40,
      ),
      responseText: line(
        'Response note: text',
        'The sentence under it, e.g. how soon you answer.',
        'I typically respond within 24 hours.',
        120,
      ),
      availability: line(
        'Availability',
        'The line with the green dot under the response note.',
        'Available for new projects',
        60,
      ),
      workLink: line('"Work" link', 'The link to Projects under the note.', 'View My Work', 30),
      skillsLink: line('"Skills" link', 'The link to Skills under the note.', 'My Skills', 30),
    },
  },
  footer: {
    label: 'Footer',
    fields: {
      quote: paragraph(
        'Quote',
        'The quote at the very bottom of Home (without quotation marks: they are added).',
        'Great software is built one thoughtful commit at a time.',
        200,
      ),
      note: line(
        'Note after the copyright',
        'Follows "© <year> <your name>." under the quote.',
        'Designed and built with care.',
        120,
      ),
    },
  },
} as const satisfies Record<string, SiteTextPage>

type SiteTextPageName = keyof typeof SITE_TEXT_PAGES

type FieldValue<F> = F extends { kind: 'list' }
  ? string[]
  : F extends { kind: 'number' }
    ? number
    : string

type FieldsOf<P extends SiteTextPageName> = (typeof SITE_TEXT_PAGES)[P]['fields']

type WordedTextOf<P extends SiteTextPageName> = {
  [K in keyof FieldsOf<P>]: FieldsOf<P>[K] extends { kind: 'text' | 'textarea' } ? K : never
}[keyof FieldsOf<P>]

export type SiteTextWords = { [P in SiteTextPageName]: { [K in WordedTextOf<P>]: string } }

/** `untranslated`: text → the language it is shown in; `words`: the owner's own site words. */
export type SiteTexts = {
  [P in SiteTextPageName]: {
    [K in keyof (typeof SITE_TEXT_PAGES)[P]['fields']]: FieldValue<
      (typeof SITE_TEXT_PAGES)[P]['fields'][K]
    >
  } & { untranslated?: Record<string, string> }
} & { words?: Record<string, string> }

export const defaultSiteTexts = Object.fromEntries(
  Object.entries(SITE_TEXT_PAGES).map(([page, { fields }]) => [
    page,
    Object.fromEntries(
      Object.entries(fields).map(([name, field]) => [
        name,
        Array.isArray(field.default) ? [...field.default] : field.default,
      ]),
    ),
  ]),
) as unknown as SiteTexts

export const projectNotFoundNotice = (template: string, title: string): string =>
  template.split(NOT_FOUND_TITLE_PLACEHOLDER).join(title)
