import { describe, expect, it } from 'vitest'

import { CODE_LANGUAGES } from '../shared/model'
import { highlightCode } from './highlightCode'

const joined = (tokens: { text: string }[]) => tokens.map((token) => token.text).join('')

describe('highlightCode', () => {
  it.each(Object.keys(CODE_LANGUAGES))(
    'highlights %s into runs that make up the code',
    (language) => {
      const code = '<p class="x">{ "a": 1 } // é 😀</p>\n\tSELECT 1; def f(): pass\n'
      const tokens = highlightCode(code, language)
      expect(joined(tokens)).toBe(code)
      for (const token of tokens) {
        expect(token.text).not.toBe('')
        expect(token.kind ?? 'plain').toMatch(/^[a-z]+(?:-[a-z]+)*$/)
      }
    },
  )

  it('names the kinds of runs by the highlighter’s classes', () => {
    const tokens = highlightCode('function tide() { return "high" } # note', 'javascript')
    expect(tokens).toContainEqual({ text: 'function', kind: 'keyword' })
    expect(tokens).toContainEqual({ text: 'tide', kind: 'title-function' })
    expect(tokens).toContainEqual({ text: '"high"', kind: 'string' })
    expect(highlightCode('<a href="/">x</a>', 'html')).toContainEqual({ text: 'a', kind: 'name' })
  })

  it('answers a language it does not highlight as one plain run', () => {
    expect(highlightCode('PERFORM 100-MAIN.', 'cobol')).toEqual([
      { text: 'PERFORM 100-MAIN.', kind: null },
    ])
    expect(highlightCode('x', 'constructor')).toEqual([{ text: 'x', kind: null }])
    expect(highlightCode('', 'typescript')).toEqual([])
  })
})
