/**
 * `npm test` makes the sites the end-to-end specs serve as files while the product builds (the
 * admin's build leaves a core idle much of the time), and tells Playwright's global set-up they
 * are made (E2E_SPEC_SITES_READY=1). Run alone, `npx playwright test` makes them itself.
 */
import { buildSpecSites } from './specSites'

await buildSpecSites()
