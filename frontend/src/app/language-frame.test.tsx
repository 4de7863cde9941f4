// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'

import { loadCatalogue } from '@/i18n/site-languages'
import type { SiteLanguages } from '@/lib/page-language'
import { render as renderElement, THREE_LANGUAGES as site } from '@/lib/testing'
import { LanguageFrame } from './language-frame'
import { BottomDock } from './layout/bottom-dock'

const render = (address: string, languages: SiteLanguages = site) => {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } })
  client.setQueryData(['languages'], languages)
  const container = renderElement(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[address]}>
        <LanguageFrame>
          <BottomDock />
        </LanguageFrame>
      </MemoryRouter>
    </QueryClientProvider>,
  )
  const links = [...container.querySelectorAll<HTMLAnchorElement>('a[data-dock]')]
    .map((link) => link.getAttribute('href'))
    .filter((href) => href?.startsWith('/'))
  return { container, links }
}

describe('the page language frame', () => {
  it('sets <html lang dir> to the page’s language, right to left for Arabic', () => {
    render('/ar/about')
    expect(document.documentElement.lang).toBe('ar')
    expect(document.documentElement.dir).toBe('rtl')
    render('/es/about')
    expect(document.documentElement.lang).toBe('es')
    expect(document.documentElement.dir).toBe('ltr')
    render('/about')
    expect(document.documentElement.lang).toBe('en')
    expect(document.documentElement.dir).toBe('ltr')
  })

  it("keeps the dock's links in the page's language", () => {
    expect(render('/ar/about').links).toEqual(['/ar', '/ar/skills', '/ar/projects', '/ar/about'])
    expect(render('/projects/2').links).toEqual(['/', '/skills', '/projects', '/about'])
  })

  it('offers the languages by their own names in the dock, only on a site with several', async () => {
    await loadCatalogue('es')
    const { container } = render('/es/projects')
    const select = container.querySelector('select')
    expect(select?.getAttribute('aria-label')).toBe('Idioma')
    expect(select?.value).toBe('es')
    expect([...(select?.options ?? [])].map((option) => option.text)).toEqual([
      'English',
      'Español',
      'العربية',
    ])
    const single = render('/projects', { default: 'en', languages: site.languages.slice(0, 1) })
    expect(single.container.querySelector('select')).toBeNull()
  })
})
