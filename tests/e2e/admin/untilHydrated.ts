import { expect, type Locator } from '@playwright/test'

/**
 * Waits until React has taken over a server-rendered control of the admin (it then carries
 * React's props), so that typing into it or clicking it reaches the form. Before that, a value
 * typed into the HTML is overwritten by hydration, and the form never learns of the change: on a
 * busy machine the page can show well before it can be used.
 */
export const untilHydrated = (control: Locator): Promise<void> =>
  expect
    .poll(
      () =>
        control.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps'))),
      { message: 'the admin page became interactive', timeout: 30_000 },
    )
    .toBe(true)
