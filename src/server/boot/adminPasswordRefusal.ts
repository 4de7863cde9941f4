import { passwordProblem } from '../../cms/passwords/passwordPolicy'
import { env } from '../../platform/config/env'

/**
 * The line to stop the start with when ADMIN_PASSWORD breaks the password rule, or null.
 * Checked before anything starts (database, first admin, samples), and whether or not users
 * exist yet: a weak password left in the environment is a mistake to fix now, not on the day
 * the database is recreated.
 */
export const adminPasswordRefusal = ({
  password = env.ADMIN_PASSWORD,
  email = env.ADMIN_EMAIL,
}: { password?: string; email?: string } = {}): string | null => {
  if (!password) return null
  const problem = passwordProblem(password, { email })
  return problem ? `Not starting: ADMIN_PASSWORD is refused. ${problem}` : null
}
