/** Longest slug in UTF-16 units (as the contract's schema counts); a numbered variant stays within it. */
export const MAX_SLUG_LENGTH = 96

/** A slug's letter or digit: any script's, but not an upper-case or title-case letter. */
const WORD_CHARACTER = String.raw`(?:(?![\p{Lu}\p{Lt}])[\p{L}\p{M}\p{N}])`

/**
 * What a slug is: words of lower-case letters (any script; lower case where the script has case)
 * and digits, joined by single hyphens, in NFC.
 */
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
 * Turns a title into a URL slug. Latin letters lose their accents (`Café` → `cafe`), as before;
 * every other script keeps its letters (`日本語のタイトル`, `مرحبا-بالعالم`, `καλημέρα`), in NFC
 * and lower case where it has case, and is percent-encoded wherever the slug is an address: a
 * transliteration would guess at readings (kanji have several) and differ for each language.
 * Empty when the title has no letter or digit at all (the slug field then names the record's kind).
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
