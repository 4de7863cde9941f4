import type { CSSProperties, ReactNode } from 'react'
import type { Payload } from 'payload'
import type { Pool } from 'pg'

import { utcDay } from '../../../audience/audienceEvent'
import { type AudienceStats, readStats } from '../../../audience/readStats'
import { AudienceChart } from './AudienceChart'
import { dashboardCard, dashboardHeading, dashboardTitleRow } from './dashboardStyles'

/** The periods the owner can look at, in days. */
export const AUDIENCE_PERIODS = [7, 30, 90] as const
/** Rows of each top list. */
const TOP = 10

const table: CSSProperties = { width: '100%', borderCollapse: 'collapse' }
const cell: CSSProperties = { padding: '4px 8px 4px 0', textAlign: 'start', verticalAlign: 'top' }
const number: CSSProperties = { ...cell, textAlign: 'end', fontVariantNumeric: 'tabular-nums' }
const muted: CSSProperties = { margin: '8px 0 0', color: 'var(--theme-elevation-600)' }

const format = (value: number) => value.toLocaleString('en')

/** A small table of one list of figures, or a line saying there is nothing yet. */
const FigureTable = ({
  caption,
  columns,
  rows,
  testId,
}: {
  caption: string
  columns: [string, string, string?]
  rows: [ReactNode, number, number?][]
  testId: string
}) => (
  <div>
    <h4 style={{ margin: '0 0 6px' }}>{caption}</h4>
    {rows.length === 0 ? (
      <p style={{ margin: 0, color: 'var(--theme-elevation-600)' }}>Nothing yet.</p>
    ) : (
      <table style={table} data-testid={testId}>
        <thead>
          <tr>
            <th style={cell} scope="col">
              {columns[0]}
            </th>
            <th style={number} scope="col">
              {columns[1]}
            </th>
            {columns[2] ? (
              <th style={number} scope="col">
                {columns[2]}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, first, second], index) => (
            <tr key={index}>
              <td style={{ ...cell, overflowWrap: 'anywhere' }}>{label}</td>
              <td style={number}>{format(first)}</td>
              {second === undefined ? null : <td style={number}>{format(second)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    )}
  </div>
)

/** A project's page (`/projects/3`, `/es/projects/3`) → its id. */
const projectIdOf = (path: string): number | undefined => {
  const id = /^(?:\/[a-z]{2,3}(?:-[a-z]{2,4})?)?\/projects\/(\d+)$/i.exec(path)?.[1]
  return id === undefined ? undefined : Number(id)
}

/** The projects' pages among the top pages, by project, titled. */
const projectRows = async (payload: Payload, pages: AudienceStats['pages']) => {
  const byId = new Map<number, { pageviews: number; visitors: number }>()
  for (const page of pages) {
    const id = projectIdOf(page.path)
    if (id === undefined) continue
    const sum = byId.get(id) ?? { pageviews: 0, visitors: 0 }
    byId.set(id, {
      pageviews: sum.pageviews + page.pageviews,
      visitors: sum.visitors + page.visitors,
    })
  }
  if (byId.size === 0) return []
  const { docs } = await payload.find({
    collection: 'projects',
    where: { id: { in: [...byId.keys()] } },
    select: { title: true },
    depth: 0,
    pagination: false,
  })
  const titles = new Map(docs.map((doc) => [doc.id, doc.title]))
  return [...byId]
    .sort(([, a], [, b]) => b.pageviews - a.pageviews)
    .slice(0, TOP)
    .map(([id, figures]): [ReactNode, number, number] => [
      titles.get(id) ?? `Project ${id} (removed)`,
      figures.pageviews,
      figures.visitors,
    ])
}

/** Who visits, over the last 7, 30 or 90 days; read on each visit, today's figures live. */
export const AudienceSection = async ({
  payload,
  period,
}: {
  payload: Payload
  period: number
}) => {
  const to = utcDay(new Date())
  const from = utcDay(new Date(Date.parse(`${to}T00:00:00Z`) - (period - 1) * 86_400_000))
  const pool = (payload.db as unknown as { pool: Pool }).pool
  const stats = await readStats(pool, { from, to })
  const projects = await projectRows(payload, stats.pages)
  const summary = `Visitors and page views per day, ${from} to ${to}: ${format(stats.visitors)} visitors, ${format(stats.pageviews)} page views in all.`
  const figures: [string, string, string][] = [
    ['visitors', 'Visitors', format(stats.visitors)],
    ['pageviews', 'Page views', format(stats.pageviews)],
    ['resume', 'Résumé downloads', format(stats.resumeDownloads)],
    ['call', '"Book a call" clicks', format(stats.callsBooked)],
    [
      'share-links',
      'Share links opened',
      format(stats.shareLinkOpens.reduce((sum, { opens }) => sum + opens, 0)),
    ],
    ['inquiries', 'Inquiries', format(stats.inquiries)],
    ['conversion', 'Inquiries per 100 visitors', stats.conversion.toLocaleString('en')],
  ]
  return (
    <section
      aria-labelledby="audience-heading"
      data-testid="audience"
      style={{ display: 'grid', gap: 16, gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <div style={dashboardTitleRow}>
        <h3 id="audience-heading" style={{ ...dashboardHeading, margin: 0 }}>
          Audience
        </h3>
        <nav
          aria-label="Period"
          style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}
        >
          {AUDIENCE_PERIODS.map((days) => (
            <a
              key={days}
              href={`?audience=${days}`}
              aria-current={days === period ? 'page' : undefined}
              style={{ fontWeight: days === period ? 700 : 400 }}
            >
              Last {days} days
            </a>
          ))}
          <a
            href={`/cms-api/audience.csv?from=${from}&to=${to}`}
            download
            data-testid="audience-csv"
          >
            Download CSV
          </a>
        </nav>
      </div>
      <div
        style={{
          display: 'grid',
          gap: 12,
          gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
        }}
      >
        {figures.map(([key, label, value]) => (
          <div key={key} style={dashboardCard} data-testid={`audience-${key}`}>
            <strong style={{ display: 'block', fontSize: '1.6rem' }}>{value}</strong>
            {label}
          </div>
        ))}
      </div>
      <AudienceChart days={stats.days} summary={summary} />
      <details>
        <summary>The figures of each day (the chart as a table)</summary>
        <FigureTable
          caption={`${from} to ${to}`}
          columns={['Day', 'Visitors', 'Page views']}
          rows={stats.days.map((day) => [day.date, day.visitors, day.pageviews])}
          testId="audience-days"
        />
      </details>
      <div
        style={{
          display: 'grid',
          gap: 20,
          gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
        }}
      >
        <FigureTable
          caption="Top pages"
          columns={['Page', 'Views', 'Visitors']}
          rows={stats.pages.slice(0, TOP).map((page) => [page.path, page.pageviews, page.visitors])}
          testId="audience-pages"
        />
        <FigureTable
          caption="Top projects"
          columns={['Project', 'Views', 'Visitors']}
          rows={projects}
          testId="audience-projects"
        />
        <FigureTable
          caption="Where visitors came from"
          columns={['Source', 'Visitors']}
          rows={stats.referrers
            .slice(0, TOP)
            .map((referrer) => [referrer.source, referrer.visitors])}
          testId="audience-referrers"
        />
        <FigureTable
          caption="Links followed"
          columns={['Link', 'Clicks']}
          rows={stats.outbound.slice(0, TOP).map((link) => [link.target, link.clicks])}
          testId="audience-outbound"
        />
      </div>
      <p style={muted}>
        Counted without cookies or personal data: a visitor is recognised for one day only, and
        crawlers, previews and your own visits while signed in are left out. Today’s figures are
        live.
      </p>
    </section>
  )
}
