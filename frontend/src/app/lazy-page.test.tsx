// @vitest-environment happy-dom
import { act, type ComponentType, Suspense } from 'react'
import { describe, expect, it } from 'vitest'

import { render } from '@/lib/testing'
import { lazyPage } from './lazy-page'

/** Renders `Page` under a Suspense boundary; returns what the container showed after the first commit. */
const firstCommit = (Page: ComponentType) => {
  const container = render(
    <Suspense fallback={<p>fallback</p>}>
      <Page />
    </Suspense>,
  )
  return { container, shown: container.textContent }
}

const HelloPage = () => <h1>hello</h1>

describe('lazyPage', () => {
  it('renders a preloaded page in the first commit, without its fallback', async () => {
    const Page = lazyPage(async () => HelloPage)
    await Page.preload()
    expect(firstCommit(Page).shown).toBe('hello')
  })

  it('without a preload, shows the fallback until the module is in, then the page', async () => {
    let release = () => {}
    const Page = lazyPage(() => new Promise((resolve) => (release = () => resolve(HelloPage))))
    const { container, shown } = firstCommit(Page)
    expect(shown).toBe('fallback')
    await act(async () => release())
    expect(container.textContent).toBe('hello')
  })

  it('loads the module once however often it is asked for', async () => {
    let loads = 0
    const Page = lazyPage(async () => {
      loads += 1
      return HelloPage
    })
    await Promise.all([Page.preload(), Page.preload()])
    firstCommit(Page)
    expect(loads).toBe(1)
  })

  it('tries a failed module again on the next request', async () => {
    let attempts = 0
    const Page = lazyPage(async () => {
      attempts += 1
      if (attempts === 1) throw new Error('chunk failed')
      return HelloPage
    })
    await expect(Page.preload()).rejects.toThrow('chunk failed')
    await Page.preload()
    expect(attempts).toBe(2)
    expect(firstCommit(Page).shown).toBe('hello')
  })
})
