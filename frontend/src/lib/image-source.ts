/**
 * Spec section 2: an image value is a URL only when it starts with data:, /, http:// or https://;
 * anything else (an emoji, a word) is shown as text.
 */
export const isImageUrl = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^(data:|\/|http:\/\/|https:\/\/)/i.test(value.trim())
