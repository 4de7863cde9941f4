import type { CollectionBeforeChangeHook } from 'payload'

import { lexicalToPlainText } from '../../../src/cms/fields/lexicalText'
import { readingMinutes } from '../../../src/cms/fields/readingMinutes'

type Node = { type?: string; fields?: { code?: unknown }; children?: Node[] }

/** The code of every code block in a rich text, which the plain text leaves out. */
const codeOf = (node: Node | undefined, out: string[] = []): string[] => {
  if (!node) return out
  if (node.type === 'block' && typeof node.fields?.code === 'string') out.push(node.fields.code)
  node.children?.forEach((child) => codeOf(child, out))
  return out
}

/**
 * Keeps a post's body as plain text too (the contract answers it, search reads it), with its
 * code blocks, and the reading time worked out from it.
 */
export const storeBodyText: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  if (data.body !== undefined) {
    const prose = lexicalToPlainText(data.body)
    const code = codeOf((data.body as { root?: Node } | null)?.root)
    data.bodyText = [prose, ...code].filter(Boolean).join('\n\n')
  } else if (originalDoc && data.bodyText === undefined) {
    data.bodyText = originalDoc.bodyText
  }
  data.readingMinutes = readingMinutes(String(data.bodyText ?? ''))
  return data
}
