import type { Payload } from 'payload'

import type { ReadLanguage } from '../cms/languages/textsInLanguage'
import type { ApiRoute } from './apiRoute'
import { readLanguageOf } from './languages/readLanguage'
import { readsDraftsOf } from './preview/previewAccess'

type SingleRecordRead = Pick<ApiRoute, 'path' | 'tag' | 'summary' | 'cacheTags' | 'preview'> & {
  /** The success answer's component and description. */
  schema: string
  description: string
  /** The answer's `data`, in the read's language; `draft` when a preview may see the latest. */
  read: (payload: Payload, read: { language: ReadLanguage; draft: boolean }) => Promise<unknown>
}

/** The public `GET` of a single record (the profile, site texts, languages), answered as `{ data }`. */
export const singleRecordRoute = ({
  schema,
  description,
  read,
  ...route
}: SingleRecordRead): ApiRoute => ({
  method: 'get',
  ...route,
  success: { status: 200, schema, description },
  handlers: (payload) => [
    async (req, res) => {
      const draft = route.preview !== undefined && readsDraftsOf(req, route.preview)
      res.json({ data: await read(payload, { language: readLanguageOf(res), draft }) })
    },
  ],
})
