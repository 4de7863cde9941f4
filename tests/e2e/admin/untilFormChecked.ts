import type { Page, Request } from '@playwright/test'

/** How long the admin may take to send and answer its check of a changed field. */
const CHECK_TIMEOUT_MS = 30_000

type FormStateArgs = { formState?: Record<string, { value?: unknown }> }

/** The arguments of a form-state request (Payload's server action `form-state`), else undefined. */
const formStateArgs = (request: Request): FormStateArgs | undefined => {
  if (request.method() !== 'POST') return undefined
  try {
    const [action] = JSON.parse(request.postData() ?? '') as [
      { name?: string; args?: FormStateArgs },
    ]
    return action?.name === 'form-state' ? (action.args ?? {}) : undefined
  } catch {
    return undefined
  }
}

/** Whether `request` is the admin asking the server for a form's state (its check of a change). */
export const isFormStateRequest = (request: Request): boolean =>
  formStateArgs(request) !== undefined

/** The value a form-state request carries for `path`. */
const checkedValue = (request: Request, path: string): unknown =>
  formStateArgs(request)?.formState?.[path]?.value

/**
 * Resolves once the admin's form has had its own check of a field's new value answered: Payload
 * sends the form's state to the server 250 ms after a change and merges the answer in. Start it
 * before the change, await it after. Change one field at a time: a second change made while the
 * first is being checked is merged with that answer and gets no check of its own.
 *
 * Why a test must wait for it before pressing Save: that check skips validation until the form
 * has been submitted once, and an answer arriving after a refused save replaces the field's
 * error with "valid" (Payload 3.90's `mergeServerFormState`), so the message under the field is
 * lost; the error toast still says it. Seen on a loaded machine, where the check left as the
 * click landed. An owner's hand is slower than 250 ms and a round trip; a test's is not.
 */
export const untilFormChecked = (page: Page, path: string, value: unknown): Promise<void> =>
  new Promise((resolve, reject) => {
    let check: Request | undefined
    const onRequest = (request: Request) => {
      if (!check && checkedValue(request, path) === value) check = request
    }
    const onEnd = (request: Request) => {
      if (request !== check) return
      stop()
      resolve()
    }
    const timer = setTimeout(() => {
      stop()
      reject(new Error(`the admin never checked ${path} = ${JSON.stringify(value)}`))
    }, CHECK_TIMEOUT_MS)
    const stop = () => {
      clearTimeout(timer)
      page.off('request', onRequest)
      page.off('requestfinished', onEnd)
      page.off('requestfailed', onEnd)
    }
    page.on('request', onRequest)
    // Chromium reports a server action's answer as aborted (failed) once the page has read it.
    page.on('requestfinished', onEnd)
    page.on('requestfailed', onEnd)
  })
