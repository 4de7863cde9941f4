import { lexicalToPlainText } from '../../src/cms/fields/lexicalText'

type Node = { type?: string; fields?: { code?: unknown }; children?: Node[] }

/** The code of every code block in a rich text, which the plain text leaves out. */
const codeOf = (node: Node | undefined, out: string[] = []): string[] => {
  if (!node) return out
  if (node.type === 'block' && typeof node.fields?.code === 'string') out.push(node.fields.code)
  node.children?.forEach((child) => codeOf(child, out))
  return out
}

/** A post's rich body as plain text, its code blocks' code after the prose. */
export const postBodyText = (body: unknown): string => {
  const prose = lexicalToPlainText(body)
  const code = codeOf((body as { root?: Node } | null | undefined)?.root)
  return [prose, ...code].filter(Boolean).join('\n\n')
}
