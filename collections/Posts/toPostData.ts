import { plainTextToLexical } from '../../src/cms/fields/lexicalText'

/** A post's fields as the contract (validated) gives them: the body as plain text. */
export type PostFields = { body?: string | null; [field: string]: unknown }

/**
 * Validated contract fields → Payload post data. Only given fields are set (an update merges);
 * the plain-text body becomes rich text of one paragraph per blank-line-separated block, as a
 * project's long description does (`toProjectData`).
 */
export const toPostData = ({ body, ...fields }: PostFields): Record<string, unknown> => ({
  ...fields,
  ...(body === undefined ? {} : { body: body ? plainTextToLexical(body) : null }),
})
