import type { CollectionBeforeChangeHook } from 'payload'

import { readingMinutes } from '../../../src/cms/fields/readingMinutes'
import { postBodyText } from '../postBodyText'

/**
 * Keeps a post's body as plain text too (the contract answers it, search reads it), with its
 * code blocks, and the reading time worked out from it.
 */
export const storeBodyText: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  if (data.body !== undefined) {
    data.bodyText = postBodyText(data.body)
  } else if (originalDoc && data.bodyText === undefined) {
    data.bodyText = originalDoc.bodyText
  }
  data.readingMinutes = readingMinutes(String(data.bodyText ?? ''))
  return data
}
