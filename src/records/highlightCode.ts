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

/**
 * The highlight.js grammar of each language a post's code block offers, and only those: the
 * answer carries the highlighting, so the site ships no highlighter. A language added to
 * `CODE_LANGUAGES` must name its grammar here (the type says so).
 */
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

/**
 * A span's classes as one kind: `hljs-title function_` → `title-function`. The class that marks
 * embedded code of another language (`language-css`) says nothing of the run's kind.
 */
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

/**
 * A code block's code as highlighted runs, whose texts joined are the code exactly. A language
 * with no grammar here is one plain run.
 */
export const highlightCode = (code: string, language: string): CodeToken[] => {
  if (code === '') return []
  if (!Object.hasOwn(GRAMMARS, language)) return [{ text: code, kind: null }]
  const tree = lowlight.highlight(language, code) as unknown as HastNode
  return runsOf(tree.children ?? [], null, [])
}
