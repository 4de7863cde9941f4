import type { AdminViewServerProps } from 'payload'
import type { Pool } from 'pg'
import { Gutter } from '@payloadcms/ui'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { redirect } from 'next/navigation'

import { userIsAdmin } from '../../cms/access/isAdmin'
import { MetricsTokenControl } from '../../cms/admin/system/MetricsTokenControl'
import { SYSTEM_VIEW_PATH } from '../../cms/admin/system/systemViewPath'
import { readMetricsToken } from '../../cms/system/metricsToken'
import { readRecentAlerts } from '../../mail/jobs/queueOwnerAlert'
import { dashboardCard, dashboardHeading } from '../../cms/admin/dashboard/dashboardStyles'
import type { CheckResult } from './deploymentCheck'
import { runDeploymentChecks } from './deploymentChecks'
import { localDoctorContext } from './doctorContext'
import { ownServerReport } from './serverReport'

/** The alerts the page lists (one e-mail per problem and day). */
const ALERT_DAYS = 7

const CheckList = ({ results }: { results: CheckResult[] }) => (
  <ul
    data-testid="system-checks"
    style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 8 }}
  >
    {results.map(({ name, ok, detail, fix }) => (
      <li
        key={name}
        data-testid="system-check"
        data-ok={ok}
        style={{
          ...dashboardCard,
          borderColor: ok ? 'var(--theme-elevation-150)' : 'var(--theme-error-500, #d33)',
        }}
      >
        <strong>
          <span aria-hidden="true">{ok ? '✓' : '✗'}</span> {name}
        </strong>
        <span style={{ color: 'var(--theme-elevation-700)' }}>
          {' '}
          {ok ? '' : '(needs attention) '}
          {detail}
        </span>
        {fix && <p style={{ margin: '4px 0 0' }}>What to do: {fix}</p>}
      </li>
    ))}
  </ul>
)

/**
 * `/admin/system`: the checks of `npm run doctor`, run in the server's own process (its state read
 * directly, where the command asks `GET /metrics`), and the metrics token. Admins only.
 */
export const SystemView = async ({
  initPageResult,
  params,
  searchParams,
}: AdminViewServerProps) => {
  const { req, locale, permissions, visibleEntities } = initPageResult
  const { payload, user } = req
  // Payload leaves a custom view open to everyone: a visitor signs in first.
  if (!user)
    redirect(
      `${payload.config.routes.admin}/login?redirect=${encodeURIComponent(`${payload.config.routes.admin}${SYSTEM_VIEW_PATH}`)}`,
    )
  const admin = userIsAdmin(user)
  const { pool } = payload.db as unknown as { pool: Pool }
  const [results, token, alerts] = admin
    ? await Promise.all([
        localDoctorContext({
          database: async <Row,>(text: string, values?: unknown[]) =>
            (await pool.query(text, values)).rows as Row[],
          server: ownServerReport(),
        }).then(runDeploymentChecks),
        readMetricsToken(payload),
        readRecentAlerts(payload, ALERT_DAYS),
      ])
    : [[], null, []]
  const failures = results.filter((result) => !result.ok).length
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={payload}
      permissions={permissions}
      searchParams={searchParams}
      user={user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <h1 style={{ margin: '24px 0 8px' }}>System</h1>
        {admin ? (
          <div style={{ display: 'grid', gap: 24, marginBottom: 32 }}>
            <div>
              <p data-testid="system-summary" style={{ margin: '0 0 12px' }}>
                {failures
                  ? `${failures} of ${results.length} checks need attention.`
                  : `All ${results.length} checks pass.`}{' '}
                The same checks run with <code>npm run doctor</code> on the server.
              </p>
              <CheckList results={results} />
            </div>
            <div>
              <h2 style={dashboardHeading}>Alerts e-mailed in the last {ALERT_DAYS} days</h2>
              {alerts.length ? (
                <ul data-testid="system-alerts" style={{ margin: 0, paddingInlineStart: 18 }}>
                  {alerts.map((alert) => (
                    <li key={`${alert.problem}-${alert.day}`}>
                      {alert.day}: {alert.message.split('\n')[0]}
                    </li>
                  ))}
                </ul>
              ) : (
                <p style={{ margin: 0 }}>None.</p>
              )}
            </div>
            <div>
              <h2 style={dashboardHeading}>Metrics</h2>
              <MetricsTokenControl createdAt={token?.createdAt ?? null} />
            </div>
          </div>
        ) : (
          <p>Only an admin may see this page.</p>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
