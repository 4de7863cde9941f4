import type { Payload } from 'payload'

import { env } from '../../platform/config/env'

/** Without them Payload's create-first-user screen asks: there is never a built-in password. */
export const ensureAdminUser = async (payload: Payload): Promise<void> => {
  const email = env.ADMIN_EMAIL
  const password = env.ADMIN_PASSWORD
  if (!email || !password) return
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email, password, role: 'admin', username: email.split('@')[0] },
  })
  payload.logger.info(`Created the first admin user ${email}`)
}
