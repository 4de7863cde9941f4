import type { CollectionConfig, FieldAccess } from 'payload'

import { exportInquiriesCsv } from './exportInquiriesCsv'
import { isAdmin } from '../../src/cms/access/isAdmin'
import { validateSingleLine } from '../../src/mail/validateSingleLine'
import { queueInquiryNotification } from './hooks/queueInquiryNotification'
import { setInitialNotificationStatus } from './hooks/setInitialNotificationStatus'
import { NOTIFICATION_STATUSES } from '../../src/mail/jobs/notificationStatus'
import { INQUIRY_LIMITS } from '../../src/shared/model'

/**
 * What the visitor wrote stays as they wrote it: an update of these fields is ignored (Payload
 * drops a field whose update access is false), whoever sends it. Creating still sets them.
 */
const visitorsWords: FieldAccess = () => false

/**
 * Messages from the contact form (`POST /api/inquiries` only), stored first, then emailed to the
 * owner by a job whose progress the `notification*` fields keep.
 */
export const Inquiries: CollectionConfig = {
  slug: 'inquiries',
  labels: { singular: 'Inquiry', plural: 'Inquiries' },
  admin: {
    useAsTitle: 'subject',
    // The first column links to the inquiry: the visitor's name, which every inquiry has.
    // Few and short, so the inbox fits a phone; the rest are a click away in Columns.
    defaultColumns: ['name', 'read', 'subject', 'timestamp', 'repliedAt'],
    listSearchableFields: ['name', 'email', 'subject', 'message'],
    description:
      'Contact messages, newest first. Unread ones are marked; open one to read it and mark it read.',
    components: {
      beforeListTable: ['/src/cms/admin/InquiriesListActions#InquiriesListActions'],
      edit: {
        beforeDocumentControls: [
          '/src/cms/admin/InquiryReplyButton#InquiryReplyButton',
          '/src/cms/admin/ToggleReadButton#ToggleReadButton',
          '/src/cms/admin/MarkInquiryReadOnOpen#MarkInquiryReadOnOpen',
        ],
      },
    },
  },
  // Inquiries come only from visitors, through the contact form (storeInquiry overrides this):
  // the owner gets no Create New, and Payload's own API creates none either.
  access: { read: isAdmin, create: () => false, update: isAdmin, delete: isAdmin },
  defaultSort: '-timestamp',
  endpoints: [exportInquiriesCsv],
  hooks: {
    beforeChange: [setInitialNotificationStatus],
    afterChange: [queueInquiryNotification],
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      maxLength: INQUIRY_LIMITS.name,
      validate: validateSingleLine,
      access: { update: visitorsWords },
      admin: { readOnly: true },
    },
    {
      name: 'email',
      type: 'email',
      required: true,
      access: { update: visitorsWords },
      admin: { readOnly: true },
    },
    {
      name: 'subject',
      type: 'text',
      maxLength: INQUIRY_LIMITS.subject,
      validate: validateSingleLine,
      access: { update: visitorsWords },
      admin: { readOnly: true },
    },
    {
      name: 'message',
      type: 'textarea',
      required: true,
      maxLength: INQUIRY_LIMITS.message,
      access: { update: visitorsWords },
      admin: {
        readOnly: true,
        components: { Field: '/src/cms/admin/InquiryMessageField#InquiryMessageField' },
      },
    },
    {
      name: 'timestamp',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'read',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: {
        position: 'sidebar',
        components: { Cell: '/src/cms/admin/InquiryReadCell#InquiryReadCell' },
      },
    },
    {
      name: 'repliedAt',
      label: 'Replied by email',
      type: 'date',
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: 'When you last pressed Reply (your mail client sends the answer).',
      },
    },
    {
      name: 'spam',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Caught by the hidden honeypot field: stored, but never emailed.',
      },
    },
    {
      name: 'notificationStatus',
      label: 'Email notification',
      type: 'select',
      options: NOTIFICATION_STATUSES.map((value) => ({
        label: value[0]!.toUpperCase() + value.slice(1),
        value,
      })),
      // Rows that predate this field (or bypass the create hook) are never emailed retroactively;
      // the create hook sets `pending` on every new inquiry.
      defaultValue: 'skipped',
      index: true,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'notificationAttempts',
      label: 'Send attempts',
      type: 'number',
      defaultValue: 0,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'notificationError',
      label: 'Last send error',
      type: 'textarea',
      admin: {
        position: 'sidebar',
        readOnly: true,
        condition: (data) => Boolean(data?.notificationError),
      },
    },
    {
      name: 'notifiedAt',
      label: 'Owner notified at',
      type: 'date',
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'autoReplySentAt',
      label: 'Auto-reply sent at',
      type: 'date',
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      // A message taken while the database was down carries the id it was kept under on disk
      // (src/api/inquiries/inquirySpool.ts): unique, so storing it twice (a restart between the
      // insert and removing the file, two instances on one spool) is refused by the database.
      name: 'spoolId',
      type: 'text',
      unique: true,
      access: { update: () => false },
      admin: { hidden: true },
    },
  ],
}
