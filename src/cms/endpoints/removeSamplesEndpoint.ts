import type { Endpoint } from 'payload'

import { refuseUnlessAdmin } from '../access/isAdmin'
import { removeUneditedSamples, surveySamples } from '../seed/sampleSurvey'

/** `POST /cms-api/samples/remove` ("Start fresh"); `?dryRun=true` only says what would go. */
export const removeSamplesEndpoint: Endpoint = {
  path: '/samples/remove',
  method: 'post',
  handler: async (req) => {
    const refused = refuseUnlessAdmin(req.user, 'Only an admin may remove the samples.')
    if (refused) return refused
    const survey =
      req.query?.dryRun === 'true'
        ? await surveySamples(req.payload)
        : await removeUneditedSamples(req.payload, req.user)
    return Response.json({ data: survey }, { headers: { 'Cache-Control': 'no-store' } })
  },
}
