import type { ApiRoute } from '../apiRoute'
import { requestUser } from '../auth/authenticate'
import { requireAdmin } from '../auth/requireAdmin'
import { ApiError } from '../errors/apiError'
import { issuesToFields } from '../request/issuesToFields'
import { parseInput } from '../request/parseInput'
import { applyJsonResume, ImportRefused } from '../../import/jsonResume/applyJsonResume'
import { jsonResumeDocument } from '../../import/jsonResume/jsonResumeDocument'
import { mapJsonResume } from '../../import/jsonResume/mapJsonResume'
import { jsonPath } from '../../import/jsonResume/readJsonResume'
import { importQuerySchema } from './importSchemas'
import { CACHING } from '../../platform/http/cachePolicies'

export const importRoutes: ApiRoute[] = [
  {
    method: 'post',
    path: '/import/json-resume',
    tag: 'Import',
    admin: true,
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
    handlers: (payload) => [
      requireAdmin,
      async (req, res) => {
        const query = parseInput(importQuerySchema, req.query, 'query')
        const body: unknown = req.body
        if (typeof body !== 'object' || body === null || Array.isArray(body))
          parseInput(jsonResumeDocument, body)
        const read = jsonResumeDocument.safeParse(body)
        // Keyed as the contract keys fields, named as JSON Resume's users write them.
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
          const report = await applyJsonResume(payload, mapJsonResume(read.data), {
            dryRun: query.dryRun === 'true',
            publish: query.publish === 'true',
            user: requestUser(req)!,
          })
          res.set('Cache-Control', CACHING.noStore).json({ data: report })
        } catch (error) {
          if (error instanceof ImportRefused)
            throw new ApiError(400, 'validation_error', error.message, error.problems)
          throw error
        }
      },
    ],
  },
]
