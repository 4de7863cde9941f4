import type { CSSProperties } from 'react'

/** A figure's box on the dashboard (Payload's theme colours, so both themes read well). */
export const dashboardCard: CSSProperties = {
  padding: '12px 16px',
  borderRadius: 'var(--style-radius-m, 4px)',
  border: '1px solid var(--theme-elevation-150)',
  background: 'var(--theme-elevation-50)',
}

/** A section's heading on the dashboard. */
export const dashboardHeading: CSSProperties = { margin: '0 0 8px', fontSize: '1.1rem' }

/** A section's title row: its heading on one side, its links on the other, wrapping on a phone. */
export const dashboardTitleRow: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
}
