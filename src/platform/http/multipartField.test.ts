import { describe, expect, it } from 'vitest'

import { multipartBoundary, multipartField } from './multipartField'

const boundary = '----formBoundaryAbc123'
const part = (headers: string, content: string) =>
  `--${boundary}\r\n${headers}\r\n\r\n${content}\r\n`
const body = (...parts: string[]) => Buffer.from(`${parts.join('')}--${boundary}--\r\n`, 'latin1')

describe('multipartField', () => {
  it('finds the named field among others, file parts skipped', () => {
    const form = body(
      part(
        'Content-Disposition: form-data; name="file"; filename="_payload.png"\r\nContent-Type: image/png',
        'PNG',
      ),
      part('Content-Disposition: form-data; name="_payload"', '{"title": "x"}'),
      part('Content-Disposition: form-data; name="other"', 'y'),
    )
    expect(multipartField(form, boundary, '_payload').map(String)).toEqual(['{"title": "x"}'])
    expect(multipartField(form, boundary, 'other').map(String)).toEqual(['y'])
    expect(multipartField(form, boundary, 'file')).toEqual([])
  })

  it('keeps the raw bytes, CRLFs inside the value included', () => {
    const form = Buffer.concat([
      Buffer.from(
        `preamble\r\n--${boundary}\r\ncontent-disposition: form-data; name=_payload\r\n\r\n`,
      ),
      Buffer.from([0x7b, 0xc3, 0x28, 0x0d, 0x0a, 0x7d]),
      Buffer.from(`\r\n--${boundary}--`),
    ])
    expect([...multipartField(form, boundary, '_payload')[0]!]).toEqual([
      0x7b, 0xc3, 0x28, 0x0d, 0x0a, 0x7d,
    ])
  })

  it('answers every value of a repeated field, and nothing for a truncated body', () => {
    const form = body(
      part('Content-Disposition: form-data; name="_payload"', 'a'),
      part('Content-Disposition: form-data; name="_payload"', 'b'),
    )
    expect(multipartField(form, boundary, '_payload').map(String)).toEqual(['a', 'b'])
    expect(
      multipartField(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{"a"`),
        boundary,
        '_payload',
      ),
    ).toEqual([])
    expect(multipartField(Buffer.from('not multipart'), boundary, '_payload')).toEqual([])
  })
})

describe('multipartBoundary', () => {
  it('reads plain and quoted boundaries', () => {
    expect(multipartBoundary(`multipart/form-data; boundary=${boundary}`)).toBe(boundary)
    expect(multipartBoundary('multipart/form-data; charset=utf-8; boundary="a b"')).toBe('a b')
    expect(multipartBoundary('multipart/form-data')).toBeNull()
    expect(multipartBoundary(undefined)).toBeNull()
  })
})
