// @vitest-environment happy-dom
import type { MediaDto, PostDto, RichTextBlock } from '@shared/apiTypes'
import { samplePosts } from '@shared/sampleData/samplePosts'
import { describe, expect, it } from 'vitest'

import { render as renderElement } from '@/lib/testing'
import { PostBody } from './post-body'

const render = (post: PostDto) => renderElement(<PostBody post={post} />, { attach: true })

const withBlocks = (blocks: RichTextBlock[]): PostDto => ({
  ...samplePosts[1]!,
  bodyRich: { blocks },
})

const media: MediaDto = {
  id: 4,
  url: '/media/diagram.png',
  alt: 'Stored alt',
  width: 1600,
  height: 900,
  mimeType: 'image/png',
  sizes: {
    card: { url: '/media/diagram-640.webp', width: 640, height: 360 },
    cardLarge: { url: '/media/diagram-1024.webp', width: 1024, height: 576 },
  },
}

const codeBlock = samplePosts[0]!.bodyRich!.blocks.find((block) => block.type === 'code')!

describe("a post's body", () => {
  it('draws a code block as <pre><code>, one span per token, classed by its kind', () => {
    const body = render(withBlocks([codeBlock]))
    const code = body.querySelector('figure.code-block pre > code')!
    expect(code.textContent).toBe(codeBlock.type === 'code' ? codeBlock.code : '')
    const spans = [...code.children]
    expect(spans.every((span) => span.tagName === 'SPAN')).toBe(true)
    expect(spans).toHaveLength(codeBlock.type === 'code' ? codeBlock.tokens.length : 0)
    expect(code.querySelector('.tok--keyword')!.textContent).toBe('export')
    expect(code.querySelector('.tok--title-function')!.textContent).toBe('debounce')
    expect(code.querySelector('.tok--string')!.textContent).toBe("'Searching for'")
    expect(code.querySelector('.tok--comment')!.textContent).toMatch(/^\/\/ Runs/)
    // Plain text between tokens is a span too, with no kind.
    expect(spans.filter((span) => span.className === 'tok').length).toBeGreaterThan(0)
    expect(body.querySelector('figcaption')!.textContent).toBe('typescript code')
  })

  it('keeps a kind it does not know as a harmless class', () => {
    const body = render(
      withBlocks([
        { type: 'code', language: '', code: 'x', tokens: [{ text: 'x', kind: 'title.class"><b' }] },
      ]),
    )
    expect(body.querySelector('code > span')!.className).toBe('tok tok--title-class---b')
    expect(body.querySelector('figcaption')!.textContent).toBe('text code')
  })

  it('draws a picture with its alt text, its renditions and its size', () => {
    const body = render(
      withBlocks([
        {
          type: 'image',
          url: media.url,
          alt: 'The checkout, step by step',
          width: 1600,
          height: 900,
          media,
        },
        {
          type: 'image',
          url: 'javascript:alert(1)',
          alt: 'x',
          width: null,
          height: null,
          media: null,
        },
      ]),
    )
    const images = body.querySelectorAll('img')
    expect(images).toHaveLength(1)
    const image = images[0]!
    expect(image.getAttribute('alt')).toBe('The checkout, step by step')
    expect(image.getAttribute('src')).toBe('/media/diagram.png')
    expect(image.getAttribute('srcset')).toBe(
      '/media/diagram-640.webp 640w, /media/diagram-1024.webp 1024w, /media/diagram.png 1600w',
    )
    expect(image.getAttribute('sizes')).toBeTruthy()
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1600', '900'])
    expect(image.getAttribute('loading')).toBe('lazy')
  })

  it('draws the other blocks as the rich text does, headings under the page’s h1', () => {
    const body = render(samplePosts[1]!)
    expect(body.querySelector('h2')!.textContent).toBe('What went wrong')
    expect(body.querySelectorAll('ul > li')).toHaveLength(3)
    expect(body.querySelector('blockquote')).not.toBeNull()
  })

  it('shows the plain paragraphs when there is no rich form', () => {
    const body = render({ ...samplePosts[1]!, bodyRich: undefined, body: 'One.\n\n\nTwo\nlines.' })
    expect([...body.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'One.',
      'Two\nlines.',
    ])
  })
})
