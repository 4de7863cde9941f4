import { readFileSync } from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  cmsAdmin,
  eventually,
  getPage,
  type HeadTags,
  metaOf,
  type RawPage,
  siteUrl,
} from './seoHelpers'

/** Distinctive personal info, so every value below provably comes from the CMS. */
const OWNER = {
  name: 'Riley Okafor',
  title: 'Staff Platform Engineer',
  location: 'Lisbon, Portugal',
  bio: 'Builds calm, fast systems for busy teams.',
  githubUrl: 'https://github.com/riley-okafor-seo',
  linkedinUrl: 'https://www.linkedin.com/in/riley-okafor-seo',
}
const EVIL_TITLE = `Evil "quoted" 'title' </script><script>alert(1)</script> & co`
const png = readFileSync(path.resolve('tests/fixtures/gallery-photo.png'))

let admin: Awaited<ReturnType<typeof cmsAdmin>>
let savedInfo: Record<string, unknown>

/** Every managed tag appears exactly once, and the SPA's mount point is there. */
const expectOneOfEach = (page: RawPage) => {
  expect(page.head.titles).toHaveLength(1)
  expect(page.head.canonicals).toHaveLength(1)
  for (const key of [
    'description',
    'keywords',
    'robots',
    'author',
    'og:type',
    'og:site_name',
    'og:title',
    'og:description',
    'og:url',
    'twitter:card',
    'twitter:title',
    'twitter:description',
  ]) {
    metaOf(page.head, key)
  }
  expect(page.html).toContain('<div id="root"></div>')
  expect(page.headers.get('content-type')).toMatch(/^text\/html/)
  expect(page.headers.get('cache-control')).toBe('no-cache')
}

/** Title, description, canonical and their Open Graph / Twitter copies agree. */
const expectSharingTags = (
  head: HeadTags,
  { title, description, path }: { title: string; description: string; path: string },
) => {
  expect(head.titles[0]).toBe(title)
  expect(metaOf(head, 'description')).toBe(description)
  expect(head.canonicals[0]).toBe(siteUrl(path))
  expect(metaOf(head, 'og:title')).toBe(title)
  expect(metaOf(head, 'og:description')).toBe(description)
  expect(metaOf(head, 'og:url')).toBe(siteUrl(path))
  expect(metaOf(head, 'og:site_name')).toBe(`${OWNER.name} — Portfolio`)
  expect(metaOf(head, 'twitter:title')).toBe(title)
  expect(metaOf(head, 'twitter:description')).toBe(description)
  expect(metaOf(head, 'robots')).toBe('index, follow')
  expect(metaOf(head, 'author')).toBe(OWNER.name)
}

const expectPerson = (head: HeadTags) => {
  expect(head.jsonLd).toHaveLength(1)
  expect(head.jsonLd[0]).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: OWNER.name,
    jobTitle: OWNER.title,
    address: { '@type': 'PostalAddress', addressLocality: OWNER.location },
    sameAs: [OWNER.githubUrl, OWNER.linkedinUrl],
    url: siteUrl('/'),
  })
}

beforeAll(async () => {
  admin = await cmsAdmin()
  savedInfo = await admin.get('/globals/personal-info?depth=0')
  await admin.post('/globals/personal-info', { ...OWNER, _status: 'published' })
  // The server reuses its CMS reads for a few seconds.
  await eventually(async () => expect((await getPage('/')).head.titles[0]).toContain(OWNER.name))
})

afterAll(async () => {
  const { id: _id, createdAt: _c, updatedAt: _u, globalType: _g, ...fields } = savedInfo
  await admin?.post('/globals/personal-info', fields)
})

describe('index.html as sent, before any JavaScript runs', () => {
  it('home: owner name and title, bio, keywords, canonical, social tags and Person JSON-LD from personal info', async () => {
    const page = await getPage('/')
    expect(page.status).toBe(200)
    expectOneOfEach(page)
    expectSharingTags(page.head, {
      title: `${OWNER.name} — ${OWNER.title}`,
      description: OWNER.bio,
      path: '/',
    })
    expect(metaOf(page.head, 'keywords')).toContain(`${OWNER.name}, ${OWNER.title}`)
    expect(metaOf(page.head, 'og:type')).toBe('profile')
    // Its sharing image is the owner's generated card (tests/int/seo/socialImages.int.test.ts).
    expect(metaOf(page.head, 'twitter:card')).toBe('summary_large_image')
    expectPerson(page.head)
  })

  it('about: "About Me" with the owner, title and location, and Person JSON-LD', async () => {
    const page = await getPage('/about')
    expect(page.status).toBe(200)
    expectOneOfEach(page)
    expectSharingTags(page.head, {
      title: `About Me | ${OWNER.name}`,
      description: `${OWNER.name}, ${OWNER.title} in ${OWNER.location}: experience, education and what I do when I’m not coding.`,
      path: '/about',
    })
    expectPerson(page.head)
  })

  it('contact, skills and projects: their own titles, descriptions and canonical links, no JSON-LD', async () => {
    const expected = [
      {
        path: '/contact',
        title: `Contact | ${OWNER.name}`,
        description: `Get in touch with ${OWNER.name} about a project, a role or a collaboration. I typically respond within 24 hours.`,
      },
      {
        path: '/skills',
        title: `Skills & Expertise | ${OWNER.name}`,
        description:
          'Frontend, backend, server, cloud and general skills, each with its level of expertise.',
      },
      {
        path: '/projects',
        title: `Projects | ${OWNER.name}`,
        description:
          'Web applications and platforms I have designed and built, with the stack behind each one.',
      },
    ]
    for (const route of expected) {
      const page = await getPage(route.path)
      expect(page.status, route.path).toBe(200)
      expectOneOfEach(page)
      expectSharingTags(page.head, route)
      expect(page.head.jsonLd).toEqual([])
    }
  })

  it('a project: its title, description, keywords and SoftwareSourceCode JSON-LD; its slug is canonical at the id', async () => {
    const project = await admin.get('/projects/1?depth=0')
    const title = `${project.title} | ${OWNER.name}`
    for (const address of ['/projects/1', `/projects/${project.slug}`, '/projects/1/']) {
      const page = await getPage(address)
      expect(page.status, address).toBe(200)
      expectOneOfEach(page)
      expectSharingTags(page.head, { title, description: project.description, path: '/projects/1' })
      expect(metaOf(page.head, 'og:type')).toBe('article')
      expect(metaOf(page.head, 'keywords')).toContain(project.technologies[0])
      expect(page.head.jsonLd).toEqual([
        expect.objectContaining({
          '@type': 'SoftwareSourceCode',
          name: project.title,
          description: project.description,
          url: siteUrl('/projects/1'),
          codeRepository: project.githubUrl,
          author: expect.objectContaining({ '@type': 'Person', name: OWNER.name }),
        }),
      ])
    }
  })

  it('the case of a route and a trailing slash do not matter; the canonical link names one address', async () => {
    const page = await getPage('/About/')
    expect(page.status).toBe(200)
    expect(page.head.canonicals).toEqual([siteUrl('/about')])
  })
})

describe('a project with an uploaded cover and a hostile title', () => {
  let media: Awaited<ReturnType<typeof admin.upload>> | undefined
  let projectId: number | undefined

  afterAll(async () => {
    if (projectId) await admin.delete(`/projects/${projectId}`)
    if (media) await admin.delete(`/media/${media.id}`)
  })

  it('shares the 1200×630 social rendition, escapes the title everywhere and keeps the JSON-LD block closed', async () => {
    media = await admin.upload(png, 'seo-cover.png', `Cover of ${EVIL_TITLE}`)
    const created = await admin.post('/projects', {
      title: EVIL_TITLE,
      description: 'Says "hi" & <b>bold</b> things.',
      category: 'Web App',
      technologies: ['TypeScript'],
      githubUrl: 'https://github.com/riley-okafor-seo/evil',
      coverImage: media.id,
      _status: 'published',
    })
    projectId = created.doc.id as number
    const address = `/projects/${projectId}`

    const page = await eventually(async () => {
      const answer = await getPage(address)
      expect(answer.status).toBe(200)
      return answer
    })
    expectOneOfEach(page)
    expect(page.head.titles[0]).toBe(`${EVIL_TITLE} | ${OWNER.name}`)
    expect(metaOf(page.head, 'og:title')).toBe(`${EVIL_TITLE} | ${OWNER.name}`)
    expect(metaOf(page.head, 'description')).toBe('Says "hi" & <b>bold</b> things.')
    // Nothing from the CMS reaches the HTML unescaped: no second <script>, no broken attribute.
    expect(page.html).not.toContain('<script>alert(1)</script>')
    expect(page.html).not.toContain('"quoted"')
    expect(page.html).toContain(
      'Evil &quot;quoted&quot; &#39;title&#39; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; co',
    )
    // The same scripts as a page without structured data, plus exactly one JSON-LD block.
    const scriptsOf = (html: string) => html.match(/<script\b/g)?.length ?? 0
    expect(scriptsOf(page.html)).toBe(scriptsOf((await getPage('/projects')).html) + 1)
    expect(page.head.jsonLdRaw[0]).not.toMatch(/[<>]/)
    expect(page.head.jsonLdRaw[0]).toContain('\\u003c/script\\u003e')

    const image = new URL(media.sizes.social.url, siteUrl('/')).toString()
    expect(media.sizes.social).toMatchObject({ width: 1200, height: 630 })
    expect(metaOf(page.head, 'og:image')).toBe(image)
    expect(metaOf(page.head, 'og:image:width')).toBe('1200')
    expect(metaOf(page.head, 'og:image:height')).toBe('630')
    expect(metaOf(page.head, 'og:image:alt')).toBe(`Cover of ${EVIL_TITLE}`)
    expect(metaOf(page.head, 'twitter:card')).toBe('summary_large_image')
    expect(metaOf(page.head, 'twitter:image')).toBe(image)
    expect((await fetch(image)).headers.get('content-type')).toBe('image/webp')

    expect(page.head.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'SoftwareSourceCode',
        name: EVIL_TITLE,
        image,
        codeRepository: 'https://github.com/riley-okafor-seo/evil',
      }),
    ])

    // Without a repository the project is a CreativeWork.
    await admin.patch(`/projects/${projectId}`, { githubUrl: null })
    await eventually(async () => {
      const [data] = (await getPage(address)).head.jsonLd
      expect(data['@type']).toBe('CreativeWork')
      expect(data).not.toHaveProperty('codeRepository')
      expect(data.name).toBe(EVIL_TITLE)
    })
  })
})
