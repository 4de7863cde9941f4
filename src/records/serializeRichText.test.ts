import { describe, expect, it } from 'vitest'

import { serializeRichText } from './serializeRichText'

/** Lexical nodes as Payload's editor stores them (only the fields that matter here). */
const text = (value: string, format = 0) => ({ type: 'text', text: value, format, version: 1 })
const paragraph = (...children: unknown[]) => ({ type: 'paragraph', children, version: 1 })
const root = (...children: unknown[]) => ({ root: { type: 'root', children, version: 1 } })
const link = (url: string, children: unknown[], linkType = 'custom') => ({
  type: 'link',
  fields: { linkType, url, newTab: false },
  children,
})
const listItem = (...children: unknown[]) => ({ type: 'listitem', children })
const list = (listType: string, ...items: unknown[]) => ({
  type: 'list',
  listType,
  children: items,
})

const BOLD = 1
const ITALIC = 2
const STRIKETHROUGH = 4
const UNDERLINE = 8
const CODE = 16

describe('serializeRichText (Lexical → the contract’s rich text)', () => {
  it('keeps paragraphs with bold, italic, underline, strikethrough and inline code runs', () => {
    const state = root(
      paragraph(
        text('Plain, '),
        text('bold', BOLD),
        text(', '),
        text('italic', ITALIC),
        text(', '),
        text('code', CODE),
        text(' and '),
        text('struck', STRIKETHROUGH | UNDERLINE),
      ),
    )
    expect(serializeRichText(state)).toEqual({
      blocks: [
        {
          type: 'paragraph',
          children: [
            { type: 'text', text: 'Plain, ' },
            { type: 'text', text: 'bold', bold: true },
            { type: 'text', text: ', ' },
            { type: 'text', text: 'italic', italic: true },
            { type: 'text', text: ', ' },
            { type: 'text', text: 'code', code: true },
            { type: 'text', text: ' and ' },
            { type: 'text', text: 'struck', strikethrough: true, underline: true },
          ],
        },
      ],
    })
  })

  it('keeps nested formatting: every mark of a run, inside a link too', () => {
    const state = root(
      paragraph(link('https://example.com/docs', [text('bold italic code', BOLD | ITALIC | CODE)])),
    )
    expect(serializeRichText(state)?.blocks[0]).toEqual({
      type: 'paragraph',
      children: [
        {
          type: 'link',
          url: 'https://example.com/docs',
          children: [
            { type: 'text', text: 'bold italic code', bold: true, italic: true, code: true },
          ],
        },
      ],
    })
  })

  it('keeps http, https and mailto links, in their normalised form', () => {
    const state = root(
      paragraph(
        link('https://example.com', [text('site')]),
        link('http://EXAMPLE.org/a b', [text('old site')]),
        link('mailto:me@example.com', [text('mail')]),
        {
          type: 'autolink',
          fields: { linkType: 'custom', url: 'https://auto.example' },
          children: [text('auto')],
        },
      ),
    )
    const links = serializeRichText(state)!.blocks[0]
    expect(links).toMatchObject({
      children: [
        { type: 'link', url: 'https://example.com/' },
        { type: 'link', url: 'http://example.org/a%20b' },
        { type: 'link', url: 'mailto:me@example.com' },
        { type: 'link', url: 'https://auto.example/' },
      ],
    })
  })

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '/relative/path',
    'www.example.com',
    '',
  ])('refuses the link %j but keeps its text', (url) => {
    const state = root(paragraph(text('See '), link(url, [text('this', BOLD)])))
    expect(serializeRichText(state)!.blocks[0]).toEqual({
      type: 'paragraph',
      children: [
        { type: 'text', text: 'See ' },
        { type: 'text', text: 'this', bold: true },
      ],
    })
  })

  it('serves an internal link (to a document) as its text: there is no URL to check', () => {
    const state = root(paragraph(link('https://example.com', [text('doc')], 'internal')))
    expect(serializeRichText(state)!.blocks[0]).toEqual({
      type: 'paragraph',
      children: [{ type: 'text', text: 'doc' }],
    })
  })

  it('keeps bullet and numbered lists, nested items with their depth', () => {
    const state = root(
      list(
        'bullet',
        listItem(text('One')),
        listItem(list('bullet', listItem(text('One.a')), listItem(text('One.b', BOLD)))),
        listItem(text('Two')),
      ),
      list('number', listItem(text('First')), listItem(text('Second'))),
    )
    expect(serializeRichText(state)).toEqual({
      blocks: [
        {
          type: 'list',
          ordered: false,
          items: [
            { depth: 0, children: [{ type: 'text', text: 'One' }] },
            { depth: 1, children: [{ type: 'text', text: 'One.a' }] },
            { depth: 1, children: [{ type: 'text', text: 'One.b', bold: true }] },
            { depth: 0, children: [{ type: 'text', text: 'Two' }] },
          ],
        },
        {
          type: 'list',
          ordered: true,
          items: [
            { depth: 0, children: [{ type: 'text', text: 'First' }] },
            { depth: 0, children: [{ type: 'text', text: 'Second' }] },
          ],
        },
      ],
    })
  })

  it('keeps headings with their level, quotes and line breaks', () => {
    const state = root(
      { type: 'heading', tag: 'h3', children: [text('Why')] },
      { type: 'quote', children: [text('Said once')] },
      paragraph(text('line one'), { type: 'linebreak' }, text('line two')),
    )
    expect(serializeRichText(state)!.blocks).toEqual([
      { type: 'heading', level: 3, children: [{ type: 'text', text: 'Why' }] },
      { type: 'quote', children: [{ type: 'text', text: 'Said once' }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'line one' },
          { type: 'linebreak' },
          { type: 'text', text: 'line two' },
        ],
      },
    ])
  })

  it('drops unknown nodes safely: uploads, blocks, raw HTML, rules, empty paragraphs', () => {
    const state = root(
      { type: 'upload', relationTo: 'media', value: 3 },
      { type: 'block', fields: { blockType: 'html', html: '<script>alert(1)</script>' } },
      { type: 'html', html: '<img src=x onerror=alert(1)>' },
      { type: 'horizontalrule' },
      paragraph(),
      paragraph(text('   ')),
      paragraph(
        text('Kept'),
        { type: 'inlineBlock', fields: { html: '<b>x</b>' } },
        { type: 'relationship', value: { id: 1 } },
      ),
      { type: 'layout', children: [paragraph(text('Inside a container'))] },
    )
    expect(serializeRichText(state)).toEqual({
      blocks: [
        { type: 'paragraph', children: [{ type: 'text', text: 'Kept' }] },
        { type: 'paragraph', children: [{ type: 'text', text: 'Inside a container' }] },
      ],
    })
  })

  it('serves markup typed as text as text: never HTML', () => {
    const state = root(paragraph(text('<script>alert(1)</script>')))
    expect(serializeRichText(state)!.blocks[0]).toEqual({
      type: 'paragraph',
      children: [{ type: 'text', text: '<script>alert(1)</script>' }],
    })
  })

  it('answers null when there is nothing to show, or no editor state at all', () => {
    expect(serializeRichText(null)).toBeNull()
    expect(serializeRichText(undefined)).toBeNull()
    expect(serializeRichText('text')).toBeNull()
    expect(serializeRichText({ root: null })).toBeNull()
    expect(serializeRichText(root())).toBeNull()
    expect(serializeRichText(root(paragraph(), { type: 'upload', value: 1 }))).toBeNull()
    expect(serializeRichText({ root: { children: 'not a list' } })).toBeNull()
  })
})
