import type { BenchServer } from './benchServer'
import { type LoadResult, loadTest } from './loadTest'
import { settle } from './settle'

/** A browser's user agent: a bench's default one would be left out as "not a person". */
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36'

const EVENT = JSON.stringify({
  type: 'pageview',
  path: '/projects/1',
  referrer: 'https://www.linkedin.com/',
})

/** One pageview as the site's beacon posts it. */
export const BEACON_EVENTS = {
  method: 'POST' as const,
  body: EVENT,
  headers: { 'content-type': 'application/json', 'user-agent': BROWSER },
}

/** The rate of the steady stream of events beside the cached reads. */
const STREAM_PER_SECOND = 500

export type BeaconFigures = {
  /** `POST /api/events` as fast as it goes. */
  events: LoadResult
  /** Cached `GET /api/projects?limit=100` alone, then while events stream in. */
  readsAlone: LoadResult
  readsWithEvents: LoadResult
  /** The stream's own figures during the reads. */
  stream: LoadResult
}

/**
 * The beacon (issue 30): events per second and their latency on one instance, and whether
 * cached public reads keep their pace while events flow (a steady 500 a second, some 43 million a day).
 */
export const measureBeacon = async (
  server: BenchServer,
  { connections, duration }: { connections: number; duration: number },
): Promise<BeaconFigures> => {
  const eventsURL = `${server.baseURL}/api/events`
  const readURL = `${server.baseURL}/api/projects?limit=100&page=1`
  await settle()
  const eventRun = await loadTest(eventsURL, { connections, duration, ...BEACON_EVENTS })
  await settle()
  const readsAlone = await loadTest(readURL, { connections, duration })
  await settle()
  const [readsWithEvents, stream] = await Promise.all([
    loadTest(readURL, { connections, duration }),
    loadTest(eventsURL, {
      connections: 10,
      duration: duration + 2,
      overallRate: STREAM_PER_SECOND,
      ...BEACON_EVENTS,
    }),
  ])
  return { events: eventRun, readsAlone, readsWithEvents, stream }
}
