import { createHash } from 'node:crypto'
import path from 'node:path'

import express, { type Response, type Router } from 'express'
import type { Payload } from 'payload'

import { RESUME_PDF_PATH } from '../records/resumeUrl'
import { readUploadFile } from '../platform/media/readUploadFile'
import type { SiteLanguages } from '../shared/languages/siteLanguages'
import { buildJsonResume } from './buildJsonResume'
import { languageOfPath } from './languageOfPath'
import { loadResumeSource } from './loadResumeSource'
import { perLanguage } from './perLanguage'
import { renderedOnce } from './renderedOnce'
import { loadGeneratedResume, RESUME_TAGS } from './resume/loadGeneratedResume'
import { renderResumePdf } from './resume/renderResumePdf'
import { resumeFileName } from './resumeFileName'
import { CACHING } from '../platform/http/cachePolicies'
import { unavailable } from '../platform/publicReads/outage'
import { publicResponseCache } from '../platform/publicReads/responseCache'

/** Nothing in a served file may run or load anything, even if a browser tried to render it. */
const FILE_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox"

/** A write here drops the read at once; this bounds how long another process's write is unseen. */
const SOURCE_TTL_MS = 3_000

/** Generated résumés kept: one per language, a few of each while content changes. */
const MAX_RENDERED = 24

/** `/resume.pdf`, `/es/resume.pdf`. */
const RESUME_PDF_ROUTE = /^(?:\/[a-z]{2,3})?\/resume\.pdf$/

const notFound = (res: Response) =>
  res.status(404).set('Cache-Control', CACHING.noCache).type('text/plain').send('No résumé.')

/**
 * From published content only (a draft never shows); `no-cache`: a new one shows at once. The
 * owner's uploaded PDF while the profile says so (and one is linked), else one made from the
 * content in the address's language: its read is dropped with the public-read cache's (an edit
 * to any of `RESUME_TAGS`), and a PDF is made once per content, then served from memory.
 */
export const resumeRoutes = ({
  payload,
  origin,
  siteLanguages,
}: {
  payload: Payload
  origin: string
  siteLanguages: () => Promise<SiteLanguages>
}): Router => {
  const router = express.Router()
  const cache = publicResponseCache()
  cache.serve(RESUME_TAGS)
  const answers = perLanguage((language) =>
    cache.cachedRead(RESUME_TAGS, SOURCE_TTL_MS, () =>
      loadGeneratedResume(payload, language, origin),
    ),
  )
  const rendered = renderedOnce<Buffer>({ maxEntries: MAX_RENDERED })

  router.get(RESUME_PDF_ROUTE, async (req, res, next) => {
    try {
      const site = await siteLanguages()
      const requested = languageOfPath(req.path, site)
      if ('redirectTo' in requested) {
        res.set('Cache-Control', CACHING.noCache).redirect(301, requested.redirectTo)
        return
      }
      if (requested.pagePath !== RESUME_PDF_PATH) return notFound(res)
      let answer
      try {
        answer = await answers({ locale: requested.code, fallback: site.default })
      } catch (error) {
        payload.logger.error({ err: error, msg: `${req.path}: the CMS could not be read` })
        unavailable(res).type('text/plain').send('Résumé temporarily unavailable.')
        return
      }
      const document =
        answer.uploadId === null
          ? null
          : await payload
              .findByID({
                collection: 'documents',
                id: answer.uploadId,
                depth: 0,
                overrideAccess: true,
              })
              .catch(() => null)
      const content = answer.content
      res.set({
        'Cache-Control': CACHING.noCache,
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': FILE_CSP,
      })
      if (document?.filename) {
        const pdf = await readUploadFile(payload, 'documents', path.basename(document.filename))
        res.set('Content-Type', 'application/pdf')
        // A plain ASCII slug: no RFC 5987 form needed.
        res.set(
          'Content-Disposition',
          `attachment; filename="${resumeFileName(content?.info.name ?? '')}"`,
        )
        res.send(pdf)
        return
      }
      if (!content) return notFound(res)
      const key = createHash('sha1').update(JSON.stringify(content)).digest('base64url')
      res.set({
        ETag: `"${key}"`,
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${resumeFileName(content.info.name)}"`,
      })
      // A revalidation of the current résumé costs nothing.
      if (req.fresh) {
        res.status(304).end()
        return
      }
      res.send(await rendered.get(key, () => renderResumePdf(content)))
    } catch (error) {
      res.removeHeader('ETag')
      next(error)
    }
  })

  router.get('/resume.json', async (_req, res) => {
    try {
      const resume = buildJsonResume(await loadResumeSource(payload), origin)
      res
        .set('Cache-Control', CACHING.noCache)
        .type('application/json')
        .send(JSON.stringify(resume, null, 2))
    } catch (error) {
      payload.logger.error({ err: error, msg: 'resume.json: the CMS could not be read' })
      res
        .status(503)
        .set('Retry-After', '30')
        .type('text/plain')
        .send('Résumé temporarily unavailable.')
    }
  })

  return router
}
