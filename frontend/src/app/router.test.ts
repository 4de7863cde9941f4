// @vitest-environment happy-dom
import { matchPath } from 'react-router-dom'
import { describe, expect, it } from 'vitest'

import { SITE_PAGES } from '@shared/sitePages'
import { THREE_LANGUAGES as site } from '@/lib/testing'
import { languageRoutes } from './router'

const moduleAt = (pathname: string) =>
  languageRoutes(site).find(({ path }) => matchPath(path, pathname))

describe('the routes in each language', () => {
  it('are the table of pages at its paths for the default language, under the code for the others', () => {
    const paths = languageRoutes(site).map(({ path }) => path)
    expect(paths.slice(0, SITE_PAGES.length)).toEqual(SITE_PAGES.map(({ path }) => path))
    expect(paths).toContain('/es')
    expect(paths).toContain('/es/projects/:id')
    expect(paths).toContain('/ar/about')
    expect(paths).toHaveLength(SITE_PAGES.length * 3)
  })

  it('show the same page module in every language', () => {
    expect(moduleAt('/projects/2')).toMatchObject({ module: 'project-detail', language: 'en' })
    expect(moduleAt('/es/projects/2')).toMatchObject({ module: 'project-detail', language: 'es' })
    expect(moduleAt('/ar/')).toMatchObject({ module: 'home', language: 'ar' })
    expect(moduleAt('/writing')).toMatchObject({ module: 'writing', language: 'en' })
    expect(moduleAt('/es/writing/debouncing-search')).toMatchObject({
      module: 'post',
      language: 'es',
    })
  })

  it('match nothing under a prefix the site does not have, nor under the default’s', () => {
    expect(moduleAt('/fr/projects')).toBeUndefined()
    expect(moduleAt('/en/projects')).toBeUndefined()
    expect(languageRoutes({ ...site, languages: site.languages.slice(0, 1) })).toHaveLength(
      SITE_PAGES.length,
    )
  })
})
