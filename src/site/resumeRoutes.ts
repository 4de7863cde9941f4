import path from 'node:path'

import express, { type Router } from 'express'
import type { Payload } from 'payload'

import { readPublicPersonalInfo } from '../api/personal-info/readPersonalInfo'
import { RESUME_PDF_PATH, resumeIdOf } from '../records/resumeUrl'
import { readUploadFile } from '../platform/media/readUploadFile'
import { buildJsonResume } from './buildJsonResume'
import { loadResumeSource } from './loadResumeSource'
import { resumeFileName } from './resumeFileName'
import { CACHING } from '../platform/http/cachePolicies'

/** Nothing in a served file may run or load anything, even if a browser tried to render it. */
const FILE_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox"

/** From published content only (a draft's PDF never shows); `no-cache`: a new one shows at once. */
export const resumeRoutes = ({ payload, origin }: { payload: Payload; origin: string }): Router => {
  const router = express.Router()

  router.get(RESUME_PDF_PATH, async (_req, res, next) => {
    try {
      const info = await readPublicPersonalInfo(payload)
      const id = resumeIdOf(info)
      const document = id
        ? await payload
            .findByID({ collection: 'documents', id, depth: 0, overrideAccess: true })
            .catch(() => null)
        : null
      if (!info || !document?.filename) {
        res.status(404).set('Cache-Control', CACHING.noCache).type('text/plain').send('No résumé.')
        return
      }
      const pdf = await readUploadFile(payload, 'documents', path.basename(document.filename))
      res.set({
        'Cache-Control': CACHING.noCache,
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': FILE_CSP,
        'Content-Type': 'application/pdf',
      })
      // A plain ASCII slug: no RFC 5987 form needed.
      res.set('Content-Disposition', `attachment; filename="${resumeFileName(info.name)}"`)
      res.send(pdf)
    } catch (error) {
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
