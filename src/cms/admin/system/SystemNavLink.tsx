import { userIsAdmin } from '../../access/isAdmin'
import { SYSTEM_VIEW_PATH } from './systemViewPath'

/** "System" in the menu, for admins: the deployment checks and the metrics token. */
export const SystemNavLink = ({
  user,
  payload,
}: {
  user?: { role?: string | null } | null
  payload: { config: { routes: { admin: string } } }
}) =>
  userIsAdmin(user) ? (
    <a
      href={`${payload.config.routes.admin}${SYSTEM_VIEW_PATH}`}
      className="nav__link"
      id="nav-system"
      data-testid="system-nav-link"
    >
      <span className="nav__link-label">System</span>
    </a>
  ) : null
