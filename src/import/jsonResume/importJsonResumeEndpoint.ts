import { applyJsonResume, ImportRefused } from './applyJsonResume'
import { mapJsonResume } from './mapJsonResume'
import { readJsonResume } from './readJsonResume'
import type { User } from '../../shared/payload-types'
import { adminEndpoint, dataAnswer, errorsAnswer } from '../../cms/endpoints/adminEndpoint'

/**
 * `POST /cms-api/import/json-resume`: the contract's import for the dashboard, which sends the
 * admin's session cookie where the contract takes a Bearer token.
 */
export const importJsonResumeEndpoint = adminEndpoint('Only an admin may import a résumé.', {
  path: '/import/json-resume',
  method: 'post',
  handler: async (req) => {
    const read = readJsonResume((await req.text?.()) ?? '')
    if (read.problems)
      return errorsAnswer(
        400,
        ...read.problems.map(({ path, message }) => (path ? `${path}: ${message}` : message)),
      )
    try {
      const report = await applyJsonResume(req.payload, mapJsonResume(read.resume), {
        dryRun: req.query?.dryRun === 'true',
        publish: req.query?.publish === 'true',
        user: req.user as User,
      })
      return dataAnswer(report)
    } catch (error) {
      // The dashboard heads the list with "cannot be imported; nothing was changed" itself.
      if (error instanceof ImportRefused) return errorsAnswer(400, ...Object.values(error.problems))
      throw error
    }
  },
})
