import { SW_UPDATE_CHECK_MS } from '@/config/constants'
import { siteWords } from '@/i18n/en/site'

/** The question asked in English when a new version has installed and waits. */
export const UPDATE_QUESTION = siteWords['pwa.updateQuestion']

/** The service worker as the flow uses it (`nativeServiceWorker`; a stand-in in tests). */
export type ServiceWorkerLike = {
  addEventListener(type: 'waiting', listener: () => void): void
  register(): Promise<unknown>
  update(): Promise<unknown>
  /** Posts `{ type: 'SKIP_WAITING' }` to the waiting worker. */
  messageSkipWaiting(): void
}

/** Everything the update flow touches, passed in so tests can stand in for the browser. */
export type UpdateFlowDeps = {
  worker: ServiceWorkerLike
  container: Pick<ServiceWorkerContainer, 'controller' | 'addEventListener'>
  confirm: (question: string) => boolean
  /** The question in the page's language, read when it is asked; English without it. */
  updateQuestion?: () => string
  reload: () => void
  setInterval: (callback: () => void, ms: number) => unknown
  /** Runs once, when the first worker ever takes this page over (nothing to reload for). */
  onFirstControl?: () => void
}

/**
 * The service worker's life on the page (spec section 4): registration errors ignored, a waiting
 * version offered (yes: SKIP_WAITING, then reload), a new controller reloads (not the very first
 * one, which changes nothing shown), a check every 60 minutes. Resolves once registered.
 */
export const startUpdateFlow = async ({
  worker,
  container,
  confirm,
  reload,
  setInterval,
  onFirstControl,
  updateQuestion = () => UPDATE_QUESTION,
}: UpdateFlowDeps): Promise<void> => {
  let controlled = Boolean(container.controller)
  let accepted = false
  let reloading = false

  container.addEventListener('controllerchange', () => {
    if ((controlled || accepted) && !reloading) {
      reloading = true
      reload()
      return
    }
    if (!controlled) {
      controlled = true
      onFirstControl?.()
    }
  })

  worker.addEventListener('waiting', () => {
    if (accepted || !confirm(updateQuestion())) return
    accepted = true
    worker.messageSkipWaiting()
  })

  try {
    await worker.register()
  } catch {
    return
  }
  setInterval(() => {
    worker.update().catch(() => {})
  }, SW_UPDATE_CHECK_MS)
}
