import { describe, expect, it, vi } from 'vitest'

import { SW_UPDATE_CHECK_MS } from '@/config/constants'
import { startUpdateFlow, UPDATE_QUESTION, type UpdateFlowDeps } from './update-flow'

/** A stand-in browser: a service worker whose events the test fires, a container, dialogs and timers. */
const setup = ({
  controlled = true,
  accept = true,
  registerFails = false,
}: { controlled?: boolean; accept?: boolean; registerFails?: boolean } = {}) => {
  const workerListeners: Record<string, (() => void)[]> = {}
  const containerListeners: Record<string, (() => void)[]> = {}
  const intervals: { callback: () => void; ms: number }[] = []
  const deps = {
    worker: {
      addEventListener: (type: string, listener: () => void) => {
        ;(workerListeners[type] ??= []).push(listener)
      },
      register: vi.fn(() =>
        registerFails ? Promise.reject(new Error('blocked')) : Promise.resolve({}),
      ),
      update: vi.fn(() => Promise.resolve()),
      messageSkipWaiting: vi.fn(),
    },
    container: {
      controller: controlled ? ({} as ServiceWorker) : null,
      addEventListener: (type: string, listener: () => void) => {
        ;(containerListeners[type] ??= []).push(listener)
      },
    },
    confirm: vi.fn(() => accept),
    reload: vi.fn(),
    setInterval: vi.fn((callback: () => void, ms: number) => intervals.push({ callback, ms })),
    onFirstControl: vi.fn(),
  }
  const fire = (listeners: Record<string, (() => void)[]>, type: string) =>
    listeners[type]?.forEach((l) => l())
  return {
    deps,
    intervals,
    start: () => startUpdateFlow(deps as unknown as UpdateFlowDeps),
    waiting: () => fire(workerListeners, 'waiting'),
    controllerChange: () => fire(containerListeners, 'controllerchange'),
  }
}

describe('service worker update flow', () => {
  it('asks when a new version waits; yes posts SKIP_WAITING and reloads once the new worker takes over', async () => {
    const browser = setup()
    await browser.start()
    browser.waiting()
    expect(browser.deps.confirm).toHaveBeenCalledWith(UPDATE_QUESTION)
    expect(browser.deps.worker.messageSkipWaiting).toHaveBeenCalledTimes(1)
    expect(browser.deps.reload).not.toHaveBeenCalled()
    browser.controllerChange()
    expect(browser.deps.reload).toHaveBeenCalledTimes(1)
  })

  it("asks in the page's language when given its question", async () => {
    const browser = setup()
    const deps = { ...browser.deps, updateQuestion: () => '¿Actualizar ahora?' }
    await startUpdateFlow(deps as unknown as UpdateFlowDeps)
    browser.waiting()
    expect(browser.deps.confirm).toHaveBeenCalledWith('¿Actualizar ahora?')
  })

  it('keeps the current version when the visitor says no', async () => {
    const browser = setup({ accept: false })
    await browser.start()
    browser.waiting()
    expect(browser.deps.confirm).toHaveBeenCalledTimes(1)
    expect(browser.deps.worker.messageSkipWaiting).not.toHaveBeenCalled()
    expect(browser.deps.reload).not.toHaveBeenCalled()
  })

  it('reloads on a change of controller even without asking (another tab updated)', async () => {
    const browser = setup()
    await browser.start()
    browser.controllerChange()
    expect(browser.deps.reload).toHaveBeenCalledTimes(1)
    browser.controllerChange()
    expect(browser.deps.reload).toHaveBeenCalledTimes(1)
  })

  it('does not reload when the first worker ever takes an uncontrolled page; warms its caches instead', async () => {
    const browser = setup({ controlled: false })
    await browser.start()
    browser.controllerChange()
    expect(browser.deps.reload).not.toHaveBeenCalled()
    expect(browser.deps.onFirstControl).toHaveBeenCalledTimes(1)
    // A later replacement of that worker does reload.
    browser.controllerChange()
    expect(browser.deps.reload).toHaveBeenCalledTimes(1)
  })

  it('reloads an uncontrolled page whose visitor accepted an update', async () => {
    const browser = setup({ controlled: false })
    await browser.start()
    browser.waiting()
    browser.controllerChange()
    expect(browser.deps.reload).toHaveBeenCalledTimes(1)
  })

  it('checks for a new version every 60 minutes', async () => {
    const browser = setup()
    await browser.start()
    expect(browser.intervals).toHaveLength(1)
    expect(browser.intervals[0].ms).toBe(SW_UPDATE_CHECK_MS)
    expect(SW_UPDATE_CHECK_MS).toBe(60 * 60 * 1000)
    browser.intervals[0].callback()
    expect(browser.deps.worker.update).toHaveBeenCalledTimes(1)
  })

  it('ignores a failed update check', async () => {
    const browser = setup()
    browser.deps.worker.update.mockImplementation(() => Promise.reject(new Error('offline')))
    await browser.start()
    expect(() => browser.intervals[0].callback()).not.toThrow()
  })

  it('ignores a registration error silently and schedules nothing', async () => {
    const browser = setup({ registerFails: true })
    await expect(browser.start()).resolves.toBeUndefined()
    expect(browser.intervals).toHaveLength(0)
  })
})
