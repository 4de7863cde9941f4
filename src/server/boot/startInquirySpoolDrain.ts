import type { Payload } from 'payload'

import { inquirySpool } from '../../api/inquiries/inquirySpool'
import { isStoredSpoolId, storeInquiry } from '../../api/inquiries/storeInquiry'
import { databaseMonitorFor } from '../../platform/db/databaseMonitor'
import { isDatabaseUnavailable } from '../../platform/db/isDatabaseUnavailable'

/** Now (a previous run may have left some) and after each outage; failures wait for the next. */
export const startInquirySpoolDrain = (payload: Payload): void => {
  const spool = inquirySpool()
  const drain = () => {
    spool
      .drain(
        async ({ spoolId, receivedAt, ...message }) => {
          if (await isStoredSpoolId(payload, spoolId)) return
          try {
            await storeInquiry(payload, { ...message, timestamp: receivedAt, spoolId })
          } catch (error) {
            // Another instance draining the same folder stored it first (the id is unique).
            if (!isDatabaseUnavailable(error) && (await isStoredSpoolId(payload, spoolId))) return
            throw error
          }
        },
        {
          isPermanent: (error) => !isDatabaseUnavailable(error),
          setAside: (file, error) =>
            payload.logger.error({
              err: error,
              msg: `A contact message received during an outage could not be stored; it is kept in ${file}`,
            }),
        },
      )
      .then((stored) => {
        if (stored > 0) {
          payload.logger.info(
            `Stored ${stored} contact message(s) received while the database was down`,
          )
        }
      })
      .catch((error: unknown) =>
        payload.logger.warn({
          err: error,
          msg: 'Contact messages received during the outage wait on disk for the next attempt',
        }),
      )
  }
  databaseMonitorFor(payload).onRecovery(drain)
  drain()
}
