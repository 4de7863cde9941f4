import type { Payload } from 'payload'

import { readRecentAlerts } from '../../../mail/jobs/queueOwnerAlert'
import { UNSENT_STATUSES } from '../../../mail/jobs/notificationStatus'
import { currentProxyAdvice } from '../../../platform/metrics/proxyAdviceSource'
import {
  describeDiskSpace,
  diskSpaceOf,
  isDiskLow,
  storageDirs,
} from '../../../platform/system/diskSpace'
import { timeAgo } from './timeAgo'

/** One thing wrong now, and where the owner acts on it. */
export type SystemNotice = { key: string; text: string; href?: string }

/** Mail to the owner counts as failing once an inquiry has waited this long for its e-mail. */
const MAIL_FAILING_AFTER_MS = 60 * 60 * 1000

/** Alerts e-mailed today and yesterday stay on the dashboard. */
const ALERT_DAYS = 2

const firstSentence = (text: string) => {
  const sentence = /^[^\n]*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text.split('\n')[0]!
  return sentence.length > 240 ? `${sentence.slice(0, 239)}…` : sentence
}

/** Inquiries still owed their e-mail after an hour: the mail settings or server are failing. */
const failingMail = async (payload: Payload, admin: string): Promise<SystemNotice[]> => {
  const { totalDocs, docs } = await payload.find({
    collection: 'inquiries',
    where: {
      and: [
        { notificationStatus: { in: UNSENT_STATUSES } },
        { createdAt: { less_than: new Date(Date.now() - MAIL_FAILING_AFTER_MS).toISOString() } },
      ],
    },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    select: { notificationError: true },
    overrideAccess: true,
  })
  if (!totalDocs) return []
  const error = docs[0]?.notificationError
  return [
    {
      key: 'mail',
      text:
        `Mail to you has been failing for over an hour: ${totalDocs} ${totalDocs === 1 ? 'inquiry has' : 'inquiries have'} not reached your inbox` +
        `${error ? ` (last error: ${firstSentence(error)})` : ''}. Check the mail settings and send a test email.`,
      href: `${admin}/globals/smtp-config`,
    },
  ]
}

/**
 * What is wrong now, for the top of the dashboard: the proxy advice, a nearly full disk, mail to
 * the owner failing for an hour, and the alerts e-mailed today or yesterday.
 */
export const readSystemNotices = async (
  payload: Payload,
  { admin, systemPath }: { admin: string; systemPath: string },
): Promise<SystemNotice[]> => {
  const advice = currentProxyAdvice()
  const [disks, mail, alerts] = await Promise.all([
    diskSpaceOf(storageDirs()).catch(() => []),
    failingMail(payload, admin),
    readRecentAlerts(payload, ALERT_DAYS),
  ])
  return [
    ...(advice ? [{ key: 'proxy', text: `Proxy settings: ${advice}`, href: systemPath }] : []),
    ...disks.filter(isDiskLow).map((disk) => ({
      key: `disk-${disk.dir}`,
      text: `The disk is nearly full (${disk.what}: ${describeDiskSpace(disk)}): delete old backups or move them to a larger disk.`,
      href: systemPath,
    })),
    ...mail,
    ...alerts.map((alert) => ({
      key: `alert-${alert.problem}-${alert.day}`,
      text: `E-mailed to you ${timeAgo(alert.createdAt)}: ${firstSentence(alert.message)}`,
    })),
  ]
}
