import type { PayloadRequest, TextFieldSingleValidation } from 'payload'

import { siteUrl } from '../../platform/config/env'
import { findSlugHolders } from '../fields/findSlugHolders'
import {
  fromPathProblem,
  loopBackTo,
  loopMessage,
  normaliseRedirectPath,
  sitePathOfUrl,
  slugAddressOf,
  targetUrlProblem,
} from './redirectRules'

export const REDIRECTS_SLUG = 'redirects' as const

type RedirectRow = {
  id: number | string
  from?: string | null
  to?: { type?: string | null; url?: string | null } | null
}

/** A few dozen rows. */
const otherRedirects = async (
  req: PayloadRequest,
  exceptId: number | string | undefined,
): Promise<RedirectRow[]> => {
  const { docs } = await req.payload.find({
    collection: REDIRECTS_SLUG,
    ...(exceptId !== undefined ? { where: { id: { not_equals: exceptId } } } : {}),
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs as unknown as RedirectRow[]
}

const nextPathOf = (row: RedirectRow, origin: string): string | null =>
  row.to?.type === 'custom' && row.to.url ? sitePathOfUrl(row.to.url, origin) : null

/** Normalised here: the form checks the typed value before the normalising hook runs. */
export const validateRedirectFrom: TextFieldSingleValidation = async (value, { id, req }) => {
  const problem = fromPathProblem(value)
  if (problem) return problem
  const from = normaliseRedirectPath(String(value).trim())
  const address = slugAddressOf(from)
  const page = address && (await findSlugHolders(req, address.collection, [address.slug]))
  const holder = page?.get(address!.slug)
  if (holder)
    return `${from} is the page of the ${holder.label.toLowerCase()} "${holder.title}": a redirect from it would hide the page. Redirect an address that no longer exists.`
  const other = (await otherRedirects(req, id)).find(
    (row) => row.from && normaliseRedirectPath(row.from) === from,
  )
  return other ? `Another redirect already starts from ${from}: edit that one instead.` : true
}

export const validateRedirectUrl: TextFieldSingleValidation = async (value, { data, id, req }) => {
  const problem = targetUrlProblem(value)
  if (problem) return problem
  const from = (data as { from?: unknown } | undefined)?.from
  // A missing or bad `from` has its own message; a loop needs a source to come back to.
  if (typeof from !== 'string' || fromPathProblem(from)) return true
  const origin = siteUrl()
  const next = new Map<string, string | null>()
  for (const row of await otherRedirects(req, id)) {
    if (row.from) next.set(normaliseRedirectPath(row.from), nextPathOf(row, origin))
  }
  const chain = loopBackTo(
    normaliseRedirectPath(from.trim()),
    sitePathOfUrl(String(value), origin),
    next,
  )
  return chain ? loopMessage(chain) : true
}
