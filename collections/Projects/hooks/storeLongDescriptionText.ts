import type { CollectionBeforeChangeHook } from 'payload'

import { lexicalToPlainText } from '../../../src/cms/fields/lexicalText'

/** Mirrors the rich long description into plain text for the public API. */
export const storeLongDescriptionText: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  if (data.longDescription !== undefined) {
    data.longDescriptionText = lexicalToPlainText(data.longDescription)
  } else if (originalDoc && data.longDescriptionText === undefined) {
    data.longDescriptionText = originalDoc.longDescriptionText
  }
  return data
}
