import { describe, expect, it } from 'vitest'

import { plainTextToHtml, richTextToHtml } from './richTextToHtml'

const text = (value: string, marks: Record<string, boolean> = {}) => ({
  type: 'text' as const,
  text: value,
  ...marks,
})

describe('a post body as a feed’s HTML', () => {
  it('nests list items by their depth and closes every list', () => {
    const html = richTextToHtml(
      {
        blocks: [
          {
            type: 'list',
            ordered: false,
            items: [
              { depth: 0, children: [text('a')] },
              { depth: 1, children: [text('a.1')] },
              { depth: 2, children: [text('a.1.i')] },
              { depth: 0, children: [text('b')] },
            ],
          },
        ],
      },
      'https://example.com',
    )
    expect(html).toBe('<ul><li>a<ul><li>a.1<ul><li>a.1.i</li></ul></li></ul></li><li>b</li></ul>')
  })

  it('escapes every text, marks runs, and makes image addresses absolute', () => {
    const html = richTextToHtml(
      {
        blocks: [
          {
            type: 'paragraph',
            children: [
              text('<b>&', { bold: true, italic: true }),
              { type: 'linebreak' },
              { type: 'link', url: 'https://example.com/?a=1&b="2"', children: [text('x')] },
            ],
          },
          {
            type: 'image',
            url: '/cms-api/media/file/a.png',
            alt: 'A "quoted" <alt>',
            width: 10,
            height: 5,
            media: null,
          },
          { type: 'code', language: 'html', code: '</pre>', tokens: [] },
        ],
      },
      'https://example.com',
    )
    expect(html).toBe(
      [
        '<p><strong><em>&lt;b&gt;&amp;</em></strong><br><a href="https://example.com/?a=1&amp;b=&quot;2&quot;">x</a></p>',
        '<p><img src="https://example.com/cms-api/media/file/a.png" alt="A &quot;quoted&quot; &lt;alt&gt;" width="10" height="5"></p>',
        '<pre><code class="language-html">&lt;/pre&gt;</code></pre>',
      ].join('\n'),
    )
  })

  it('makes paragraphs of a plain body', () => {
    expect(plainTextToHtml('One <a>\nline two\n\n\nTwo')).toBe(
      '<p>One &lt;a&gt;<br>line two</p>\n<p>Two</p>',
    )
  })
})
