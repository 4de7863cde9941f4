import { readFileSync } from 'node:fs'
import path from 'node:path'

import { PROJECT_ROOT } from '../src/paths'
import { TEST_ADMIN } from '../tests/helpers/serverProcess'

const json = async <T = unknown>(res: Response, what: string): Promise<T> => {
  const body: unknown = await res.json().catch(() => null)
  if (!res.ok) throw new Error(`${what}: HTTP ${res.status} ${JSON.stringify(body)}`)
  return body as T
}

/**
 * Makes the sample content look like a real portfolio for the measurements: three uploaded
 * photos (with their WebP renditions), each project getting one as its cover and two in its
 * gallery, so project lists carry populated uploads as they do in production. The site has
 * Spanish and Arabic besides English, and each project a Spanish title with its other texts
 * untranslated,
 * so the Spanish reads pick translations and fall back as a real site in two languages does.
 */
export const prepareBenchData = async (
  baseURL: string,
): Promise<{ projectSlugs: string[]; authorization: string }> => {
  const login = await json<{ data: { token: string } }>(
    await fetch(`${baseURL}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(TEST_ADMIN),
    }),
    'login',
  )
  const authorization = `Bearer ${login.data.token}`
  const photo = readFileSync(path.join(PROJECT_ROOT, 'tests/fixtures/gallery-photo.png'))
  const media: number[] = []
  for (const name of ['bench-one', 'bench-two', 'bench-three']) {
    const form = new FormData()
    form.append('file', new Blob([photo], { type: 'image/png' }), `${name}.png`)
    form.append('_payload', JSON.stringify({ alt: `Screenshot ${name}` }))
    const upload = await json<{ doc: { id: number } }>(
      await fetch(`${baseURL}/cms-api/media`, {
        method: 'POST',
        headers: { authorization },
        body: form,
      }),
      'upload',
    )
    media.push(upload.doc.id)
  }
  await json(
    await fetch(`${baseURL}/api/languages`, {
      method: 'PUT',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ default: 'en', enabled: ['en', 'es', 'ar'] }),
    }),
    'languages',
  )
  const list = await json<{ data: { slug: string; title: string }[] }>(
    await fetch(`${baseURL}/api/projects?limit=100`),
    'project list',
  )
  const slugs = list.data.map((project) => project.slug)
  for (const { slug, title } of list.data) {
    await json(
      await fetch(`${baseURL}/api/projects/slug/${slug}?locale=es`, {
        method: 'PUT',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ title: `${title} (es)` }),
      }),
      `Spanish title of ${slug}`,
    )
  }
  for (const [index, slug] of slugs.entries()) {
    const body = {
      coverImage: media[index % media.length],
      gallery: [
        { media: media[(index + 1) % media.length] },
        { media: media[(index + 2) % media.length] },
        '🚀',
      ],
    }
    await json(
      await fetch(`${baseURL}/api/projects/slug/${slug}`, {
        method: 'PUT',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
      `project ${slug}`,
    )
  }
  return { projectSlugs: slugs, authorization }
}
