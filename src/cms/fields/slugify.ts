/** Longest slug in UTF-16 units (as the contract's schema counts); a numbered variant stays within it. */
export const MAX_SLUG_LENGTH = 96

/** A slug's letter or digit: any script's, but not an upper-case or title-case letter. */
const WORD_CHARACTER = String.raw`(?:(?![\p{Lu}\p{Lt}])[\p{L}\p{M}\p{N}])`

/** Words of lower-case letters (any script) and digits, joined by single hyphens, in NFC. */
export const SLUG_PATTERN = new RegExp(`^${WORD_CHARACTER}+(?:-${WORD_CHARACTER}+)*$`, 'u')

const BETWEEN_WORDS = new RegExp(`(?:(?!${WORD_CHARACTER})[^])+`, 'gu')

/** Latin letters Unicode does not decompose into a base letter and an accent. */
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

/** At most `max` UTF-16 units, never half a character, and no hyphen left at the end. */
export const clipSlug = (slug: string, max: number = MAX_SLUG_LENGTH): string => {
  let out = ''
  for (const character of slug) {
    if (out.length + character.length > max) break
    out += character
  }
  return out.replace(/-+$/, '')
}

/**
 * Latin letters lose their accents; other scripts keep their letters, since a transliteration
 * would guess at readings (kanji have several).
 */
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

/** Whether `value` is a slug as `slugify` makes them (and the contract accepts them). */
export const isSlug = (value: string): boolean =>
  value.length <= MAX_SLUG_LENGTH && value === value.normalize('NFC') && SLUG_PATTERN.test(value)
