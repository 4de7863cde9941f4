import { isCacheableImage, isPublicApiRead } from './cache-rules'

/** The fields of a PerformanceResourceTiming entry that matter here. */
export type LoadedResource = { name: string; initiatorType: string; responseStatus?: number }

/**
 * The API reads and images this page loaded before any service worker controlled it — on a
 * first visit, everything it loaded. Fetching them again through the new worker puts them in
 * its caches, so a visitor who has seen the site once can come back offline.
 */
export const urlsToWarm = (resources: LoadedResource[], origin: string): string[] => {
  const urls = new Set<string>()
  for (const resource of resources) {
    // A miss stays a miss (the avatar's candidates, say); 0 means "not told".
    if (resource.responseStatus && resource.responseStatus !== 200) continue
    let url: URL
    try {
      url = new URL(resource.name)
    } catch {
      continue
    }
    const context = {
      url,
      sameOrigin: url.origin === origin,
      request: {
        method: 'GET',
        headers: new Headers(),
        destination: (resource.initiatorType === 'img' ? 'image' : '') as RequestDestination,
      },
    }
    if (isPublicApiRead(context) || isCacheableImage(context)) urls.add(url.href)
  }
  return [...urls]
}

/** Fetches `urlsToWarm` again (through the worker now in control); failures do not matter. */
export const warmRuntimeCaches = (): void => {
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
  for (const url of urlsToWarm(resources, location.origin)) {
    // The same Accept as the API client, so a `Vary: Accept` answer matches its later requests.
    const init = new URL(url).pathname.startsWith('/api/')
      ? { headers: { Accept: 'application/json' } }
      : {}
    fetch(url, init).catch(() => {})
  }
}
