import { AxeBuilder } from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { DESKTOP, PHONE, ROUTES, settle } from './helpers'

// Both themes: the system's preference picks one (the dock's switch is tested in theme.spec.ts).
for (const colorScheme of ['dark', 'light'] as const) {
  for (const viewport of [PHONE, DESKTOP]) {
    test.describe(`${colorScheme} theme at ${viewport.width} px`, () => {
      test.use({ viewport, colorScheme })

      for (const route of ROUTES) {
        test(`${route.path}: no axe violations, no sideways scrolling`, async ({ page }) => {
          await page.emulateMedia({ reducedMotion: 'reduce' })
          await settle(page, route.path, route.heading)
          await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme)
          const results = await new AxeBuilder({ page })
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
            // The site has no frames. The default mode audits each frame apart and merges the
            // results in a blank page it opens for every analysis: twice the time for the same
            // findings (compared rule by rule on /skills).
            .setLegacyMode(true)
            .analyze()
          // None at all, of any impact (colour contrast included, in both themes).
          expect(
            results.violations.map(
              (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
            ),
          ).toEqual([])
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          )
          expect(overflow).toBeLessThanOrEqual(0)
        })
      }
    })
  }
}

test.describe('keyboard', () => {
  test.use({ viewport: DESKTOP })

  test('the skip link comes first, then every dock item is reachable with a visible focus ring', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'Tech Stack' })).toBeVisible()
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()

    const reached = new Set<string>()
    for (let i = 0; i < 40 && reached.size < 8; i += 1) {
      await page.keyboard.press('Tab')
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null
        if (!element) return null
        const style = getComputedStyle(element)
        return {
          dock: element.dataset.dock ?? null,
          ring: style.boxShadow !== 'none' || style.outlineStyle !== 'none',
        }
      })
      expect(focused?.ring).toBe(true)
      if (focused?.dock) reached.add(focused.dock)
    }
    expect([...reached].sort()).toEqual([
      'About',
      'Contact',
      'GitHub',
      'Home',
      'LinkedIn',
      'Projects',
      'Skills',
      'Theme',
    ])
  })

  test('the project cards and the contact form work from the keyboard', async ({ page }) => {
    await page.goto('/projects')
    const firstLink = page.getByTestId('project-card').first().getByRole('link')
    await firstLink.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/projects\/\d+$/)

    await page.goto('/contact')
    await page.getByLabel('Name', { exact: true }).focus()
    await page.keyboard.press('Tab')
    await expect(page.getByLabel('Email', { exact: true })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByLabel('Subject (optional)')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByLabel('Message', { exact: true })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeFocused()
  })
})
