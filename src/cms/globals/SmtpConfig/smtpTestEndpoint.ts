import type { Endpoint } from 'payload'

import { userIsAdmin } from '../../access/isAdmin'
import { sendSmtpTestEmail } from '../../../mail/sendSmtpTestEmail'

/** `POST /cms-api/globals/smtp-config/test`: a real message with the saved settings. */
export const smtpTestEndpoint: Endpoint = {
  path: '/test',
  method: 'post',
  handler: async (req) => {
    if (!userIsAdmin(req.user)) {
      return Response.json(
        { ok: false, message: 'Only an admin may send a test email.' },
        { status: req.user ? 403 : 401 },
      )
    }
    const result = await sendSmtpTestEmail(req.payload)
    return Response.json(result, { headers: { 'Cache-Control': 'no-store' } })
  },
}
