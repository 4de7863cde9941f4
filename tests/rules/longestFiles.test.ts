import { existsSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { LONGEST_FILES } from '../int/longestFirstSequencer'

describe('the integration files started first', () => {
  it('all exist, so a renamed file does not quietly go back to the end of the run', () => {
    const root = path.resolve(import.meta.dirname, '../..')
    expect(LONGEST_FILES.filter((file) => !existsSync(path.join(root, file)))).toEqual([])
  })
})
