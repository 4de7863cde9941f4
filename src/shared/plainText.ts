/**
 * A tag, comment or doctype (`<b>`, `</p>`, `<img …>`, `<!-- -->`): what a client's plain text
 * must not carry. `a < b` or `<3` are words, not markup, and pass.
 */
const MARKUP = /<\s*(?:\/\s*)?[a-z!?][^<>]*>/i

export const carriesMarkup = (text: string): boolean => MARKUP.test(text)
