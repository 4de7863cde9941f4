import { readdirSync } from 'node:fs'

import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

import { unlayered } from '../../eslint.config.js'

/**
 * The layering of docs/architecture.md is enforced by `npm run lint`; these cases make sure the
 * rules really refuse what they are meant to (a broken zone would otherwise pass silently).
 */
const eslint = new ESLint({ cwd: process.cwd() })
// Loading the config and its plugins takes seconds on a busy machine: done once, outside the cases.
const LOAD_TIMEOUT_MS = 60_000
const CASE_TIMEOUT_MS = 30_000

const ruleIdsFor = async (filePath: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message)
}

describe('layer rules', () => {
  beforeAll(async () => {
    await eslint.calculateConfigForFile('src/api/example.ts')
    await ruleIdsFor('src/shared/warm-up.ts', 'export const x = 1\n')
  }, LOAD_TIMEOUT_MS)

  it.each([
    [
      'src/shared/example.ts',
      "import { createApp } from '../server/createApp'\nexport const x = createApp\n",
    ],
    [
      'src/platform/example.ts',
      "import { API_ROUTES } from '../api/apiRoutes'\nexport const x = API_ROUTES\n",
    ],
    [
      'src/cms/example.ts',
      "import { API_ROUTES } from '../api/apiRoutes'\nexport const x = API_ROUTES\n",
    ],
    [
      'collections/Example.ts',
      "import { serveSite } from '../src/site/serveSite'\nexport const x = serveSite\n",
    ],
    [
      'src/api/example.ts',
      "import { serveSite } from '../site/serveSite'\nexport const x = serveSite\n",
    ],
    // The résumé import and the audience figures sit below the contract; the CMS below both.
    [
      'src/import/example.ts',
      "import { API_ROUTES } from '../api/apiRoutes'\nexport const x = API_ROUTES\n",
    ],
    [
      'src/audience/example.ts',
      "import { isAdmin } from '../cms/access/isAdmin'\nexport const x = isAdmin\n",
    ],
    [
      'src/records/example.ts',
      "import { readJsonResume } from '../import/jsonResume/readJsonResume'\nexport const x = readJsonResume\n",
    ],
    [
      'src/cms/example.ts',
      "import { withoutNul } from '../records/fieldSchemas'\nexport const x = withoutNul\n",
    ],
    [
      'frontend/src/lib/example.ts',
      "import { env } from '../../../src/platform/config/env'\nexport const x = env\n",
    ],
    [
      'frontend/src/features/skills/example.ts',
      "import { x as y } from '@/features/projects/api/get-projects'\nexport const x = y\n",
    ],
  ])(
    '%s may not import upward or across',
    async (filePath, code) => {
      expect(await ruleIdsFor(filePath, code)).toContain('import-x/no-restricted-paths')
    },
    CASE_TIMEOUT_MS,
  )

  it(
    'lets a layer import the ones below it',
    async () => {
      const code = "import { env } from '../platform/config/env'\nexport const x = env\n"
      expect(await ruleIdsFor('src/api/example.ts', code)).not.toContain(
        'import-x/no-restricted-paths',
      )
    },
    CASE_TIMEOUT_MS,
  )

  it('finds every entry of src/ in a layer, and names one that is in none', () => {
    expect(unlayered()).toEqual([])
    expect(unlayered([...readdirSync('src'), 'newFolder', 'newFile.ts'])).toEqual([
      'newFolder',
      'newFile.ts',
    ])
  })
})
