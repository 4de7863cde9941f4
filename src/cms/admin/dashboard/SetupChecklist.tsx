import type { CSSProperties } from 'react'

import type { ChecklistItem } from './readSetupChecklist'
import { dashboardHeading } from './dashboardStyles'

/** Read by screen readers, not shown: the ✓ and ○ marks say it to the eye. */
const spoken: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
}

/** What a new site still needs, each step linking where to do it. */
export const SetupChecklist = ({ items, admin }: { items: ChecklistItem[]; admin: string }) => {
  const done = items.filter((item) => item.done).length
  if (done === items.length) return null
  return (
    <div data-testid="setup-checklist">
      <h3 style={dashboardHeading}>
        Set up your site: {done} of {items.length} done
      </h3>
      <ul style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 4 }}>
        {items.map((item) => (
          <li key={item.key} data-testid={`setup-${item.key}`} data-done={item.done}>
            <span aria-hidden="true" style={{ display: 'inline-block', width: '1.5em' }}>
              {item.done ? '✓' : '○'}
            </span>
            {item.done ? (
              <span>
                {item.text} <span style={spoken}>(done)</span>
              </span>
            ) : (
              <a href={`${admin}${item.href}`}>
                {item.text} <span style={spoken}>(to do)</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
