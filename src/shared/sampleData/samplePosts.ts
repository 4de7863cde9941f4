import type { PostDto, RichTextBlock } from '../apiTypes'
import { sampleProjects } from './sampleProjects'

type RichTextCodeBlock = Extract<RichTextBlock, { type: 'code' }>

/**
 * A code block as the server sends it, highlighted once: [text, highlighter class] pairs, whose
 * texts joined are the code (the browser-local build has no highlighter, and needs none).
 */
const codeBlock = (
  language: string,
  tokens: readonly (readonly [string, string | null])[],
): RichTextCodeBlock => ({
  type: 'code',
  language,
  code: tokens.map(([text]) => text).join(''),
  tokens: tokens.map(([text, kind]) => ({ text, kind })),
})

const DEBOUNCE_CODE = codeBlock('typescript', [
  ['// Runs `run` once typing has paused for `ms` milliseconds.', 'comment'],
  ['\n', null],
  ['export', 'keyword'],
  [' ', null],
  ['const', 'keyword'],
  [' ', null],
  ['debounce', 'title-function'],
  [' = <T ', null],
  ['extends', 'keyword'],
  [' ', null],
  ['unknown', 'built-in'],
  ['[]>(run: (...args: T) => ', null],
  ['void', 'keyword'],
  [', ms = ', null],
  ['500', 'number'],
  [') => {\n  ', null],
  ['let', 'keyword'],
  [' timer: ', null],
  ['ReturnType', 'built-in'],
  ['<', null],
  ['typeof', 'keyword'],
  [' ', null],
  ['setTimeout', 'built-in'],
  ['> | ', null],
  ['undefined', 'literal'],
  ['\n  ', null],
  ['return', 'keyword'],
  [' (...args: T) => {\n    ', null],
  ['clearTimeout', 'built-in'],
  ['(timer)\n    timer = ', null],
  ['setTimeout', 'built-in'],
  ['(() => run(...args), ms)\n  }\n}\n\n', null],
  ['const', 'keyword'],
  [' search = debounce((term: ', null],
  ['string', 'built-in'],
  [') => ', null],
  ['console', 'built-in'],
  ['.log(', null],
  ["'Searching for'", 'string'],
  [', term))', null],
])

const shop = sampleProjects[0]!

/**
 * The two built-in sample posts (issue 33), newest first: one with a highlighted code block, one
 * about a sample project. The browser-local build's writing pages show them.
 */
export const samplePosts: PostDto[] = [
  {
    id: 1,
    slug: 'debouncing-search-boxes',
    title: 'Debouncing search boxes without a library',
    excerpt:
      'Why every search box on this site waits half a second after the last keystroke, and the ten lines that do it.',
    body: [
      'A search box that filters on every keystroke redraws the list five times while someone types "react". Waiting until typing pauses keeps the page calm and the results honest.',
      'Timing',
      'Half a second is long enough to cover a typing burst and short enough to feel immediate.',
      DEBOUNCE_CODE.code,
      'The same helper serves the skills and projects pages; the spinner shows while a term is typed but not yet applied.',
    ].join('\n\n'),
    bodyRich: {
      blocks: [
        {
          type: 'paragraph',
          children: [
            {
              type: 'text',
              text: 'A search box that filters on every keystroke redraws the list five times while someone types "react". Waiting until typing ',
            },
            { type: 'text', text: 'pauses', italic: true },
            { type: 'text', text: ' keeps the page calm and the results honest.' },
          ],
        },
        { type: 'heading', level: 2, children: [{ type: 'text', text: 'Timing' }] },
        {
          type: 'paragraph',
          children: [
            {
              type: 'text',
              text: 'Half a second is long enough to cover a typing burst and short enough to feel immediate.',
            },
          ],
        },
        DEBOUNCE_CODE,
        {
          type: 'paragraph',
          children: [
            { type: 'text', text: 'The same helper serves the skills and projects pages; the ' },
            { type: 'text', text: 'spinner', bold: true },
            { type: 'text', text: ' shows while a term is typed but not yet applied.' },
          ],
        },
      ],
    },
    tags: ['typescript', 'react'],
    image: '',
    imageMedia: null,
    publishedAt: '2025-03-10T09:00:00.000Z',
    readingMinutes: 2,
    projects: [],
    deleted: false,
    createdAt: '2025-03-08T16:20:00.000Z',
    updatedAt: '2025-03-10T09:00:00.000Z',
  },
  {
    id: 2,
    slug: 'stock-counts-under-load',
    title: 'Keeping stock counts right when everyone checks out at once',
    excerpt:
      'A case study from the e-commerce platform: how two customers buying the last item taught us to reserve stock inside the checkout.',
    body: [
      'On the first sale day two customers bought the last pair of the same shoes within a second. Both paid; only one pair shipped.',
      'What went wrong',
      'The checkout read the stock, charged the card, then wrote the new count: two checkouts could read the same count before either wrote it.',
      'Reserving stock with an atomic update inside the checkout transaction\nReleasing the reservation when the payment fails or times out\nReconciling counts nightly against the payment provider',
      'Correctness first, then speed: a slow checkout loses a sale, a wrong one loses a customer.',
    ].join('\n\n'),
    bodyRich: {
      blocks: [
        {
          type: 'paragraph',
          children: [
            {
              type: 'text',
              text: 'On the first sale day two customers bought the last pair of the same shoes within a second. Both paid; only one pair shipped.',
            },
          ],
        },
        { type: 'heading', level: 2, children: [{ type: 'text', text: 'What went wrong' }] },
        {
          type: 'paragraph',
          children: [
            {
              type: 'text',
              text: 'The checkout read the stock, charged the card, then wrote the new count: two checkouts could read the same count before either wrote it.',
            },
          ],
        },
        {
          type: 'list',
          ordered: false,
          items: [
            {
              depth: 0,
              children: [
                {
                  type: 'text',
                  text: 'Reserving stock with an atomic update inside the checkout transaction',
                },
              ],
            },
            {
              depth: 0,
              children: [
                {
                  type: 'text',
                  text: 'Releasing the reservation when the payment fails or times out',
                },
              ],
            },
            {
              depth: 0,
              children: [
                { type: 'text', text: 'Reconciling counts nightly against the payment provider' },
              ],
            },
          ],
        },
        {
          type: 'quote',
          children: [
            {
              type: 'text',
              text: 'Correctness first, then speed: a slow checkout loses a sale, a wrong one loses a customer.',
            },
          ],
        },
      ],
    },
    tags: ['case-study', 'mongodb', 'node.js'],
    image: '',
    imageMedia: null,
    publishedAt: '2025-01-20T09:00:00.000Z',
    readingMinutes: 3,
    projects: [{ id: shop.id, slug: shop.slug, title: shop.title }],
    deleted: false,
    createdAt: '2025-01-18T11:05:00.000Z',
    updatedAt: '2025-01-20T09:00:00.000Z',
  },
]
