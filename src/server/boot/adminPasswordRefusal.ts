import { passwordProblem } from '../../cms/passwords/passwordPolicy'
import { env } from '../../platform/config/env'

/** Whether or not users exist: a weak password left in the environment is to be fixed now. */
export const adminPasswordRefusal = ({
  password = env.ADMIN_PASSWORD,
  email = env.ADMIN_EMAIL,
}: { password?: string; email?: string } = {}): string | null => {
  if (!password) return null
  const problem = passwordProblem(password, { email })
  return problem ? `Not starting: ADMIN_PASSWORD is refused. ${problem}` : null
}
