import { expect, test } from '@playwright/test'

import { ownerHeaders } from '../ownerApi'
import { logInAsOwner } from './logInAsOwner'
import { untilHydrated } from './untilHydrated'

/**
 * Issue 45 item 17: Home's stats (Personal info → Stats) and About's (Site texts → About) are
 * edited in two places. Each says where the other is, and About can take Home's values.
 */
test("each page's stats say where the other's are edited, and About takes Home's in one click", async ({
  page,
}) => {
  await logInAsOwner(page)
  const headers = await ownerHeaders(page.request)
  const profile = await page.request.get('/cms-api/globals/personal-info?depth=0', { headers })
  const { stats } = (await profile.json()) as { stats: Record<string, number | null> }
  const publishStats = async (values: Record<string, number | null>) => {
    const res = await page.request.post('/cms-api/globals/personal-info', {
      headers,
      data: { stats: values, _status: 'published' },
    })
    expect(res.ok(), await res.text()).toBe(true)
  }
  await publishStats({ ...stats, yearsExperience: 5, companiesWorked: 3, passionLevel: 90 })
  try {
    await page.goto('/admin/globals/site-texts')
    const aboutTab = page.getByRole('button', { name: 'About', exact: true })
    await untilHydrated(aboutTab)
    await aboutTab.click()
    const sync = page.getByTestId('about-stats-sync')
    await expect(sync).toContainText(/Home shows \d+\+ projects, 5\+ years and 90% passion/)
    await expect(sync).toContainText('About shows other values.')
    await expect(page.getByText('Home shows its years from Personal info → Stats.')).toBeVisible()
    const use = sync.getByRole('button', { name: 'Use the same values as Personal info' })
    await untilHydrated(use)
    await use.click()
    await expect(page.locator('#field-about__yearsValue')).toHaveValue('5+')
    await expect(page.locator('#field-about__companiesValue')).toHaveValue('3')
    await expect(page.locator('#field-about__passionValue')).toHaveValue('90%')
    await expect(sync).toContainText('About shows the same values.')
    await page.screenshot({ path: '/tmp/shots/admin-about-stats.png', fullPage: false })
    await page.getByRole('button', { name: 'Publish changes' }).click()
    await expect(page.getByText('updated successfully').first()).toBeVisible()
    const about = (await (await page.request.get('/api/site-texts')).json()).data.about
    expect(about).toMatchObject({ yearsValue: '5+', companiesValue: '3', passionValue: '90%' })

    // Personal info names the other place, shows its values and says they agree.
    await page.goto('/admin/globals/personal-info')
    const onAbout = page.getByTestId('stats-on-about')
    await expect(onAbout).toContainText(
      'Site texts → About: 5+ Years · 3 Companies · 90% Passionate',
    )
    await expect(onAbout).toContainText('They match these numbers.')
    await expect(page.getByText('Home: "N+ Years".')).toBeVisible()
    await onAbout.scrollIntoViewIfNeeded()
    await page.screenshot({ path: '/tmp/shots/admin-profile-stats.png', fullPage: false })
  } finally {
    await publishStats(stats)
    const reset = await page.request.post('/cms-api/globals/site-texts', {
      headers,
      data: {
        about: { yearsValue: '', companiesValue: '', passionValue: '' },
        _status: 'published',
      },
    })
    expect(reset.ok(), await reset.text()).toBe(true)
  }
})
