import { httpsCheck, proxyCheck, siteUrlCheck } from './addressChecks'
import { databaseCheck, mailCheck, migrationsCheck } from './databaseChecks'
import {
  type CheckResult,
  type DeploymentCheck,
  type DoctorContext,
  failed,
  reasonOf,
} from './deploymentCheck'
import { nodeVersionCheck, secretCheck } from './runtimeChecks'
import { backupAgeCheck, diskSpaceCheck, mediaStoreCheck } from './storageChecks'

/** The checks of `npm run doctor` and the admin's System page, in the order they print. */
export const DEPLOYMENT_CHECKS: readonly DeploymentCheck[] = [
  nodeVersionCheck,
  siteUrlCheck,
  httpsCheck,
  proxyCheck,
  secretCheck,
  databaseCheck,
  migrationsCheck,
  mailCheck,
  backupAgeCheck,
  diskSpaceCheck,
  mediaStoreCheck,
]

/** Every check, side by side; one that throws fails with its reason and leaves the rest alone. */
export const runDeploymentChecks = (context: DoctorContext): Promise<CheckResult[]> =>
  Promise.all(
    DEPLOYMENT_CHECKS.map(async ({ name, run }) => {
      try {
        return { name, ...(await run(context)) }
      } catch (error) {
        return {
          name,
          ...failed(
            `the check itself failed (${reasonOf(error)})`,
            'Run npm run doctor again; if it persists, the message says what is in the way.',
          ),
        }
      }
    }),
  )
