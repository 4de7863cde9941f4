import bash from 'highlight.js/lib/languages/bash'
import css from 'highlight.js/lib/languages/css'
import javascript from 'highlight.js/lib/languages/javascript'
import json from 'highlight.js/lib/languages/json'
import plaintext from 'highlight.js/lib/languages/plaintext'
import python from 'highlight.js/lib/languages/python'
import sql from 'highlight.js/lib/languages/sql'
import typescript from 'highlight.js/lib/languages/typescript'
import xml from 'highlight.js/lib/languages/xml'
import yaml from 'highlight.js/lib/languages/yaml'
import { createLowlight } from 'lowlight'

import type { RichTextBlock } from '../shared/apiTypes'
import type { CodeLanguage } from '../shared/model'

export type CodeToken = Extract<RichTextBlock, { type: 'code' }>['tokens'][number]

/** Only the offered languages' grammars: the answer carries the highlighting, not the site. */
const GRAMMARS: Record<CodeLanguage, Parameters<ReturnType<typeof createLowlight>['register']>[1]> =
  {
    plaintext,
    bash,
    css,
    html: xml,
    javascript,
    json,
    // highlight.js reads JSX and TSX with the JavaScript and TypeScript grammars.
    jsx: javascript,
    python,
    sql,
    tsx: typescript,
    typescript,
    yaml,
  }

const lowlight = createLowlight(GRAMMARS)

/** What this reads of lowlight's tree (hast): text, and spans with their classes. */
type HastNode = {
  type: string
  value?: string
  properties?: { className?: unknown }
  children?: HastNode[]
}

/** `hljs-title function_` → `title-function`; `language-…` says nothing of the kind. */
const kindOf = (className: unknown): string | null => {
  const words = (Array.isArray(className) ? className : [])
    .map(String)
    .filter((name) => !name.startsWith('language-'))
    .map((name) =>
      name
        .replace(/^hljs-/, '')
        .toLowerCase()
        .replace(/[^a-z]+/g, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .filter(Boolean)
  return words.length > 0 ? words.join('-') : null
}

/** The text runs under `nodes`, each with the kind of its innermost highlighted span. */
const runsOf = (nodes: HastNode[], kind: string | null, out: CodeToken[]): CodeToken[] => {
  for (const node of nodes) {
    if (node.type === 'text' && node.value) {
      const last = out.at(-1)
      // Neighbours of one kind are one run (highlight.js splits text at every match).
      if (last && last.kind === kind) last.text += node.value
      else out.push({ text: node.value, kind })
    } else if (node.children) {
      runsOf(node.children, kindOf(node.properties?.className) ?? kind, out)
    }
  }
  return out
}

/** Highlighted runs whose texts joined are the code exactly. */
export const highlightCode = (code: string, language: string): CodeToken[] => {
  if (code === '') return []
  if (!Object.hasOwn(GRAMMARS, language)) return [{ text: code, kind: null }]
  const tree = lowlight.highlight(language, code) as unknown as HastNode
  return runsOf(tree.children ?? [], null, [])
}
