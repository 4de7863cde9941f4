import { adminEndpoint, dataAnswer } from './adminEndpoint'
import { removeUneditedSamples, surveySamples } from '../seed/sampleSurvey'

/** `POST /cms-api/samples/remove` ("Start fresh"); `?dryRun=true` only says what would go. */
export const removeSamplesEndpoint = adminEndpoint('Only an admin may remove the samples.', {
  path: '/samples/remove',
  method: 'post',
  handler: async (req) =>
    dataAnswer(
      req.query?.dryRun === 'true'
        ? await surveySamples(req.payload)
        : await removeUneditedSamples(req.payload, req.user),
    ),
})
