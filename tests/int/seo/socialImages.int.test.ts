import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { cmsAdmin, eventually, getPage, metaOf, siteUrl } from './seoHelpers'

const OWNER = { name: 'Noor Haddad', title: 'Principal Frontend Engineer' }
const RENAMED = { name: 'Noor Haddad-Lind', title: 'Head of Web Platform' }
const EVIL_TITLE = `Evil "quoted" 'title' </script><script>alert(1)</script> & co 🚀👩‍💻`

/** Every public route, and an unknown address (the 404 page). */
const ROUTES = ['/', '/skills', '/projects', '/projects/1', '/about', '/contact', '/no-such-page']

let admin: Awaited<ReturnType<typeof cmsAdmin>>
let savedInfo: Record<string, unknown>

/** Width and height from a PNG's IHDR chunk (which a valid PNG has first). */
const pngSize = (bytes: Buffer) => {
  expect(bytes.subarray(0, 8).toString('hex'), 'PNG signature').toBe('89504e470d0a1a0a')
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

const fetchImage = async (url: string, headers: Record<string, string> = {}) => {
  const res = await fetch(url, { headers })
  return { res, bytes: Buffer.from(await res.arrayBuffer()) }
}

/** The sharing image a page names, checked tag by tag. */
const sharingImageOf = async (path: string) => {
  const page = await getPage(path)
  const image = metaOf(page.head, 'og:image')
  expect(image, `${path} og:image`).toMatch(/^https?:\/\//)
  expect(metaOf(page.head, 'og:image:width')).toBe('1200')
  expect(metaOf(page.head, 'og:image:height')).toBe('630')
  expect(metaOf(page.head, 'og:image:alt')).not.toBe('')
  expect(metaOf(page.head, 'twitter:card')).toBe('summary_large_image')
  expect(metaOf(page.head, 'twitter:image')).toBe(image)
  return { page, image, alt: metaOf(page.head, 'og:image:alt') }
}

beforeAll(async () => {
  admin = await cmsAdmin()
  savedInfo = await admin.get('/globals/personal-info?depth=0')
  await admin.post('/globals/personal-info', { ...OWNER, _status: 'published' })
  await eventually(async () => expect((await getPage('/')).head.titles[0]).toContain(OWNER.name))
})

afterAll(async () => {
  const { id: _id, createdAt: _c, updatedAt: _u, globalType: _g, ...fields } = savedInfo
  await admin?.post('/globals/personal-info', fields)
})

describe('a sharing image for every public page', () => {
  it('every route names an absolute og:image of 1200×630 with its alt, and it answers a 1200×630 PNG', async () => {
    for (const path of ROUTES) {
      const { page, image, alt } = await sharingImageOf(path)
      expect(page.status, path).toBe(path === '/no-such-page' ? 404 : 200)
      // No cover is uploaded in the seed: every page's image is a generated card.
      expect(image, path).toMatch(new RegExp(`^${siteUrl('/og/')}[a-z0-9/]+\\.png\\?v=[0-9a-z]+$`))
      expect(alt, path).toContain(OWNER.name)
      const { res, bytes } = await fetchImage(image)
      expect(res.status, image).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/png')
      expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 })
      // The versioned address never changes its picture.
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    }
  })

  it('a project page without a cover shares its own card, which says its title and category', async () => {
    const project = await admin.get('/projects/1?depth=0')
    const { image, alt } = await sharingImageOf('/projects/1')
    expect(new URL(image).pathname).toBe('/og/projects/1.png')
    expect(alt).toContain(project.title)
    expect(alt).toContain(project.category)
    expect(alt).toContain(project.technologies[0])
  })

  it('a card is revalidated by its ETag; an unversioned or unknown address is not cached for long', async () => {
    const { image } = await sharingImageOf('/')
    const first = await fetchImage(image)
    const etag = first.res.headers.get('etag')!
    expect(etag).toMatch(/^"[0-9a-z]+"$/)
    // fetch() adds `Cache-Control: no-cache` (an end-to-end reload) to a conditional request
    // unless it names one itself; a link-preview bot revalidating sends none.
    const again = await fetch(image, {
      headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' },
    })
    expect(again.status).toBe(304)

    const unversioned = await fetchImage(siteUrl('/og/home.png'))
    expect(unversioned.res.status).toBe(200)
    expect(unversioned.res.headers.get('cache-control')).toBe('no-cache')
    expect(unversioned.bytes.equals(first.bytes)).toBe(true)

    for (const missing of ['/og/projects/999999.png', '/og/nope.png', '/og/projects/01.png']) {
      expect((await fetch(siteUrl(missing))).status, missing).toBe(404)
    }
  })
})

describe('cards follow the content they show', () => {
  it('renaming the owner gives the home and project cards a new address and a new picture', async () => {
    const home = await sharingImageOf('/')
    const project = await sharingImageOf('/projects/1')
    const homeBefore = (await fetchImage(home.image)).bytes
    const projectBefore = (await fetchImage(project.image)).bytes

    await admin.post('/globals/personal-info', { ...RENAMED, _status: 'published' })
    const homeAfter = await eventually(async () => {
      const after = await sharingImageOf('/')
      expect(after.image).not.toBe(home.image)
      return after
    })
    expect(homeAfter.alt).toContain(RENAMED.name)
    const { res, bytes } = await fetchImage(homeAfter.image)
    expect(res.status).toBe(200)
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 })
    expect(bytes.equals(homeBefore)).toBe(false)

    const projectAfter = await sharingImageOf('/projects/1')
    expect(projectAfter.image).not.toBe(project.image)
    expect((await fetchImage(projectAfter.image)).bytes.equals(projectBefore)).toBe(false)

    // A link preview that kept the old address gets the current card, revalidated each time.
    const old = await fetchImage(home.image)
    expect(old.bytes.equals(bytes)).toBe(true)
    expect(old.res.headers.get('cache-control')).toBe('no-cache')

    await admin.post('/globals/personal-info', { ...OWNER, _status: 'published' })
    await eventually(async () => expect((await sharingImageOf('/')).image).toBe(home.image))
  })

  it('a draft edit of the owner changes no card until it is published', async () => {
    const home = await sharingImageOf('/')
    await admin.post('/globals/personal-info?draft=true', { name: 'Draft Name', _status: 'draft' })
    // Give the server time to have read again (its reads are reused for 3 s at most).
    await new Promise((resolve) => setTimeout(resolve, 3_500))
    expect((await sharingImageOf('/')).image).toBe(home.image)
    const { bytes } = await fetchImage(siteUrl('/og/home.png'))
    expect(bytes.equals((await fetchImage(home.image)).bytes)).toBe(true)
    await admin.post('/globals/personal-info', { ...OWNER, _status: 'published' })
  })
})

describe('a project whose title has quotes, markup and emoji', () => {
  const created: number[] = []

  afterAll(async () => {
    for (const id of created) await admin.delete(`/projects/${id}`)
  })

  it('renders its card, and the HTML naming it stays escaped', async () => {
    const { doc } = await admin.post('/projects', {
      title: EVIL_TITLE,
      description: 'A card with <b>markup</b> in it.',
      category: 'Web <App> & "Tools"',
      technologies: ['<img src=x onerror=alert(1)>', 'TypeScript', 'Node.js ✨'],
      _status: 'published',
    })
    created.push(doc.id)
    const address = `/projects/${doc.id}`
    const { page, image, alt } = await eventually(async () => {
      const found = await sharingImageOf(address)
      expect(found.page.status).toBe(200)
      return found
    })
    expect(new URL(image).pathname).toBe(`/og/projects/${doc.id}.png`)
    expect(alt).toContain(EVIL_TITLE)
    expect(page.html).not.toContain('<script>alert(1)</script>')
    expect(page.html).not.toContain('<img src=x')
    expect(page.html).toContain('&lt;img src=x onerror=alert(1)&gt;')

    const { res, bytes } = await fetchImage(image)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 })
  })

  it('a draft project has no card', async () => {
    const { doc } = await admin.post('/projects', {
      title: 'Unpublished secret project',
      description: 'Not yet.',
      category: 'Web App',
      technologies: ['Go'],
      _status: 'draft',
    })
    created.push(doc.id)
    await new Promise((resolve) => setTimeout(resolve, 3_500))
    expect((await fetch(siteUrl(`/og/projects/${doc.id}.png`))).status).toBe(404)
    expect((await getPage(`/projects/${doc.id}`)).status).toBe(404)
  })
})
