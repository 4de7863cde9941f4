import { adminRoute } from '../adminRoute'
import type { ApiRoute } from '../apiRoute'
import { ApiError } from '../errors/apiError'
import { issuesToFields } from '../request/issuesToFields'
import { parseInput } from '../request/parseInput'
import { applyJsonResume, ImportRefused } from '../../import/jsonResume/applyJsonResume'
import { jsonResumeDocument } from '../../import/jsonResume/jsonResumeDocument'
import { mapJsonResume } from '../../import/jsonResume/mapJsonResume'
import { jsonPath } from '../../import/jsonResume/readJsonResume'
import { importQuerySchema } from './importSchemas'

/** `POST /import/json-resume` (admin): the owner's career from a JSON Resume file. */
export const importRoutes: ApiRoute[] = [
  adminRoute({
    method: 'post',
    path: '/import/json-resume',
    tag: 'Import',
    summary: 'Import a JSON Resume (schema 1.0.0): create, update and list what is skipped',
    description:
      'basics → personal info, work → experiences, education → education, skills → skills ' +
      '(named levels become numbers), projects → projects, interests → interests; everything ' +
      'else is listed in `skipped` by JSON path. Importing the same file again creates nothing; ' +
      'a changed file updates the records an earlier import made, never the ones the owner ' +
      'wrote. Records arrive as drafts unless `publish=true`. A field of the wrong kind is a 400 ' +
      'naming its JSON path (`work[2].startDate`), and nothing is changed. See ADR 0035.',
    query: importQuerySchema,
    body: 'JsonResume',
    maxBody: '1mb',
    success: { status: 200, schema: 'ImportReportResponse', description: 'What the import did.' },
    answer: async (payload, req, user) => {
      const query = parseInput(importQuerySchema, req.query, 'query')
      const body: unknown = req.body
      // Not an object at all: the contract's own 400 for a body that is no JSON object.
      if (typeof body !== 'object' || body === null || Array.isArray(body))
        parseInput(jsonResumeDocument, body)
      const read = jsonResumeDocument.safeParse(body)
      // Each field keyed as the contract keys body fields (`work.2.startDate`), its message
      // naming it as JSON Resume's users write it (`work[2].startDate: not a date`).
      if (!read.success)
        throw new ApiError(
          400,
          'validation_error',
          'The JSON Resume is invalid: nothing was changed.',
          issuesToFields(
            read.error.issues.map((issue) => ({
              ...issue,
              message: `${jsonPath(issue.path)}: ${issue.message}`,
            })),
          ),
        )
      try {
        return await applyJsonResume(payload, mapJsonResume(read.data), {
          dryRun: query.dryRun === 'true',
          publish: query.publish === 'true',
          user,
        })
      } catch (error) {
        if (error instanceof ImportRefused)
          throw new ApiError(400, 'validation_error', error.message, error.problems)
        throw error
      }
    },
  }),
]
