import { adminEndpoint, dataAnswer } from './adminEndpoint'
import { createMetricsToken, removeMetricsToken } from '../system/metricsToken'

const REFUSAL = 'Only an admin may manage the metrics token.'

/** `POST /cms-api/system/metrics-token`: a new token for `GET /metrics`, shown once. */
export const createMetricsTokenEndpoint = adminEndpoint(REFUSAL, {
  path: '/system/metrics-token',
  method: 'post',
  handler: async (req) => dataAnswer({ token: await createMetricsToken(req.payload) }),
})

/** `DELETE /cms-api/system/metrics-token`: from then on only loopback scrapes are answered. */
export const removeMetricsTokenEndpoint = adminEndpoint(REFUSAL, {
  path: '/system/metrics-token',
  method: 'delete',
  handler: async (req) => {
    await removeMetricsToken(req.payload)
    return dataAnswer({ removed: true })
  },
})
