import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { apiURL, call, cms, expectError, login, purge } from './contractHelpers'

/**
 * JSON bodies with invalid UTF-8 or an unpaired surrogate (`"\ud800"`) used to be stored with
 * U+FFFD in place of the bad text. They are a 400 naming the field, and nothing is stored; a
 * U+FFFD the client really sends (bytes EF BF BD, or the escape `\ufffd`) is still stored.
 */
let token: string
let original: { title: string; location: string }
const createdProjects: number[] = []

/** Body bytes, typed the way fetch accepts them. */
type Bytes = Uint8Array<ArrayBuffer>

/** JSON text with raw bytes spliced in where `%BYTES%` stands. */
const withBytes = (json: string, bytes: number[]): Bytes => {
  const [before, after] = json.split('%BYTES%') as [string, string]
  return new Uint8Array([
    ...new TextEncoder().encode(before),
    ...bytes,
    ...new TextEncoder().encode(after),
  ])
}

/** One request with exactly these body bytes. */
const send = async (
  method: string,
  path: string,
  body: Bytes,
  contentType = 'application/json',
) => {
  const res = await fetch(apiURL(path), {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    body,
  })
  const text = await res.text()
  return { status: res.status, json: text ? JSON.parse(text) : null }
}

const personalInfo = async () => (await call('GET', '/personal-info')).json.data

const expectFieldRefused = (res: { status: number; json: any }, field: string) => {
  expectError(res, 400, 'validation_error')
  expect(Object.keys(res.json.error.fields)).toEqual([field])
  expect(res.json.error.message).toContain(field)
  // The answer itself is well-formed text: its words about surrogates are escapes, not surrogates.
  for (const text of [res.json.error.message, ...Object.values<string>(res.json.error.fields)]) {
    expect(text).not.toMatch(/[\uD800-\uDFFF]/)
  }
}

beforeAll(async () => {
  token = await login()
  const { title, location } = await personalInfo()
  original = { title, location }
})

afterAll(async () => {
  await call('PUT', '/personal-info', { token, body: original })
  await purge('projects', createdProjects, token)
})

describe('invalid text in /api bodies', () => {
  it('refuses invalid UTF-8 (C3 28) in PUT /personal-info, naming the field', async () => {
    const res = await send(
      'PUT',
      '/personal-info',
      withBytes('{"title": "Dev %BYTES%"}', [0xc3, 0x28]),
    )
    expectFieldRefused(res, 'title')
    expect((await personalInfo()).title).toBe(original.title)
  })

  it('refuses other invalid sequences: a lone continuation byte, an overlong form, CESU surrogates', async () => {
    for (const bytes of [
      [0x80],
      [0xc0, 0xaf],
      [0xed, 0xa0, 0x80],
      [0xf4, 0x90, 0x80, 0x80],
      [0xff],
      [0xe2, 0x82],
    ]) {
      const res = await send('PUT', '/personal-info', withBytes('{"location": "x%BYTES%y"}', bytes))
      expectFieldRefused(res, 'location')
    }
    expect((await personalInfo()).location).toBe(original.location)
  })

  it('refuses unpaired surrogate escapes, naming the field', async () => {
    for (const escape of ['\\ud800', '\\uDFFF', 'a\\ud83d', '\\ude00b', '\\ud83d\\ud83d']) {
      const body = new TextEncoder().encode(`{"title": "${escape}"}`)
      expectFieldRefused(await send('PUT', '/personal-info', body), 'title')
    }
    expect((await personalInfo()).title).toBe(original.title)
  })

  it('names nested and list fields by their path', async () => {
    const project = (technologies: string) =>
      new TextEncoder().encode(
        `{"title": "Broken text", "description": "x", "technologies": ${technologies}}`,
      )
    expectFieldRefused(
      await send('POST', '/projects', project('["a", "b", "\\udc00"]')),
      'technologies.2',
    )
    expectFieldRefused(
      await send(
        'POST',
        '/projects',
        withBytes(
          '{"title": "Broken text", "description": "x", "technologies": ["%BYTES%"]}',
          [0xc3],
        ),
      ),
      'technologies.0',
    )
    expectFieldRefused(
      await send('PUT', '/personal-info', new TextEncoder().encode('{"stats": {"\\ud800": 1}}')),
      'stats.\\ud800',
    )
    const all = (await call('GET', '/projects/all?search=Broken%20text', { token })).json.data
    expect(all).toEqual([])
  })

  it('refuses invalid text on the public contact form too, storing nothing', async () => {
    const res = await fetch(apiURL('/inquiries'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: withBytes(
        '{"name": "Eve", "email": "eve@example.com", "message": "hi %BYTES%"}',
        [0xfe],
      ),
    })
    expect(res.status).toBe(400)
    expect((await res.json()).error.fields).toHaveProperty('message')
    const list = (await call('GET', '/inquiries?limit=100', { token })).json.data
    expect(list.some((item: any) => item.email === 'eve@example.com')).toBe(false)
  })

  it('refuses a JSON body in another charset than UTF-8', async () => {
    const utf16 = new Uint8Array(Buffer.from('{"title": "\ud800"}', 'utf16le'))
    const res = await send('PUT', '/personal-info', utf16, 'application/json; charset=utf-16le')
    expectError(res, 400)
    expect((await personalInfo()).title).toBe(original.title)
  })

  it('stores U+FFFD, emoji and surrogate pairs the client really sent', async () => {
    const bytes = await send(
      'PUT',
      '/personal-info',
      withBytes('{"title": "A %BYTES% B"}', [0xef, 0xbf, 0xbd]),
    )
    expect(bytes.status, JSON.stringify(bytes.json)).toBe(200)
    expect((await personalInfo()).title).toBe('A \ufffd B')
    const escaped = await send(
      'PUT',
      '/personal-info',
      new TextEncoder().encode('{"title": "\\ufffd \\ud83d\\ude00 😀"}'),
    )
    expect(escaped.status, JSON.stringify(escaped.json)).toBe(200)
    expect((await personalInfo()).title).toBe('\ufffd 😀 😀')
  })
})

describe('invalid text in Payload REST bodies (/cms-api)', () => {
  /** One request to Payload's REST with exactly these body bytes. */
  const sendCms = async (
    method: string,
    path: string,
    body: Bytes,
    contentType = 'application/json',
  ) => {
    const res = await fetch(apiURL(path).replace('/api/', '/cms-api/'), {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      body,
    })
    const text = await res.text()
    let json: any
    try {
      json = JSON.parse(text)
    } catch {
      json = { notJson: text.slice(0, 200) }
    }
    return { status: res.status, json }
  }
  const cmsTitle = async () => (await cms('GET', '/globals/personal-info', token)).json.title

  /** Payload's own error shape, with the field path where its admin looks for it. */
  const expectCmsRefused = (res: { status: number; json: any }, path: string) => {
    expect(res.status, JSON.stringify(res.json)).toBe(400)
    expect(res.json.errors[0].message).toContain(path)
    expect(res.json.errors[0].data.errors).toEqual([{ path, message: expect.any(String) }])
  }

  /** An admin-style multipart save: the document as JSON in the `_payload` field. */
  const multipart = (payloadBytes: Bytes) => {
    const boundary = '----devfolioTestBoundary7MA4YWxk'
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n`,
    )
    const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`)
    return {
      body: new Uint8Array([...head, ...payloadBytes, ...tail]),
      type: `multipart/form-data; boundary=${boundary}`,
    }
  }

  it('refuses invalid UTF-8 in a JSON global update and keeps the stored value', async () => {
    const before = await cmsTitle()
    const res = await sendCms(
      'POST',
      '/globals/personal-info',
      withBytes('{"title": "Dev %BYTES%"}', [0xc3, 0x28]),
    )
    expectCmsRefused(res, 'title')
    expect(await cmsTitle()).toBe(before)
  })

  it('refuses an unpaired surrogate escape in a JSON collection write', async () => {
    const res = await sendCms(
      'POST',
      '/projects',
      new TextEncoder().encode(
        '{"title": "Broken cms", "description": "x", "category": "Web App", "technologies": ["a", "b", "\\ud800"]}',
      ),
    )
    expectCmsRefused(res, 'technologies.2')
    expect(
      (await cms('GET', '/projects?where[title][equals]=Broken%20cms', token)).json.totalDocs,
    ).toBe(0)
  })

  it('refuses bad text in the admin’s multipart saves (the _payload field)', async () => {
    const before = await cmsTitle()
    const escaped = multipart(new TextEncoder().encode('{"title": "x\\udbff"}'))
    expectCmsRefused(
      await sendCms('POST', '/globals/personal-info', escaped.body, escaped.type),
      'title',
    )
    const raw = multipart(withBytes('{"title": "x%BYTES%"}', [0xed, 0xa0, 0x80]))
    expectCmsRefused(await sendCms('POST', '/globals/personal-info', raw.body, raw.type), 'title')
    expect(await cmsTitle()).toBe(before)
  })

  it('still stores valid writes, U+FFFD included, by JSON and by multipart', async () => {
    const json = await sendCms(
      'POST',
      '/globals/personal-info',
      withBytes('{"title": "Cms %BYTES%"}', [0xef, 0xbf, 0xbd]),
    )
    expect(json.status, JSON.stringify(json.json)).toBe(200)
    expect(await cmsTitle()).toBe('Cms \ufffd')
    const form = multipart(new TextEncoder().encode('{"title": "Form \\ud83d\\ude00"}'))
    const saved = await sendCms('POST', '/globals/personal-info', form.body, form.type)
    expect(saved.status, JSON.stringify(saved.json)).toBe(200)
    expect(await cmsTitle()).toBe('Form 😀')
  })
})
