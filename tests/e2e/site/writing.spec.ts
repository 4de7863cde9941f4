import { AxeBuilder } from '@axe-core/playwright'
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test'

import type { PostDto } from '../../../src/shared/apiTypes'
import { checkHtml } from '../../helpers/nuHtmlChecker'
import { ownerToken } from '../ownerApi'
import { apiProjects, DESKTOP, PHONE, readPresence, watchPresence } from './helpers'

/**
 * The writing pages (issue 33) against the real server, with posts written through the contract
 * (`POST /api/posts`) and, for a code block, through Payload's REST (the contract takes a body as
 * plain text). Each test writes the posts it needs and removes them after itself: the other specs
 * on its worker's server see a site without posts, whose dock is the specification's.
 */

type PostInput = {
  title: string
  slug?: string
  excerpt?: string
  body?: string
  tags?: string[]
  projects?: number[]
  publishedAt?: string
}

type Writer = {
  /** A published post; its slug is made unique to the test. */
  publish: (input: PostInput) => Promise<PostDto>
  /** A draft, never published: the site must not count it. */
  draft: (title: string) => Promise<number>
  /** Publishes a post (a draft included) with a body holding one code block. */
  withCode: (id: number, language: string, code: string) => Promise<void>
}

let token = ''
const auth = () => ({ authorization: `Bearer ${token}` })

const test = base.extend<{ writer: Writer }>({
  writer: async ({ request }, use, testInfo) => {
    if (!token) {
      token = await ownerToken(request)
    }
    const created: number[] = []
    const unique = `${testInfo.workerIndex}-${Date.now().toString(36)}`
    let count = 0
    await use({
      publish: async (input) => {
        count += 1
        const response = await request.post('/api/posts', {
          headers: auth(),
          data: { ...input, slug: `${input.slug ?? 'post'}-${unique}-${count}` },
        })
        expect(response.status(), await response.text()).toBe(201)
        const post = ((await response.json()) as { data: PostDto }).data
        created.push(post.id)
        return post
      },
      draft: async (title) => {
        const response = await request.post('/cms-api/posts?draft=true', {
          headers: auth(),
          data: { title, slug: `draft-${unique}-${(count += 1)}`, _status: 'draft' },
        })
        expect(response.status(), await response.text()).toBe(201)
        const id = ((await response.json()) as { doc: { id: number } }).doc.id
        created.push(id)
        return id
      },
      withCode: async (id, language, code) => {
        const response = await request.patch(`/cms-api/posts/${id}`, {
          headers: auth(),
          data: { _status: 'published', body: lexicalWithCode(language, code) },
        })
        expect(response.status(), await response.text()).toBe(200)
      },
    })
    for (const id of created) await request.delete(`/cms-api/posts/${id}`, { headers: auth() })
  },
})

/** A Lexical body as Payload's admin stores it: a paragraph, then the premade code block. */
const lexicalWithCode = (language: string, code: string) => ({
  root: {
    type: 'root',
    version: 1,
    format: '',
    indent: 0,
    direction: 'ltr',
    children: [
      {
        type: 'paragraph',
        version: 1,
        format: '',
        indent: 0,
        direction: 'ltr',
        textFormat: 0,
        children: [
          {
            type: 'text',
            version: 1,
            text: 'Here is the helper:',
            format: 0,
            detail: 0,
            mode: 'normal',
            style: '',
          },
        ],
      },
      {
        type: 'block',
        version: 2,
        format: '',
        fields: { id: 'code1', blockName: '', blockType: 'Code', language, code },
      },
    ],
  },
})

/** ISO dates a day apart, oldest first, so the newest post is the last one written. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()

const cards = (page: Page) => page.getByTestId('post-card')

/** The page after its skeletons: the list or the post is there. */
const settled = async (page: Page) => {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await expect(page.locator('.skeleton')).toHaveCount(0)
}

const publicPosts = async (request: APIRequestContext) =>
  ((await (await request.get('/api/posts?limit=100')).json()) as { data: PostDto[] }).data

test.use({ viewport: DESKTOP, locale: 'en-US' })

test('the dock shows Writing, Home reads posts and /writing is a page only once a post is published', async ({
  page,
  writer,
}) => {
  const postReads: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/posts')) postReads.push(request.url())
  })
  const dock = page.getByRole('navigation', { name: 'Main' })
  // The specification's site has no writing page: its address is not found, by server and SPA.
  const before = await page.goto('/writing')
  expect(before?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: /Page Not Found/ })).toBeVisible()
  await page.goto('/')
  await expect(dock.getByRole('link', { name: 'Projects', exact: true })).toBeAttached()
  await expect(dock.locator('[data-dock="Writing"]')).toHaveCount(0)

  // A draft is not published: still nothing.
  const draft = await writer.draft('Not yet')
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Featured Projects' })).toBeVisible()
  await expect(dock.locator('[data-dock="Writing"]')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Latest Posts' })).toHaveCount(0)
  expect(postReads).toEqual([])

  await writer.withCode(draft, 'typescript', 'const ready = true')
  await page.reload()
  const writing = dock.getByRole('link', { name: 'Writing', exact: true })
  await expect(writing).toHaveAttribute('href', '/writing')
  await writing.click()
  await expect(page).toHaveURL(/\/writing$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Posts & Case Studies' })).toBeVisible()
  await expect(writing).toHaveAttribute('aria-current', 'page')
  expect((await page.reload())?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Posts & Case Studies' })).toBeVisible()
})

test('/writing lists published posts newest first, ten a page, each page its own address', async ({
  page,
  writer,
}) => {
  for (let index = 1; index <= 12; index += 1)
    await writer.publish({ title: `Note ${index}`, publishedAt: daysAgo(20 - index) })
  const titles = (await publicPosts(page.request)).map((post) => post.title)
  expect(titles.slice(0, 12)).toEqual(Array.from({ length: 12 }, (_, i) => `Note ${12 - i}`))

  await page.goto('/writing')
  await settled(page)
  await expect(cards(page)).toHaveCount(10)
  await expect(cards(page).first().getByRole('heading')).toHaveText('Note 12')
  const pager = page.getByRole('navigation', { name: 'Pages of posts' })
  await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
  await pager.getByRole('link', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/\/writing\?page=2$/)
  await settled(page)
  await expect(cards(page).first().getByRole('heading')).toHaveText('Note 2')
  await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')

  // The address alone shows the page: a reload, or a link from elsewhere.
  await page.reload()
  await settled(page)
  await expect(cards(page).first().getByRole('heading')).toHaveText('Note 2')
  await pager.getByRole('link', { name: 'Previous page' }).click()
  await expect(page).toHaveURL(/\/writing$/)
})

test('the tag filter and the search narrow the list, in the address', async ({ page, writer }) => {
  await writer.publish({
    title: 'Hooks in depth',
    tags: ['react', 'hooks'],
    publishedAt: daysAgo(3),
  })
  await writer.publish({ title: 'Query keys', tags: ['react'], publishedAt: daysAgo(2) })
  await writer.publish({
    title: 'Postgres notes',
    body: 'Indexes and vacuum.',
    tags: ['sql'],
    publishedAt: daysAgo(1),
  })

  await page.goto('/writing?tag=react')
  await settled(page)
  await expect(cards(page).getByRole('heading')).toHaveText(['Query keys', 'Hooks in depth'])
  await expect(page.getByLabel('Tag', { exact: true })).toHaveValue('react')

  await page.getByLabel('Tag', { exact: true }).selectOption('sql')
  await expect(page).toHaveURL(/\/writing\?tag=sql$/)
  await settled(page)
  await expect(cards(page).getByRole('heading')).toHaveText(['Postgres notes'])

  // A tag on a card opens the list of that tag.
  await page.getByLabel('Tag', { exact: true }).selectOption('')
  await settled(page)
  await cards(page)
    .filter({ hasText: 'Hooks in depth' })
    .getByRole('link', { name: 'hooks', exact: true })
    .click()
  await expect(page).toHaveURL(/\/writing\?tag=hooks$/)
  await settled(page)
  await expect(cards(page).getByRole('heading')).toHaveText(['Hooks in depth'])

  // The search waits for typing to pause, then goes into the address (the body is searched).
  await page.goto('/writing')
  await settled(page)
  await page.getByPlaceholder('Search posts...').fill('vacuum')
  await expect(page).toHaveURL(/\/writing\?search=vacuum$/)
  await settled(page)
  await expect(cards(page).getByRole('heading')).toHaveText(['Postgres notes'])
  await page.getByPlaceholder('Search posts...').fill('no such words anywhere')
  await expect(page.getByRole('heading', { name: 'No posts found' })).toBeVisible()
})

test.describe('a post', () => {
  const CODE = "const greet = (name: string) => `Hello, ${name}`\n// Say it once\ngreet('you')"

  test('shows its date, reading time, tags, projects, highlighted code and neighbours', async ({
    page,
    writer,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const [project] = await apiProjects(page.request)
    const older = await writer.publish({
      title: 'The older one',
      publishedAt: '2025-03-01T09:00:00.000Z',
    })
    const post = await writer.publish({
      title: 'Greeting people in TypeScript',
      excerpt: 'A tiny helper.',
      tags: ['typescript'],
      projects: [project!.id],
      publishedAt: '2025-03-10T09:00:00.000Z',
    })
    const newer = await writer.publish({
      title: 'The newer one',
      publishedAt: '2025-03-20T09:00:00.000Z',
    })
    await writer.withCode(post.id, 'typescript', CODE)
    const served = (
      (await (await page.request.get(`/api/posts/slug/${post.slug}`)).json()) as {
        data: PostDto
      }
    ).data
    const block = served.bodyRich!.blocks.find((b) => b.type === 'code')
    expect(block?.type).toBe('code')
    const tokens = block?.type === 'code' ? block.tokens : []

    // Recorded in the page: a loaded machine may be past the 600 ms before a check could look.
    await watchPresence(page, ['[data-testid="post-skeleton"]'])
    await page.goto(`/writing/${post.slug}`)
    const article = page.getByTestId('post')
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(post.title)
    expect((await readPresence(page))['[data-testid="post-skeleton"]']!.shown).not.toBeNull()
    await expect(article.locator('time')).toHaveText('3/10/2025')
    await expect(article.locator('time')).toHaveAttribute('datetime', '2025-03-10T09:00:00.000Z')
    await expect(article.getByText(/^\d+ min read$/)).toBeVisible()

    // The code: one span per token, classed by kind, coloured.
    const code = article.locator('pre > code')
    await expect(code).toHaveText(CODE)
    await expect(code.locator('span')).toHaveCount(tokens.length)
    const keyword = code.locator('span.tok--keyword').first()
    await expect(keyword).toHaveText('const')
    const colours = await code.evaluate((element) => [
      getComputedStyle(element.querySelector('.tok--keyword')!).color,
      getComputedStyle(element.querySelector('.tok--string')!).color,
      getComputedStyle(element).color,
    ])
    expect(new Set(colours).size).toBe(3)

    // Copy: the code on the clipboard, and said so.
    await article.getByRole('button', { name: 'Copy' }).click()
    await expect(article.getByRole('status')).toHaveText('Code copied to the clipboard')
    await expect(article.getByRole('button', { name: 'Copied' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(CODE)

    // Its project, its tag, its neighbours: links that go there.
    await expect(article.getByTestId('post-project')).toHaveAttribute(
      'href',
      `/projects/${project!.id}`,
    )
    await expect(article.getByRole('link', { name: 'typescript', exact: true })).toHaveAttribute(
      'href',
      '/writing?tag=typescript',
    )
    await expect(page.getByTestId('previous-post')).toHaveAttribute(
      'href',
      `/writing/${older.slug}`,
    )
    await page.getByTestId('next-post').click()
    await expect(page).toHaveURL(new RegExp(`/writing/${newer.slug}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newer.title)
    // Moved to within the site, the head follows: the post's own title and card.
    await expect(page).toHaveTitle(new RegExp(`^${newer.title} \\|`))
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
  })

  test("is valid HTML as the visitor's browser holds it (Nu HTML Checker)", async ({
    page,
    writer,
  }) => {
    const post = await writer.publish({ title: 'Checked by the validator', tags: ['html'] })
    await writer.withCode(post.id, 'typescript', CODE)
    await page.goto(`/writing/${post.slug}`)
    await expect(page.getByTestId('post').locator('pre > code')).toHaveText(CODE)
    const messages = await checkHtml(await page.content())
    expect(messages.map((m) => `${m.message} ${m.extract ?? ''}`)).toEqual([])
  })

  test('an unknown slug is the not-found page', async ({ page }) => {
    const response = await page.goto('/writing/no-such-post-here')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: /Page Not Found/ })).toBeVisible()
  })
})

test("Home shows the three latest posts, a project's page the posts about it", async ({
  page,
  writer,
}) => {
  const [project, other] = await apiProjects(page.request)
  for (let index = 1; index <= 4; index += 1)
    await writer.publish({
      title: `Latest ${index}`,
      publishedAt: daysAgo(10 - index),
      projects: index === 2 ? [project!.id] : [],
    })

  await page.goto('/')
  const latest = page.getByRole('region', { name: 'Latest Posts' })
  await expect(latest.getByTestId('post-card')).toHaveCount(3)
  await expect(latest.getByTestId('post-card').getByRole('heading')).toHaveText([
    'Latest 4',
    'Latest 3',
    'Latest 2',
  ])
  await expect(latest.getByRole('link', { name: 'See all posts' })).toHaveAttribute(
    'href',
    '/writing',
  )
  // Below the fold, the section asks for its posts only once the first page is shown.
  const postsAskedAt = await page.evaluate(
    () =>
      performance.getEntriesByType('resource').find((entry) => entry.name.includes('/api/posts'))
        ?.startTime ?? NaN,
  )
  // Largest paints are only reported to an observer (buffered: the ones already made too).
  const largestPaintAt = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        new PerformanceObserver((list) =>
          resolve(list.getEntries().at(-1)?.startTime ?? NaN),
        ).observe({ type: 'largest-contentful-paint', buffered: true }),
      ),
  )
  expect(postsAskedAt).toBeGreaterThan(largestPaintAt)

  await page.goto(`/projects/${project!.id}`)
  const about = page.getByRole('region', { name: 'Posts About This Project' })
  await expect(about.getByTestId('post-card').getByRole('heading')).toHaveText(['Latest 2'])
  await page.goto(`/projects/${other!.id}`)
  await expect(page.getByRole('heading', { level: 1, name: other!.title })).toBeVisible()
  await expect(page.getByTestId('project-detail')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Posts About This Project' })).toHaveCount(0)
})

test('/es/writing is in Spanish, and the switch keeps the page', async ({ page, writer }) => {
  const setLanguages = (enabled: string[]) =>
    page.request.put('/api/languages', { headers: auth(), data: { default: 'en', enabled } })
  const post = await writer.publish({ title: 'Uno', tags: ['notas'], publishedAt: daysAgo(1) })
  expect((await setLanguages(['en', 'es', 'ar'])).status()).toBe(200)
  try {
    await page.addInitScript(() => localStorage.setItem('language-suggestion-dismissed', 'test'))
    await page.goto('/es/writing')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Artículos y casos de estudio' }),
    ).toBeVisible()
    await settled(page)
    await expect(page.getByRole('link', { name: 'Uno' })).toHaveAttribute(
      'href',
      `/es/writing/${post.slug}`,
    )
    await page.getByRole('link', { name: 'Uno' }).click()
    await expect(page.getByRole('link', { name: 'Volver a Escritos' })).toBeVisible()
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('ar')
    await expect(page).toHaveURL(new RegExp(`/ar/writing/${post.slug}$`))
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('link', { name: 'العودة إلى الكتابات' })).toBeVisible()
  } finally {
    await setLanguages(['en'])
  }
})

// Both themes at both widths: the list and a post with code, axe-clean, no sideways scroll.
for (const colorScheme of ['dark', 'light'] as const) {
  for (const viewport of [PHONE, DESKTOP]) {
    test.describe(`${colorScheme} theme at ${viewport.width} px`, () => {
      test.use({ viewport, colorScheme })

      test('/writing and a post with code: no axe violations, no sideways scrolling', async ({
        page,
        writer,
      }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' })
        const [project] = await apiProjects(page.request)
        const post = await writer.publish({
          title: 'A post with a rather long title that has to wrap on a phone',
          excerpt: 'Checked for contrast and for sideways scrolling.',
          tags: ['accessibility', 'css'],
          projects: [project!.id],
          publishedAt: daysAgo(2),
        })
        await writer.publish({ title: 'Its neighbour', publishedAt: daysAgo(1) })
        await writer.withCode(
          post.id,
          'typescript',
          `export const veryLongFunctionNameThatGoesOnAndOn = (value: number): string => String(value * 2) // ${'x'.repeat(40)}`,
        )
        for (const path of ['/writing', `/writing/${post.slug}`]) {
          await page.goto(path)
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
          await settled(page)
          await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme)
          const results = await new AxeBuilder({ page })
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
            .setLegacyMode(true)
            .analyze()
          expect(
            results.violations.map(
              (v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
            ),
          ).toEqual([])
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          )
          expect(overflow, path).toBeLessThanOrEqual(0)
        }
      })
    })
  }
}
