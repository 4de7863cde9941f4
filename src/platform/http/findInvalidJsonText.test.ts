import { describe, expect, it } from 'vitest'

import { findInvalidJsonText } from './findInvalidJsonText'

const utf8 = (text: string) => new TextEncoder().encode(text)
/** JSON text with raw bytes where `%` stands. */
const withBytes = (json: string, bytes: number[]) => {
  const [before, after] = json.split('%') as [string, string]
  return new Uint8Array([...utf8(before), ...bytes, ...utf8(after)])
}

describe('findInvalidJsonText', () => {
  it.each([
    '{"title": "Plain"}',
    '{"title": "\\ufffd and \uFFFD"}',
    '{"title": "\\ud83d\\ude00 😀 \\uD83D\\uDE00"}',
    '{"path": "C:\\\\ud800"}',
    '{"list": [1, true, null, {"x": "é"}]}',
    '"just a string"',
    '{"title": ',
  ])('finds nothing wrong in %s', (json) => {
    expect(findInvalidJsonText(utf8(json))).toBeNull()
  })

  it.each([
    ['{"title": "\\ud800"}', 'title'],
    ['{"title": "a\\uDBFFb"}', 'title'],
    ['{"title": "\\udc00"}', 'title'],
    ['{"title": "\\ude00\\ud83d"}', 'title'],
    ['{"ok": "\\ud83d\\ude00", "technologies": ["a", "b", "\\ud800"]}', 'technologies.2'],
    ['{"stats": {"projectCount": 1, "note": "\\udfff"}}', 'stats.note'],
    ['{"gallery": [{"value": "x"}, {"value": "\\ud800"}]}', 'gallery.1.value'],
    ['{"a": "\\ud800", "b": "\\ud800"}', 'a'],
    ['{"\\ud800": 1}', '\\ud800'],
    ['"\\ud800"', 'body'],
  ])('finds the lone surrogate in %s at %s', (json, path) => {
    expect(findInvalidJsonText(utf8(json))).toBe(path)
  })

  it.each([
    [[0xc3, 0x28], 'title'],
    [[0x80], 'title'],
    [[0xc0, 0xaf], 'title'],
    [[0xe0, 0x80, 0xaf], 'title'],
    [[0xed, 0xa0, 0x80], 'title'],
    [[0xf4, 0x90, 0x80, 0x80], 'title'],
    [[0xf8, 0x88, 0x80, 0x80, 0x80], 'title'],
    [[0xe2, 0x82], 'title'],
    [[0xfe], 'title'],
    [[0xff], 'title'],
  ])('finds invalid UTF-8 %j and names its field', (bytes, path) => {
    expect(findInvalidJsonText(withBytes('{"name": "ok", "title": "x%y"}', bytes))).toBe(path)
  })

  it('names list items and answers body for bytes outside any string', () => {
    expect(findInvalidJsonText(withBytes('{"technologies": ["a", "b", "%"]}', [0xc3]))).toBe(
      'technologies.2',
    )
    expect(findInvalidJsonText(withBytes('{"a": 1}%', [0xff]))).toBe('body')
    expect(findInvalidJsonText(withBytes('{"a": "\\%"}', [0xc3]))).toBe('body')
    expect(findInvalidJsonText(withBytes('{"a": "%', [0xc3]))).toBe('body')
  })

  it('accepts real U+FFFD bytes (EF BF BD) and four-byte characters', () => {
    expect(findInvalidJsonText(withBytes('{"title": "%"}', [0xef, 0xbf, 0xbd]))).toBeNull()
    expect(findInvalidJsonText(withBytes('{"title": "%"}', [0xf0, 0x9f, 0x98, 0x80]))).toBeNull()
  })

  it('walks bodies nested deeper than the call stack', () => {
    const depth = 200_000
    const deep = `${'['.repeat(depth)}"\\ud800"${']'.repeat(depth)}`
    expect(findInvalidJsonText(utf8(deep))).toMatch(/^0(\.0)+$/)
  })
})
