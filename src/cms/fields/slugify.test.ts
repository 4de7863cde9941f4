import { describe, expect, it } from 'vitest'

import { isSlug, MAX_SLUG_LENGTH, slugify } from './slugify'

describe('slugify', () => {
  it('makes Latin titles plain as before: lower case, accents gone, words joined by hyphens', () => {
    expect(slugify('  My  App!! ')).toBe('my-app')
    expect(slugify('Café au lait')).toBe('cafe-au-lait')
    expect(slugify('Łódź straße')).toBe('lodz-strasse')
    expect(slugify('ＡＢＣ full width')).toBe('abc-full-width')
  })

  it('keeps the letters of every other script, composed and lower-cased where it has case', () => {
    expect(slugify('日本語のタイトル')).toBe('日本語のタイトル')
    expect(slugify('مرحبا بالعالم')).toBe('مرحبا-بالعالم')
    expect(slugify('Καλημέρα Κόσμε!')).toBe('καλημέρα-κόσμε')
    expect(slugify('ΟΔΟΣ')).toBe('οδος')
    expect(slugify('Привет, мир й')).toBe('привет-мир-й')
    expect(slugify('हिन्दी शीर्षक')).toBe('हिन्दी-शीर्षक')
    expect(slugify('한국어 제목')).toBe('한국어-제목')
    // Half-width katakana and a Persian joiner: one word each, as written.
    expect(slugify('ｱｲｳ')).toBe('アイウ')
    expect(slugify('می‌خواهم')).toBe('میخواهم')
    for (const title of ['Καλημέρα', '한국어'])
      expect(slugify(title.normalize('NFD'))).toBe(slugify(title))
  })

  it('is empty for a title with no letter or digit', () => {
    for (const title of ['}', '!!!', '  ', '— … —']) expect(slugify(title), title).toBe('')
  })

  it('stays within the longest slug without cutting a character in two', () => {
    expect(slugify('a'.repeat(120))).toHaveLength(MAX_SLUG_LENGTH)
    const wide = slugify('𠀋'.repeat(60))
    expect(wide.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH)
    expect(wide).toBe('𠀋'.repeat(48))
  })

  it('makes only slugs that isSlug accepts', () => {
    for (const title of [
      'My App',
      '日本語',
      'Ελληνικά νέα',
      'ϒ test',
      'C++ and C#',
      'x'.repeat(200),
    ])
      expect(isSlug(slugify(title)), title).toBe(true)
  })
})

describe('isSlug', () => {
  it('takes lower-case words of any script joined by single hyphens', () => {
    for (const slug of ['my-app', 'καλημέρα-2026', '日本語', 'مرحبا-بالعالم'])
      expect(isSlug(slug), slug).toBe(true)
  })

  it('refuses capitals, spaces, double or outer hyphens, decomposed letters and an empty slug', () => {
    for (const slug of [
      'My-App',
      'Καλημέρα',
      'a b',
      'a--b',
      '-a',
      'a-',
      '',
      'καλημέρα'.normalize('NFD'),
    ])
      expect(isSlug(slug), slug).toBe(false)
  })
})
