// @vitest-environment happy-dom
import type { RichTextDto, RichTextInline } from '@shared/apiTypes'
import { describe, expect, it } from 'vitest'

import { render as renderElement } from '@/lib/testing'
import { RichText } from './rich-text'

const render = (value: RichTextDto, topHeading?: 2 | 3 | 4) =>
  renderElement(<RichText value={value} topHeading={topHeading} />).firstElementChild as HTMLElement

const paragraphOf = (...children: RichTextInline[]): RichTextDto => ({
  blocks: [{ type: 'paragraph', children }],
})

describe('RichText', () => {
  it('draws paragraphs with bold, italic, code, underline and strikethrough as elements', () => {
    const element = render(
      paragraphOf(
        { type: 'text', text: 'Built with ' },
        { type: 'text', text: 'care', bold: true },
        { type: 'text', text: ', ' },
        { type: 'text', text: 'speed', italic: true },
        { type: 'text', text: ' and ' },
        { type: 'text', text: 'npm ci', code: true },
        {
          type: 'text',
          text: 'both',
          bold: true,
          italic: true,
          underline: true,
          strikethrough: true,
        },
      ),
    )
    const p = element.querySelector('p')!
    expect(p.textContent).toBe('Built with care, speed and npm ciboth')
    expect(p.querySelector('strong')!.textContent).toBe('care')
    expect(p.querySelector('em')!.textContent).toBe('speed')
    expect(p.querySelector('code')!.textContent).toBe('npm ci')
    // Nested marks nest their elements: strong > em > u > s.
    expect(p.querySelector('strong > em > u > s')!.textContent).toBe('both')
  })

  it('draws markup in the text as text, never as HTML', () => {
    const element = render(
      paragraphOf({
        type: 'text',
        text: '<img src=x onerror="alert(1)"><script>alert(2)</script>',
      }),
    )
    expect(element.querySelector('img, script')).toBeNull()
    expect(element.textContent).toBe('<img src=x onerror="alert(1)"><script>alert(2)</script>')
  })

  it('links web pages in a new tab with rel="noopener noreferrer", mailto in place', () => {
    const element = render(
      paragraphOf(
        {
          type: 'link',
          url: 'https://example.com/',
          children: [{ type: 'text', text: 'the demo', bold: true }],
        },
        { type: 'text', text: ' or ' },
        { type: 'link', url: 'mailto:me@example.com', children: [{ type: 'text', text: 'mail' }] },
      ),
    )
    const [web, mail] = [...element.querySelectorAll('a')]
    expect(web.getAttribute('href')).toBe('https://example.com/')
    expect(web.getAttribute('target')).toBe('_blank')
    expect(web.getAttribute('rel')).toBe('noopener noreferrer')
    expect(web.querySelector('strong')!.textContent).toBe('the demo')
    expect(web.textContent).toBe('the demo (opens in a new tab)')
    expect(mail.getAttribute('href')).toBe('mailto:me@example.com')
    expect(mail.hasAttribute('target')).toBe(false)
    expect(mail.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it.each(['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,<b>x</b>', '/local'])(
    'draws a link to %j as plain text',
    (url) => {
      const element = render(
        paragraphOf({ type: 'link', url, children: [{ type: 'text', text: 'click me' }] }),
      )
      expect(element.querySelector('a')).toBeNull()
      expect(element.textContent).toBe('click me')
    },
  )

  it('nests list items by depth, bullets and numbers', () => {
    const element = render({
      blocks: [
        {
          type: 'list',
          ordered: false,
          items: [
            { depth: 0, children: [{ type: 'text', text: 'One' }] },
            { depth: 1, children: [{ type: 'text', text: 'One.a' }] },
            { depth: 3, children: [{ type: 'text', text: 'One.a.i' }] },
            { depth: 0, children: [{ type: 'text', text: 'Two' }] },
          ],
        },
        {
          type: 'list',
          ordered: true,
          items: [{ depth: 0, children: [{ type: 'text', text: 'First' }] }],
        },
      ],
    })
    const top = element.querySelector('ul')!
    expect([...top.children].map((li) => li.firstChild?.textContent)).toEqual(['One', 'Two'])
    // A jump of several levels goes one level deeper only.
    expect(top.querySelector(':scope > li > ul > li')!.firstChild?.textContent).toBe('One.a')
    expect(top.querySelector(':scope > li > ul > li > ul > li')!.textContent).toBe('One.a.i')
    expect(element.querySelector('ol > li')!.textContent).toBe('First')
  })

  it('puts headings under the page heading without skipping levels; quotes and breaks', () => {
    const text = (value: string) => [{ type: 'text' as const, text: value }]
    const element = render({
      blocks: [
        { type: 'heading', level: 1, children: text('Big') },
        { type: 'heading', level: 4, children: text('Small') },
        { type: 'quote', children: text('Quoted') },
        {
          type: 'paragraph',
          children: [...text('a'), { type: 'linebreak' }, ...text('b')],
        },
      ],
    })
    expect(element.querySelector('h2')!.textContent).toBe('Big')
    expect(element.querySelector('h3')!.textContent).toBe('Small')
    expect(element.querySelector('blockquote')!.textContent).toBe('Quoted')
    expect(element.querySelector('p')!.innerHTML).toBe('a<br>b')
  })

  it('leaves out a block or inline kind it does not know', () => {
    const element = render({
      blocks: [
        { type: 'video', url: 'https://example.com' },
        {
          type: 'paragraph',
          children: [
            { type: 'html', html: '<b>x</b>' },
            { type: 'text', text: 'ok' },
          ],
        },
      ],
    } as unknown as RichTextDto)
    expect(element.innerHTML).toBe('<p>ok</p>')
  })
})
