type LexicalNode = { type?: string; text?: string; children?: LexicalNode[] }

export type LexicalState = {
  root: {
    type: string
    children: { type: string; version: number; [key: string]: unknown }[]
    direction: 'ltr' | 'rtl' | null
    format: '' | 'start' | 'end' | 'left' | 'center' | 'right' | 'justify'
    indent: number
    version: number
  }
}

const BLOCK_TYPES = new Set(['paragraph', 'heading', 'listitem', 'quote'])

const collect = (node: LexicalNode, out: string[]): void => {
  if (typeof node.text === 'string') out.push(node.text)
  if (node.type === 'linebreak') out.push('\n')
  node.children?.forEach((child) => collect(child, out))
  if (node.type && BLOCK_TYPES.has(node.type)) out.push('\n\n')
}

export const lexicalToPlainText = (state: unknown): string => {
  const root = (state as LexicalState | null | undefined)?.root
  if (!root) return ''
  const out: string[] = []
  collect(root as LexicalNode, out)
  return out
    .join('')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

export const plainTextToLexical = (text: string): LexicalState => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    children: text
      .split(/\n{2,}/)
      .filter((block) => block.trim() !== '')
      .map((block) => ({
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        textFormat: 0,
        textStyle: '',
        children: [
          {
            type: 'text',
            text: block.trim(),
            format: 0,
            detail: 0,
            mode: 'normal',
            style: '',
            version: 1,
          },
        ],
      })),
  },
})
