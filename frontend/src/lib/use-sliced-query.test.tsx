// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'

import { useSlicedQuery } from './use-sliced-query'

// React's act() environment flag, so updates are flushed inside act().
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

type Seen = {
  cached: string | undefined
  status: string
  isPending: boolean
  isSuccess: boolean
  data: string | undefined
}

const KEY = ['sliced-test']
let unmount = () => {}
afterEach(() => unmount())

/** Renders a component using the hook and records, per render, what it saw and what the cache held. */
const render = async (client: QueryClient, queryFn: () => Promise<string>): Promise<Seen[]> => {
  const seen: Seen[] = []
  const Probe = () => {
    const result = useSlicedQuery({ queryKey: KEY, queryFn })
    const cached = useQueryClient().getQueryData<string>(KEY)
    const { status, isPending, isSuccess, data } = result
    seen.push({ cached, status, isPending, isSuccess, data })
    return null
  }
  const root = createRoot(document.createElement('div'))
  unmount = () => act(() => root.unmount())
  await act(async () => {
    root.render(
      <QueryClientProvider client={client}>
        <Probe />
      </QueryClientProvider>,
    )
  })
  return seen
}

describe('useSlicedQuery', () => {
  it('keeps reporting "pending" until the deferred render shows the arrived data', async () => {
    let resolve!: (value: string) => void
    const client = new QueryClient()
    const seenPromise = render(client, () => new Promise<string>((r) => (resolve = r)))
    const seen = await seenPromise
    await act(async () => {
      resolve('projects')
      // React Query tells its subscribers on a zero-delay timer.
      await new Promise((done) => setTimeout(done, 20))
    })

    // Every render is self-consistent: never "success" without data, never data while pending.
    for (const render of seen) {
      expect(render.isSuccess).toBe(render.data !== undefined)
      expect(render.isPending).toBe(render.data === undefined)
      expect(render.status).toBe(render.data === undefined ? 'pending' : 'success')
    }
    // The data reached the cache before it was shown: that render was still "pending" (deferred).
    expect(seen.some((render) => render.cached === 'projects' && render.isPending)).toBe(true)
    expect(seen.at(-1)).toMatchObject({ isSuccess: true, data: 'projects' })
  })

  it('shows data already in the cache on the first render', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } })
    client.setQueryData(KEY, 'cached')
    const seen = await render(client, async () => 'fresh')
    expect(seen[0]).toMatchObject({ isSuccess: true, data: 'cached' })
  })
})
