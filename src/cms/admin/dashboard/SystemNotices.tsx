import type { Payload } from 'payload'

import { SYSTEM_VIEW_PATH } from '../system/systemViewPath'
import { dashboardCard, dashboardHeading } from './dashboardStyles'
import { readSystemNotices } from './readSystemNotices'

/** "Needs attention": what is wrong with the running site now; nothing when all is well. */
export const SystemNotices = async ({ payload, admin }: { payload: Payload; admin: string }) => {
  const systemPath = `${admin}${SYSTEM_VIEW_PATH}`
  const notices = await readSystemNotices(payload, { admin, systemPath })
  if (!notices.length) return null
  return (
    <div
      role="status"
      data-testid="system-notices"
      style={{ ...dashboardCard, borderColor: 'var(--theme-error-500, #d33)' }}
    >
      <h3 style={dashboardHeading}>Needs attention</h3>
      <ul style={{ margin: 0, paddingInlineStart: 18, display: 'grid', gap: 4 }}>
        {notices.map((notice) => (
          <li key={notice.key}>
            {notice.href ? <a href={notice.href}>{notice.text}</a> : notice.text}
          </li>
        ))}
      </ul>
      <p style={{ margin: '8px 0 0' }}>
        <a href={systemPath}>System</a> lists every check of this installation.
      </p>
    </div>
  )
}
