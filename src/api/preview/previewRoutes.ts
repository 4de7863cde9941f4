import { z } from 'zod'

import { type ApiRoute } from '../apiRoute'
import { ApiError } from '../errors/apiError'
import { parseInput } from '../request/parseInput'
import { LIVE_PREVIEW_CONTENT, type LivePreviewContent, livePreviewDto } from './livePreviewDto'
import { readPreviewToken, readsDraftsOf } from './previewAccess'

/** `POST /preview/{content}`: the admin's live form data, as Payload posts it to the frame. */
export const livePreviewInputSchema = z.object({
  data: z
    .record(z.string(), z.unknown(), { error: 'Must be an object of field values.' })
    .describe("The document's field values as Payload's live preview sends them (depth 0)."),
})

const isLivePreviewContent = (value: string): value is LivePreviewContent =>
  (LIVE_PREVIEW_CONTENT as readonly string[]).includes(value)

/**
 * The live preview's one write-free call: the site posts what the owner is typing and gets it
 * back in the contract's shape, to show before anything is saved. It needs a preview token for
 * that content (`X-Preview-Token`); nothing is stored or cached.
 */
export const previewRoutes: ApiRoute[] = [
  {
    method: 'post',
    path: '/preview/{content}',
    tag: 'Preview',
    summary: 'Unsaved admin form data in the public shape (live preview)',
    description:
      'Needs `X-Preview-Token` for this content (from the admin). Answers the DTO the public ' +
      'read of the record would give once saved; stores nothing.',
    params: [
      {
        name: 'content',
        type: 'string',
        enum: LIVE_PREVIEW_CONTENT,
        description: 'The collection or global being edited.',
      },
    ],
    body: 'LivePreviewInput',
    success: {
      status: 200,
      schema: 'LivePreviewResponse',
      description: 'The record as the public reads would answer it.',
    },
    errors: [401],
    handlers: (payload) => [
      readPreviewToken,
      async (req, res) => {
        const content = String(req.params.content)
        if (!isLivePreviewContent(content)) {
          throw new ApiError(404, 'not_found', `Nothing named "${content}" can be previewed.`)
        }
        // The body first: a malformed one is a 400 whoever sends it, as on every write.
        const { data } = parseInput(livePreviewInputSchema, req.body)
        if (!readsDraftsOf(req, content)) {
          throw new ApiError(
            401,
            'invalid_preview_token',
            `A preview token for ${content} is needed (X-Preview-Token).`,
          )
        }
        let dto: unknown
        try {
          dto = await livePreviewDto(payload, content, data)
        } catch (error) {
          // Field values of the wrong type (not what Payload's form sends) cannot be shaped.
          if (error instanceof TypeError) {
            throw new ApiError(400, 'validation_error', 'The field values could not be read.')
          }
          throw error
        }
        res.json({ data: dto })
      },
    ],
  },
]
