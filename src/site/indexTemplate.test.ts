import { describe, expect, it } from 'vitest'

import { parseIndexTemplate, renderIndex, withDocumentLanguage } from './indexTemplate'

const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Default title</title>
    <meta name="description" content="Default description" />
    <meta name="theme-color" content="#07080f" />
    <link rel="canonical" href="/"  />
    <meta property="og:title" content="Default" />
    <meta name="twitter:card" content="summary" />
    <script type="application/ld+json">{"old":true}</script>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`

describe('parseIndexTemplate', () => {
  it('takes out the managed tags and puts a page’s own set where the first one was', () => {
    const html = renderIndex(parseIndexTemplate(BUILT), [
      '<title>New</title>',
      '<meta name="description" content="New" />',
    ])
    expect(html).toBe(`<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>New</title>
    <meta name="description" content="New" />
    <meta name="theme-color" content="#07080f" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`)
  })

  it('takes out the app’s icons and manifest, which the server derives from the CMS, and keeps the theme colour, which follows the visitor’s theme', () => {
    const template = parseIndexTemplate(`<html><head>
    <meta charset="UTF-8" />
    <meta name="theme-color" content="#07080f" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
    <link rel="manifest" href="/manifest.webmanifest" />
    <link rel="stylesheet" href="/assets/index.css" />
</head><body></body></html>`)
    expect(renderIndex(template, ['<title>T</title>'])).toBe(`<html><head>
    <meta charset="UTF-8" />
    <meta name="theme-color" content="#07080f" />
    <title>T</title>
    <link rel="stylesheet" href="/assets/index.css" />
</head><body></body></html>`)
  })

  it('inserts before </head> when the file has none of the tags', () => {
    const template = parseIndexTemplate(
      '<html><head>\n<meta charset="UTF-8">\n</head><body></body></html>',
    )
    expect(renderIndex(template, ['<title>T</title>'])).toBe(
      '<html><head>\n<meta charset="UTF-8">\n    <title>T</title>\n</head><body></body></html>',
    )
  })
})

describe('withDocumentLanguage', () => {
  it('sets the html element’s lang and dir, keeping its other attributes', () => {
    expect(
      withDocumentLanguage('<!doctype html>\n<html lang="en" data-x="1">\n<head>', {
        lang: 'ar',
        dir: 'rtl',
      }),
    ).toBe('<!doctype html>\n<html lang="ar" dir="rtl" data-x="1">\n<head>')
    expect(withDocumentLanguage('<html><head>', { lang: 'es', dir: 'ltr' })).toBe(
      '<html lang="es" dir="ltr"><head>',
    )
  })
})
