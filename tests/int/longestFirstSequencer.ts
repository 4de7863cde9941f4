import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The integration files that take longest, longest first (seconds on a fresh clone of the 2-core
 * machine, `npm test`'s slowest-files list): they wait on real timers (mail queue ticks, retry
 * back-off, s-maxage, PostgreSQL's timeouts) or start several servers.
 *
 * Vitest orders files by the durations of its last run, which a fresh clone (CI) does not have;
 * it then runs the largest files first, and these are small (their suites live in other
 * modules), so they started last and the run waited a minute for the last of them alone.
 * Started first, they wait while the other workers get through the short files. The order
 * changes how long a run takes, never what it finds.
 */
export const LONGEST_FILES = [
  'tests/int/security/secondFactor.int.test.ts', // 176 s (waits for five 30-second code steps)
  'tests/int/security/backupRestore.int.test.ts', // 112 s
  'tests/int/security/loginLimits.int.test.ts', // 96 s
  'tests/int/cms/startupGuards.int.test.ts', // 95 s
  'tests/int/email/inquiryEmail.int.test.ts', // 77 s
  'tests/int/cms/firstRun.int.test.ts', // 66 s
  'tests/int/scaling/nginxProxy.int.test.ts', // 65 s
  'tests/int/scaling/exactlyOnceEmail.int.test.ts', // 52 s
  'tests/int/email/deliveryRecovery.int.test.ts', // 50 s
  'tests/int/security/gracefulShutdown.int.test.ts', // 43 s
  'tests/int/email/runnerRaces.int.test.ts', // 43 s
  'tests/int/resilience/publicSideOutage.int.test.ts', // 35 s
  'tests/int/contract/auth.int.test.ts', // 34 s
  'tests/int/contract/health.int.test.ts', // 30 s
  'tests/int/scaling/s3SharedMedia.int.test.ts', // 30 s
]

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const rank = (file: TestSpecification) => {
      const at = LONGEST_FILES.findIndex((path) => file.moduleId.endsWith(path))
      return at === -1 ? LONGEST_FILES.length : at
    }
    // Array.prototype.sort is stable: the other files keep Vitest's own order.
    return sorted.sort((a, b) => rank(a) - rank(b))
  }
}
