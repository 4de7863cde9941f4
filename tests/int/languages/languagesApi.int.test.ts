import { readFileSync } from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { call, cms, expectError, login, purge } from '../contract/contractHelpers'
import { baseURL } from '../fileServer'

let token: string
const created: number[] = []
const unique = () => Math.random().toString(36).slice(2, 8)

const setLanguages = (body: unknown, withToken: string | null = token) =>
  call('PUT', '/languages', { token: withToken, body })

beforeAll(async () => {
  token = await login()
})
afterAll(async () => {
  await setLanguages({ default: 'en', enabled: ['en'] })
  await purge('projects', created, token)
})

describe('GET and PUT /api/languages', () => {
  it('answers English alone on a new site', async () => {
    const res = await call('GET', '/languages')
    expect(res.status).toBe(200)
    expect(res.json).toEqual({
      data: {
        default: 'en',
        languages: [{ code: 'en', name: 'English', nativeName: 'English', dir: 'ltr' }],
      },
    })
  })

  it('refuses a code outside the catalogue, an empty list and a default that is not enabled', async () => {
    const unknown = await setLanguages({ default: 'en', enabled: ['en', 'xx'] })
    expectError(unknown, 400, 'validation_error')
    expect(unknown.json.error.fields['enabled.1']).toBe('Not in the catalogue of languages: xx.')

    const empty = await setLanguages({ default: 'en', enabled: [] })
    expectError(empty, 400, 'validation_error')
    expect(empty.json.error.fields.enabled).toBeDefined()

    const notEnabled = await setLanguages({ default: 'fr', enabled: ['en', 'es'] })
    expectError(notEnabled, 400, 'validation_error')
    expect(notEnabled.json.error.fields.default).toBe(
      'The default language (fr) must be one of the enabled languages.',
    )
    expect((await setLanguages({ default: 'en', enabled: ['en'] }, null)).status).toBe(401)
    expect((await call('GET', '/languages')).json.data.languages).toHaveLength(1)
  })

  it('enables languages on the next request, the default first, right-to-left ones marked', async () => {
    const res = await setLanguages({ default: 'en', enabled: ['ar', 'en', 'es'] })
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    const read = await call('GET', '/languages')
    expect(read.json.data.languages.map((l: { code: string }) => l.code)).toEqual([
      'en',
      'ar',
      'es',
    ])
    expect(read.json.data.languages[1]).toEqual({
      code: 'ar',
      name: 'Arabic',
      nativeName: 'العربية',
      dir: 'rtl',
    })
  })
})

describe('reads and writes in a language (?locale=)', () => {
  let slug: string
  beforeAll(async () => {
    await setLanguages({ default: 'en', enabled: ['en', 'es', 'ar'] })
    const res = await call('POST', '/projects', {
      token,
      body: {
        title: `Shop Engine ${unique()}`,
        description: 'A fast shop.',
        category: 'Web App',
        features: ['Checkout in one step'],
      },
    })
    expect(res.status, JSON.stringify(res.json)).toBe(201)
    created.push(res.json.data.id)
    slug = res.json.data.slug
  })

  it('stores a translation with ?locale= and leaves the default language as it was', async () => {
    const res = await call('PUT', `/projects/slug/${slug}?locale=es`, {
      token,
      body: { title: 'Motor de tienda', features: ['Pago en un paso'] },
    })
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    expect(res.json.data).toMatchObject({ title: 'Motor de tienda', features: ['Pago en un paso'] })

    const english = await call('GET', `/projects/slug/${slug}`)
    expect(english.json.data.title).toMatch(/^Shop Engine /)
    expect(english.json.data.features).toEqual(['Checkout in one step'])
    expect(english.headers.get('content-language')).toBe('en')
  })

  it('answers the translation, an untranslated text in the default language, and says which language', async () => {
    const spanish = await call('GET', `/projects/slug/${slug}?locale=es`)
    expect(spanish.status).toBe(200)
    expect(spanish.headers.get('content-language')).toBe('es')
    expect(spanish.json.data).toMatchObject({
      title: 'Motor de tienda',
      description: 'A fast shop.',
    })

    const arabic = await call('GET', `/projects/slug/${slug}?locale=ar`)
    expect(arabic.headers.get('content-language')).toBe('ar')
    expect(arabic.json.data.title).toMatch(/^Shop Engine /)
  })

  it('names the texts it shows untranslated, with their language, and only those', async () => {
    const spanish = await call('GET', `/projects/slug/${slug}?locale=es`)
    // The category too: its default is the default language's, never a translation.
    expect(spanish.json.data.untranslated).toEqual({ description: 'en', category: 'en' })
    const arabic = await call('GET', `/projects?locale=ar&limit=100`)
    const mine = arabic.json.data.find((project: { slug: string }) => project.slug === slug)
    expect(mine.untranslated).toMatchObject({ title: 'en', description: 'en', features: 'en' })
    const english = await call('GET', `/projects/slug/${slug}`)
    expect(english.json.data).not.toHaveProperty('untranslated')
  })

  it('writes no default into a language where only the title was translated (issue 45)', async () => {
    const made = await call('POST', '/projects', {
      token,
      body: { title: `Shelf ${unique()}`, description: 'Lends books.', category: 'library' },
    })
    expect(made.status, JSON.stringify(made.json)).toBe(201)
    const { id, slug: shelf } = made.json.data as { id: number; slug: string }
    created.push(id)
    // The admin's Publish in Arabic, and the contract's write in Spanish.
    const arabic = await cms('PATCH', `/projects/${id}?locale=ar`, token, {
      title: 'رف الكتب',
      _status: 'published',
    })
    expect(arabic.status, JSON.stringify(arabic.json)).toBe(200)
    const spanish = await call('PUT', `/projects/slug/${shelf}?locale=es`, {
      token,
      body: { title: 'Estante de libros' },
    })
    expect(spanish.status, JSON.stringify(spanish.json)).toBe(200)

    for (const [locale, title] of [
      ['ar', 'رف الكتب'],
      ['es', 'Estante de libros'],
    ]) {
      const list = await call('GET', `/projects?locale=${locale}&limit=100`)
      const mine = list.json.data.find((project: { id: number }) => project.id === id)
      expect(mine, locale).toMatchObject({ title, category: 'library' })
      expect(mine.untranslated, locale).toMatchObject({ category: 'en', description: 'en' })
    }
    const stored = await cms('GET', `/projects/${id}?locale=all&depth=0`, token)
    expect(stored.json.category).toMatchObject({ en: 'library' })
    expect([stored.json.category.es ?? null, stored.json.category.ar ?? null]).toEqual([null, null])
  })

  it('writes a translation with the ETag a read in that language gave, anonymous or the admin', async () => {
    const path = `/projects/slug/${slug}?locale=es`
    const anonymous = await call('GET', path)
    const admin = await call('GET', path, { token })
    expect(admin.json.data.untranslated).toEqual({ description: 'en', category: 'en' })
    expect(admin.headers.get('etag')).toBe(anonymous.headers.get('etag'))
    const write = (title: string, etag: string) =>
      call('PUT', path, { token, body: { title }, headers: { 'if-match': etag } })
    const first = await write('Motor de tienda rápido', anonymous.headers.get('etag')!)
    expect(first.status, JSON.stringify(first.json)).toBe(200)
    expect(first.json.data.untranslated).toEqual({ description: 'en', category: 'en' })
    // The tag a write answers chains to the next one, and a stale one is refused.
    const second = await write('Motor de tienda', first.headers.get('etag')!)
    expect(second.status, JSON.stringify(second.json)).toBe(200)
    expect((await write('Perdido', first.headers.get('etag')!)).status).toBe(412)
  })

  it("names the profile's untranslated texts too", async () => {
    const {
      avatar: _avatar,
      resumeUrl: _resume,
      ...original
    } = (await call('GET', '/personal-info')).json.data
    const inEnglish = { ...original, bio: 'Builds careful things.' }
    expect((await call('PUT', '/personal-info', { token, body: inEnglish })).status).toBe(200)
    try {
      const saved = await call('PUT', '/personal-info?locale=es', {
        token,
        body: { title: 'Desarrollador' },
      })
      expect(saved.status, JSON.stringify(saved.json)).toBe(200)
      // The answer is the profile as a Spanish read shows it, with that read's ETag.
      expect(saved.json.data).toMatchObject({ title: 'Desarrollador', bio: inEnglish.bio })
      const spanish = await call('GET', '/personal-info?locale=es')
      // (The same hash; the read's tag names its coding.)
      expect(spanish.headers.get('etag')).toMatch(
        new RegExp(`^${saved.headers.get('etag')!.slice(0, -1)}(-br|-gzip)?"$`),
      )
      const again = await call('PUT', '/personal-info?locale=es', {
        token,
        body: { title: 'Desarrollador' },
        headers: { 'if-match': spanish.headers.get('etag')! },
      })
      expect(again.status, JSON.stringify(again.json)).toBe(200)
      expect(spanish.json.data).toMatchObject({ title: 'Desarrollador', bio: inEnglish.bio })
      expect(spanish.json.data.untranslated).toMatchObject({ bio: 'en' })
      expect(spanish.json.data.untranslated).not.toHaveProperty('title')
      const english = (await call('GET', '/personal-info')).json.data
      expect(english).not.toHaveProperty('untranslated')
      // The translation went to Spanish alone.
      expect(english.title).toBe(original.title)
    } finally {
      await call('PUT', '/personal-info', { token, body: original })
    }
  })

  it('keeps each language apart in the public cache', async () => {
    await call('GET', `/projects?locale=es&search=${encodeURIComponent('Motor de tienda')}`)
    const spanish = await call(
      'GET',
      `/projects?locale=es&search=${encodeURIComponent('Motor de tienda')}`,
    )
    expect(spanish.headers.get('x-cache')).toBe('HIT')
    expect(spanish.headers.get('content-language')).toBe('es')
    expect(spanish.json.data.map((p: { slug: string }) => p.slug)).toEqual([slug])
    const english = await call('GET', `/projects?search=${encodeURIComponent('Motor de tienda')}`)
    expect(english.json.data).toEqual([])
  })

  it("answers the profile's avatar with its alt text in the language read, falling back", async () => {
    const form = new FormData()
    const photo = readFileSync(path.join(process.cwd(), 'tests/fixtures/gallery-photo.png'))
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'portrait.png')
    form.append('_payload', JSON.stringify({ alt: 'Portrait of the owner' }))
    const uploaded = await fetch(`${baseURL}/cms-api/media`, {
      method: 'POST',
      headers: { authorization: `JWT ${token}` },
      body: form,
    })
    expect(uploaded.status).toBe(201)
    const mediaId = ((await uploaded.json()) as { doc: { id: number } }).doc.id
    const {
      avatar: _avatar,
      resumeUrl: _resume,
      ...original
    } = (await call('GET', '/personal-info')).json.data
    try {
      const alt = await cms('PATCH', `/media/${mediaId}?locale=es`, token, {
        alt: 'Retrato de la persona',
      })
      expect(alt.status, JSON.stringify(alt.json)).toBe(200)
      const saved = await call('PUT', '/personal-info', { token, body: { avatar: mediaId } })
      expect(saved.status, JSON.stringify(saved.json)).toBe(200)
      const spanish = (await call('GET', '/personal-info?locale=es')).json.data
      expect(spanish.avatar).toMatchObject({ id: mediaId, alt: 'Retrato de la persona' })
      expect(spanish.avatar.url).toMatch(/portrait/)
      const arabic = (await call('GET', '/personal-info?locale=ar')).json.data
      expect(arabic.avatar).toMatchObject({ id: mediaId, alt: 'Portrait of the owner' })
      expect(arabic.name).toBe(original.name)
    } finally {
      await call('PUT', '/personal-info', { token, body: { ...original, avatar: null } })
      await cms('DELETE', `/media/${mediaId}`, token)
    }
  })

  it('refuses ?locale= on a write that stores no translated texts, storing nothing', async () => {
    const title = `Not created ${unique()}`
    const res = await call('POST', '/projects?locale=es', {
      token,
      body: { title, description: 'x', category: 'Web App' },
    })
    expectError(res, 400, 'validation_error')
    expect(res.json.error.fields).toHaveProperty('locale')
    const all = await call('GET', '/projects/all?limit=100', { token })
    expect(all.json.data.map((project: { title: string }) => project.title)).not.toContain(title)
  })

  it('answers a 400 naming locale for a code the site does not have', async () => {
    for (const code of ['fr', 'xx', 'EN']) {
      const res = await call('GET', `/projects?locale=${code}`)
      expectError(res, 400, 'validation_error')
      expect(res.json.error.fields.locale).toBe(
        `"${code}" is not a language of this site; it has en, es, ar.`,
      )
    }
    const write = await call('PUT', `/projects/slug/${slug}?locale=fr`, {
      token,
      body: { title: 'x' },
    })
    expectError(write, 400, 'validation_error')
    expect(write.json.error.fields.locale).toBeDefined()
  })

  it('drops a disabled language on the next request, cached answers included; its translation stays', async () => {
    await call('GET', `/projects/slug/${slug}?locale=es`)
    expect((await call('GET', `/projects/slug/${slug}?locale=es`)).headers.get('x-cache')).toBe(
      'HIT',
    )
    await setLanguages({ default: 'en', enabled: ['en', 'ar'] })
    const gone = await call('GET', `/projects/slug/${slug}?locale=es`)
    expectError(gone, 400, 'validation_error')
    await setLanguages({ default: 'en', enabled: ['en', 'es', 'ar'] })
    const back = await call('GET', `/projects/slug/${slug}?locale=es`)
    expect(back.json.data.title).toBe('Motor de tienda')
  })

  it('answers every public read in the default language when it changes', async () => {
    await setLanguages({ default: 'es', enabled: ['en', 'es'] })
    try {
      const res = await call('GET', `/projects/slug/${slug}`)
      expect(res.headers.get('content-language')).toBe('es')
      expect(res.json.data.title).toBe('Motor de tienda')
      const texts = await call('GET', '/site-texts')
      expect(texts.headers.get('content-language')).toBe('es')
    } finally {
      await setLanguages({ default: 'en', enabled: ['en', 'es', 'ar'] })
    }
  })
})

describe("the site's own words from Site texts", () => {
  const publishWords = (siteWords: unknown) =>
    cms('POST', '/globals/site-texts', token, { siteWords, _status: 'published' })

  beforeAll(async () => {
    await setLanguages({ default: 'en', enabled: ['en', 'es', 'it'] })
  })
  afterAll(async () => {
    await publishWords(null)
  })

  it("answers the owner's words of the language read, and only that language's", async () => {
    const saved = await publishWords({
      it: { 'skills.viewAll': 'Vedi tutte le competenze' },
      en: { 'skills.viewAll': 'Every skill' },
    })
    expect(saved.status, JSON.stringify(saved.json)).toBe(200)
    const italian = await call('GET', '/site-texts?locale=it')
    expect(italian.json.data.words).toEqual({ 'skills.viewAll': 'Vedi tutte le competenze' })
    expect((await call('GET', '/site-texts')).json.data.words).toEqual({
      'skills.viewAll': 'Every skill',
    })
    // Spanish has words of its own on the site: an English change is not one of them.
    expect((await call('GET', '/site-texts?locale=es')).json.data).not.toHaveProperty('words')
  })

  it('refuses a word the site does not have, saying which, and keeps what was published', async () => {
    const refused = await publishWords({ it: { 'no.such.word': 'x' } })
    expect(refused.status).toBe(400)
    expect(refused.json.errors[0].data.errors[0]).toMatchObject({
      path: 'siteWords',
      message: '"no.such.word" is not a word of the site.',
    })
    const italian = await call('GET', '/site-texts?locale=it')
    expect(italian.json.data.words).toEqual({ 'skills.viewAll': 'Vedi tutte le competenze' })
  })

  it("writes the owner's head words for a language into its pages' heads", async () => {
    const saved = await publishWords({ it: { 'head.projectsTitle': 'Progetti' } })
    expect(saved.status, JSON.stringify(saved.json)).toBe(200)
    const italian = await (await fetch(`${baseURL}/it/projects`)).text()
    expect(italian).toMatch(/<title>Progetti \| [^<]+<\/title>/)
    const english = await (await fetch(`${baseURL}/projects`)).text()
    expect(english).toMatch(/<title>Projects \| [^<]+<\/title>/)
    const refused = await publishWords({ it: { 'head.projectsTitle': 'Progetti di {nome}' } })
    expect(refused.status).toBe(400)
    expect(refused.json.errors[0].data.errors[0].message).toContain('{nome}')
  })

  it("takes a counted word's forms the language uses, and names a form it lacks", async () => {
    const forms = {
      'skills.showing': 'Mostra {count} competenze',
      'skills.showing#one': 'Mostra {count} competenza',
    }
    const saved = await publishWords({ it: forms })
    expect(saved.status, JSON.stringify(saved.json)).toBe(200)
    expect((await call('GET', '/site-texts?locale=it')).json.data.words).toEqual(forms)
    const refused = await publishWords({ it: { ...forms, 'skills.showing#few': 'x' } })
    expect(refused.status).toBe(400)
    expect(refused.json.errors[0].data.errors[0].message).toBe(
      'Italian has no "few" form of a counted word: it uses "one", "many" besides the word itself.',
    )
  })
})

describe('a save of the Site texts in one language', () => {
  const readAll = async () =>
    (await cms('GET', '/globals/site-texts?locale=all&draft=true&depth=0', token)).json as {
      home: Record<string, Record<string, string>>
    }

  beforeAll(async () => {
    await setLanguages({ default: 'en', enabled: ['en', 'es', 'ar'] })
  })
  afterAll(async () => {
    await cms('POST', '/globals/site-texts?locale=es', token, {
      home: { greeting: '', ctaTitle: '' },
      _status: 'published',
    })
    await cms('POST', '/globals/site-texts?locale=en', token, {
      home: { availability: '' },
      _status: 'published',
    })
  })

  it('stores the texts it sends in that language and leaves the others untranslated', async () => {
    const saved = await cms('POST', '/globals/site-texts?locale=es', token, {
      home: { greeting: 'Hola, me llamo' },
      _status: 'published',
    })
    expect(saved.status, JSON.stringify(saved.json)).toBe(200)
    const texts = await readAll()
    expect(texts.home.greeting!.es).toBe('Hola, me llamo')
    // Not the English text copied in as its translation.
    expect(texts.home.availability?.es ?? '').toBe('')
    // Read in Spanish, a text nobody wrote is its Spanish default.
    const spanish = await call('GET', '/site-texts?locale=es')
    expect(spanish.json.data.home.availability).toBe('Disponible para nuevas oportunidades')
  })

  it("keeps the language's earlier translations when a later save sends others", async () => {
    await cms('POST', '/globals/site-texts?locale=es', token, {
      home: { ctaTitle: 'Creemos algo épico' },
      _status: 'published',
    })
    const texts = await readAll()
    expect(texts.home.greeting!.es).toBe('Hola, me llamo')
    expect(texts.home.ctaTitle!.es).toBe('Creemos algo épico')
  })

  it("shows the defaults in each language's own words, on the API and in the pages (issue 45)", async () => {
    const spanish = (await call('GET', '/site-texts?locale=es')).json.data
    expect(spanish.home).toMatchObject({
      techStackTitle: 'Stack tecnológico',
      aboutButton: 'Más sobre mí',
      workButton: 'Ver proyectos',
    })
    expect(spanish.projects.ctaTitle).toBe('¿Tienes un proyecto en mente?')
    const arabic = (await call('GET', '/site-texts?locale=ar')).json.data
    expect(arabic.home.greeting).toBe('مرحبًا، أنا')
    expect(arabic.project.ctaTitle).toBe('هل تهمّك مشاريع مشابهة؟')
    // The copy every page carries, which the site shows before it reads anything.
    const page = await (await fetch(`${baseURL}/es/`)).text()
    expect(page).toContain('"techStackTitle":"Stack tecnológico"')
    expect(page).not.toContain('"techStackTitle":"Tech Stack"')
    const english = (await call('GET', '/site-texts')).json.data
    expect(english.home.techStackTitle).toBe('Tech Stack')
  })

  it("shows the owner's edit of a default in every language until it is translated", async () => {
    const saved = await cms('POST', '/globals/site-texts?locale=en', token, {
      home: { availability: 'Booked until June' },
      _status: 'published',
    })
    expect(saved.status, JSON.stringify(saved.json)).toBe(200)
    const spanish = (await call('GET', '/site-texts?locale=es')).json.data
    expect(spanish.home.availability).toBe('Booked until June')
    expect(spanish.home.workButton).toBe('Ver proyectos')
  })
})

describe('Site texts shown in another language (issue 45, item 5)', () => {
  beforeAll(async () => {
    await setLanguages({ default: 'en', enabled: ['en', 'ar'] })
  })
  afterAll(async () => {
    await cms('POST', '/globals/site-texts?locale=ar', token, {
      home: { greeting: '' },
      _status: 'published',
    })
    await cms('POST', '/globals/site-texts', token, {
      project: { ctaTitle: '' },
      home: { greeting: '' },
      _status: 'published',
    })
  })

  it('names each text it shows in the default language, by page, with that language', async () => {
    const english = await cms('POST', '/globals/site-texts', token, {
      project: { ctaTitle: 'Like what you see?' },
      home: { greeting: 'Hello, I am' },
      _status: 'published',
    })
    expect(english.status, JSON.stringify(english.json)).toBe(200)
    const arabic = await cms('POST', '/globals/site-texts?locale=ar', token, {
      home: { greeting: 'مرحبا، أنا' },
      _status: 'published',
    })
    expect(arabic.status, JSON.stringify(arabic.json)).toBe(200)

    const read = (await call('GET', '/site-texts?locale=ar')).json.data
    expect(read.project.ctaTitle).toBe('Like what you see?')
    expect(read.project.untranslated).toMatchObject({ ctaTitle: 'en' })
    expect(read.home.greeting).toBe('مرحبا، أنا')
    expect(read.home.untranslated ?? {}).not.toHaveProperty('greeting')
    // In the default language nothing is shown in another.
    const inEnglish = (await call('GET', '/site-texts')).json.data
    for (const page of ['home', 'project', 'contact'])
      expect(inEnglish[page], page).not.toHaveProperty('untranslated')
  })
})
