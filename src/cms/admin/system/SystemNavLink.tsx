import { userIsAdmin } from '../../access/isAdmin'

/** The admin's own path of the System page (its view is registered in payload.config.ts). */
export const SYSTEM_VIEW_PATH = '/system'

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
