import { type APIRequestContext, expect, test } from '@playwright/test'

import type { PersonalInfoDto, ProjectDto } from '../../../src/shared/apiTypes'
import { defaultPersonalInfo } from '../../../src/shared/sampleData/defaultPersonalInfo'
import { defaultSiteTexts } from '../../../src/shared/siteTexts'
import { ownerToken } from '../ownerApi'
import { apiPersonalInfo, apiProjects, DESKTOP } from './helpers'

/**
 * The site is the owner's from the admin alone (ADR 0019): its fallbacks are the owner's own
 * profile and first project, embedded by the server, and its fixed texts are the owner's Site
 * texts. Each test changes the shared site through the owner's doors and puts it back.
 */
test.use({ viewport: DESKTOP })

let token: string
const auth = () => ({ authorization: `Bearer ${token}` })

test.beforeAll(async ({ request }) => {
  token = await ownerToken(request)
})

const renameProject = async (request: APIRequestContext, project: ProjectDto, title: string) => {
  const res = await request.put(`/api/projects/slug/${project.slug}`, {
    headers: auth(),
    data: { title },
  })
  expect(res.status()).toBe(200)
}

const renameOwner = async (request: APIRequestContext, name: string) => {
  const res = await request.put('/api/personal-info', { headers: auth(), data: { name } })
  expect(res.status()).toBe(200)
}

const publishSiteTexts = async (request: APIRequestContext, data: Record<string, unknown>) => {
  const res = await request.post('/cms-api/globals/site-texts', {
    headers: auth(),
    data: { ...data, _status: 'published' },
  })
  expect(res.status(), await res.text()).toBe(200)
}

test("a missing project shows the owner's first project under a not-found notice", async ({
  page,
  request,
}) => {
  const [first] = await apiProjects(request)
  await renameProject(request, first!, 'Owner Flagship')
  try {
    const response = await page.goto('/projects/999999')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Owner Flagship' })).toBeVisible()
    await expect(page.getByTestId('project-not-found')).toHaveText(
      'Project not found — showing Owner Flagship instead.',
    )
    // The head stays the 404's: nobody's project title, noindex.
    await expect(page).toHaveTitle(/^Page Not Found \| /)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow')
    // A real project shows no notice.
    await page.goto(`/projects/${first!.id}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Owner Flagship' })).toBeVisible()
    await expect(page.getByTestId('project-not-found')).toHaveCount(0)
  } finally {
    await renameProject(request, first!, first!.title)
  }
})

test.describe('with the API unreachable', () => {
  let owner: PersonalInfoDto

  test.beforeEach(async ({ request }) => {
    owner = await apiPersonalInfo(request)
    await renameOwner(request, 'Jordan Rivers')
  })

  test.afterEach(async ({ request }) => {
    await renameOwner(request, owner.name)
  })

  test("home shows the owner's name, not the sample person", async ({ page }) => {
    await page.route('**/api/**', (route) => route.abort('connectionrefused'))
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Jordan Rivers' })).toBeVisible()
    await expect(page.getByText(defaultPersonalInfo.name)).toHaveCount(0)
  })

  test('a page without the embedded copy (the offline shell) shows the one remembered', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Jordan Rivers' })).toBeVisible()
    // Now the page comes without its data block, as the service worker's precached shell does.
    await page.route('**/api/**', (route) => route.abort('connectionrefused'))
    await page.route('**/about', async (route) => {
      const response = await route.fetch()
      const html = (await response.text()).replace(
        /<script type="application\/json" id="owner-content">[\s\S]*?<\/script>/,
        '',
      )
      await route.fulfill({ response, body: html })
    })
    await page.goto('/about')
    await expect(page.locator('.about__heading .eyebrow')).toHaveText('Jordan Rivers')
  })
})

test('site texts edited by the owner show on their pages', async ({ page, request }) => {
  await publishSiteTexts(request, {
    contact: { responseTitle: 'Replies within a day', availability: 'Booked until March' },
    home: { ctaTitle: 'Let us build your next product' },
    footer: { quote: 'Ship small, ship often.' },
  })
  try {
    await page.goto('/contact')
    await expect(page.getByRole('heading', { name: 'Replies within a day' })).toBeVisible()
    await expect(page.getByText('Booked until March')).toBeVisible()
    await expect(page.getByText('Quick Response')).toHaveCount(0)
    await page.goto('/')
    await expect(
      page.getByRole('heading', { name: 'Let us build your next product' }),
    ).toBeVisible()
    await expect(page.locator('footer blockquote')).toHaveText('“Ship small, ship often.”')
  } finally {
    await publishSiteTexts(request, defaultSiteTexts)
  }
})
