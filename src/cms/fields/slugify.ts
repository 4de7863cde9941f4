/** In UTF-16 units, as the contract's schema counts. */
export const MAX_SLUG_LENGTH = 96

const WORD_CHARACTER = String.raw`(?:(?![\p{Lu}\p{Lt}])[\p{L}\p{M}\p{N}])`

export const SLUG_PATTERN = new RegExp(`^${WORD_CHARACTER}+(?:-${WORD_CHARACTER}+)*$`, 'u')

const BETWEEN_WORDS = new RegExp(`(?:(?!${WORD_CHARACTER})[^])+`, 'gu')

/** Unicode does not decompose these into a base letter and an accent. */
const LATIN_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
}

/** Never half a character. */
export const clipSlug = (slug: string, max: number = MAX_SLUG_LENGTH): string => {
  let out = ''
  for (const character of slug) {
    if (out.length + character.length > max) break
    out += character
  }
  return out.replace(/-+$/, '')
}

/** Other scripts keep their letters: transliteration would guess at readings (kanji have many). */
export const slugify = (value: string): string =>
  clipSlug(
    value
      .normalize('NFKD')
      .toLowerCase()
      // Only a Latin letter's accents go: Greek, Cyrillic or Devanagari marks are part of the letter.
      .replace(/(\p{Script=Latin})[\u0300-\u036f]+/gu, '$1')
      .replace(/[ßæœøłđðþı]/g, (letter) => LATIN_LETTERS[letter] ?? letter)
      // Joiners and other invisible format characters are not word breaks.
      .replace(/\p{Cf}/gu, '')
      .normalize('NFC')
      .replace(BETWEEN_WORDS, '-')
      .replace(/^-+/, ''),
  )

export const isSlug = (value: string): boolean =>
  value.length <= MAX_SLUG_LENGTH && value === value.normalize('NFC') && SLUG_PATTERN.test(value)
