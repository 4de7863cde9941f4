import type { CSSProperties } from 'react'
import type { Payload } from 'payload'

import { userIsAdmin } from '../../access/isAdmin'
import { type SampleSurvey, surveySamples } from '../../seed/sampleSurvey'
import { UNREAD_INQUIRIES_URL } from '../unreadInquiries'
import { AUDIENCE_PERIODS, AudienceSection } from './AudienceSection'
import { ImportSection } from './ImportSection'
import { StartFreshSection } from './StartFreshSection'
import { SetupChecklist } from './SetupChecklist'
import { SystemNotices } from './SystemNotices'
import { type ChecklistItem, readSetupChecklist } from './readSetupChecklist'
import { dashboardCard, dashboardHeading, dashboardTitleRow } from './dashboardStyles'
import { type DashboardFacts, readDashboardFacts } from './readDashboardFacts'
import { timeAgo } from './timeAgo'

/** A count's box, a link to the list it counts. */
const card: CSSProperties = {
  ...dashboardCard,
  display: 'block',
  color: 'var(--theme-text)',
  textDecoration: 'none',
}
const sectionHeading = dashboardHeading

/** The few things worth doing next, most useful first. */
const nextSteps = (
  facts: DashboardFacts,
  checklist: ChecklistItem[],
  samples: SampleSurvey,
  admin: string,
) => {
  const setupStep = checklist.find((item) => !item.done)
  const sampleCount = samples.removable.length
  return [
    ...(facts.unreadInquiries > 0
      ? [
          {
            text: `Read ${facts.unreadInquiries} unread ${facts.unreadInquiries === 1 ? 'inquiry' : 'inquiries'}`,
            href: UNREAD_INQUIRIES_URL,
          },
        ]
      : []),
    ...(facts.profileDraft
      ? [{ text: 'Review and publish your profile', href: `${admin}/globals/personal-info` }]
      : []),
    ...facts.counts
      .filter(({ count, drafts }) => count === 0 && drafts > 0)
      .map(({ slug, singular, label, drafts }) => ({
        text: `Review and publish ${drafts} draft ${(drafts === 1 ? singular : label).toLowerCase()}`,
        href: `${admin}/collections/${slug}?where[_status][equals]=draft`,
      })),
    ...(setupStep
      ? [{ text: `Set up your site: ${setupStep.text}`, href: `${admin}${setupStep.href}` }]
      : []),
    ...(sampleCount > 0
      ? [
          {
            text: `Replace the template's ${sampleCount} sample ${sampleCount === 1 ? 'record' : 'records'} with your own`,
            href: '#start-fresh',
          },
        ]
      : []),
    ...facts.counts
      .filter(({ count, drafts }) => count === 0 && drafts === 0)
      .map(({ slug, singular }) => ({
        text: `Add your first ${singular.toLowerCase()}`,
        href: `${admin}/collections/${slug}/create`,
      })),
  ]
}

/** Above Payload's dashboard: next steps, content, inbox, import, audience and last edits. */
export const OwnerDashboard = async ({
  payload,
  user,
  searchParams,
}: {
  payload: Payload
  user?: { role?: string | null } | null
  searchParams?: Record<string, string | string[] | undefined>
}) => {
  if (!userIsAdmin(user)) return null
  const admin = payload.config.routes.admin
  const [facts, samples] = await Promise.all([readDashboardFacts(payload), surveySamples(payload)])
  const checklist = await readSetupChecklist(payload, samples)
  const steps = nextSteps(facts, checklist, samples, admin)
  const askedPeriod = Number(searchParams?.audience)
  const period = AUDIENCE_PERIODS.find((days) => days === askedPeriod) ?? 30
  return (
    <section
      aria-label="Your portfolio at a glance"
      data-testid="owner-dashboard"
      style={{ display: 'grid', gap: 24, marginBottom: 32, gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <div style={dashboardTitleRow}>
        <h2 style={{ margin: 0 }}>Your portfolio</h2>
        <a
          href="/"
          target="_blank"
          rel="noopener noreferrer"
          className="btn btn--style-primary btn--size-medium"
          style={{ margin: 0 }}
        >
          View site ↗
        </a>
      </div>

      <SystemNotices payload={payload} admin={admin} />

      <SetupChecklist items={checklist} admin={admin} />

      <div>
        <h3 style={sectionHeading}>What to do next</h3>
        {steps.length ? (
          <ul
            data-testid="next-steps"
            style={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 4 }}
          >
            {steps.map((step) => (
              <li key={step.href}>
                <a href={step.href}>{step.text}</a>
              </li>
            ))}
          </ul>
        ) : (
          <p data-testid="next-steps" style={{ margin: 0 }}>
            All set: your site has content in every section and no unread inquiries. Keep it current
            by editing below.
          </p>
        )}
      </div>

      <div>
        <h3 style={sectionHeading}>On your site</h3>
        <div
          style={{
            display: 'grid',
            gap: 12,
            gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
          }}
        >
          {facts.counts.map(({ slug, label, count }) => (
            <a
              key={slug}
              href={`${admin}/collections/${slug}`}
              style={card}
              data-testid={`count-${slug}`}
            >
              <strong style={{ display: 'block', fontSize: '1.6rem' }}>{count}</strong>
              {label}
            </a>
          ))}
          <a
            href={UNREAD_INQUIRIES_URL}
            style={{
              ...card,
              borderColor: facts.unreadInquiries
                ? 'var(--theme-error-500, #d33)'
                : 'var(--theme-elevation-150)',
            }}
            data-testid="count-unread-inquiries"
          >
            <strong style={{ display: 'block', fontSize: '1.6rem' }}>
              {facts.unreadInquiries}
            </strong>
            Unread {facts.unreadInquiries === 1 ? 'inquiry' : 'inquiries'}
          </a>
        </div>
        <p style={{ margin: '8px 0 0', color: 'var(--theme-elevation-600)' }}>
          Counts are what visitors see: drafts and records marked Deleted are left out.
        </p>
      </div>

      {facts.untranslated.length > 0 && (
        <div>
          <h3 style={sectionHeading}>Translations</h3>
          <ul data-testid="untranslated" style={{ margin: 0, paddingInlineStart: 18 }}>
            {facts.untranslated.map(({ code, name, count }) => (
              <li key={code}>
                {name}:{' '}
                {count === 0
                  ? 'everything is translated'
                  : `${count} ${count === 1 ? 'text' : 'texts'} not translated yet (shown in the default language)`}
              </li>
            ))}
          </ul>
          <p style={{ margin: '8px 0 0', color: 'var(--theme-elevation-600)' }}>
            Choose a language at the top of any record to translate it; each record lists what it
            still lacks.
          </p>
        </div>
      )}

      <StartFreshSection apiRoute={payload.config.routes.api} survey={samples} />

      <ImportSection apiRoute={payload.config.routes.api} adminRoute={admin} />

      <AudienceSection payload={payload} period={period} />

      <div>
        <h3 style={sectionHeading}>Last edits</h3>
        {facts.recentEdits.length ? (
          <ul
            data-testid="recent-edits"
            style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 6 }}
          >
            {facts.recentEdits.map((edit) => (
              <li
                key={edit.editPath}
                style={{ display: 'flex', flexWrap: 'wrap', gap: '0 8px', alignItems: 'baseline' }}
              >
                <a href={`${admin}${edit.editPath}`} style={{ fontWeight: 600 }}>
                  {edit.title}
                </a>
                <span style={{ color: 'var(--theme-elevation-600)' }}>
                  {edit.kind}
                  {edit.deleted ? ' (marked Deleted)' : ''} ·{' '}
                  <time dateTime={edit.updatedAt} title={edit.updatedAt}>
                    {timeAgo(edit.updatedAt)}
                  </time>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p style={{ margin: 0 }}>Nothing edited yet.</p>
        )}
      </div>
    </section>
  )
}
