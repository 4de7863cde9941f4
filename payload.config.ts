import path from 'node:path'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { Documents } from './collections/Documents'
import { Education } from './collections/Education'
import { Experiences } from './collections/Experiences'
import { Inquiries } from './collections/Inquiries'
import { ProjectLinks } from './collections/ProjectLinks'
import { Interests } from './collections/Interests'
import { OwnerAlerts } from './collections/OwnerAlerts'
import { BackupRuns } from './collections/BackupRuns'
import { audienceCsvEndpoint } from './src/cms/endpoints/audienceCsvEndpoint'
import { importJsonResumeEndpoint } from './src/import/jsonResume/importJsonResumeEndpoint'
import { removeSamplesEndpoint } from './src/cms/endpoints/removeSamplesEndpoint'
import {
  createMetricsTokenEndpoint,
  removeMetricsTokenEndpoint,
} from './src/cms/endpoints/metricsTokenEndpoints'
import { AudienceSettings } from './src/cms/globals/AudienceSettings'
import { SYSTEM_VIEW_PATH } from './src/cms/admin/system/systemViewPath'
import { BackupSettings } from './src/cms/globals/BackupSettings'
import { Media } from './collections/Media'
import { Projects } from './collections/Projects'
import { Skills } from './collections/Skills'
import { Passkeys } from './collections/Passkeys'
import { Posts } from './collections/Posts'
import { Users } from './collections/Users'
import { TestimonialRequests } from './collections/TestimonialRequests'
import { Testimonials } from './collections/Testimonials'
import { smtpSettingsEmailAdapter } from './src/mail/smtpSettingsEmailAdapter'
import { Look } from './src/cms/globals/Look'
import { PersonalInfo } from './src/cms/globals/PersonalInfo'
import { SiteLanguages } from './src/cms/globals/SiteLanguages'
import { SiteTexts } from './src/cms/globals/SiteTexts'
import { SmtpConfig } from './src/cms/globals/SmtpConfig'
import { env, runtime } from './src/platform/config/env'
import { databasePoolOptions } from './src/platform/db/databasePoolOptions'
import { recoverablePg } from './src/platform/db/recoverablePool'
import { adminTexts } from './src/cms/adminTexts'
import { localization } from './src/cms/localization'
import { uploadTooLargeMessage } from './src/cms/cmsBodyLimits'
import { jobsConfig } from './src/cms/jobsConfig'
import { keepFieldErrors } from './src/cms/errors/keepFieldErrors'
import { keepSecondFactorCode } from './src/cms/errors/keepSecondFactorCode'
import { payloadLoggerConfig } from './src/platform/logging/payloadLoggerConfig'
import { migrations } from './src/cms/migrations'
import { adminTimeZones } from './src/cms/siteTimeZone'
import { PROJECT_ROOT } from './src/paths'
import { accurateDraftStatus } from './src/cms/plugins/accurateDraftStatus'
import { mediaStorage } from './src/cms/plugins/mediaStorage'
import { newRecordsInDefaultLanguage } from './src/cms/plugins/newRecordsInDefaultLanguage'
import { publicCacheInvalidation } from './src/cms/plugins/publicCacheInvalidation'
import { publicQueryLimits } from './src/cms/plugins/publicQueryLimits'
import { idsAreNumbers } from './src/cms/plugins/idsAreNumbers'
import { requiredInDefaultLanguage } from './src/cms/plugins/requiredInDefaultLanguage'
import { sitePreview } from './src/cms/plugins/sitePreview'
import { siteRedirects } from './src/cms/plugins/siteRedirects'
import { translationStatus } from './src/cms/plugins/translationStatus'
import { untranslatedStaysEmpty } from './src/cms/plugins/untranslatedStaysEmpty'

// The project root, also when this file is bundled into dist/ (scripts/build-server.mjs).
const dirname = PROJECT_ROOT

/** Uploads larger than this are refused (bytes). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024

export default buildConfig({
  // Unset unless SITE_URL is given: Payload then builds no absolute URLs and checks no origin.
  serverURL: env.SITE_URL ?? '',
  secret: runtime.payloadSecret(),
  telemetry: false,
  // JSON lines in production; secrets (passwords, tokens, SQL parameters) are redacted.
  logger: payloadLoggerConfig(),
  admin: {
    user: Users.slug,
    // The default avatar is a Gravatar request; keep the admin free of third-party calls.
    avatar: 'default',
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' · Portfolio CMS' },
    // Schedule Publish starts in the site's time zone.
    timezones: adminTimeZones,
    components: {
      beforeNavLinks: [
        '/src/cms/admin/UnreadInquiriesNavLink#UnreadInquiriesNavLink',
        '/src/cms/admin/OpenNavOnWideScreens#OpenNavOnWideScreens',
      ],
      afterNavLinks: ['/src/cms/admin/system/SystemNavLink#SystemNavLink'],
      // What a new owner does next: counts, unread inquiries, the site, the last edits.
      beforeDashboard: ['/src/cms/admin/dashboard/OwnerDashboard#OwnerDashboard'],
      // The login screen asks for the second factor's code when the account has one (issue 32).
      // The System page runs the deployment checks of `npm run doctor` (src/server/doctor), in the
      // server's own process; only its path is named here, so this file imports nothing of it.
      views: {
        login: { Component: '/src/cms/admin/login/LoginView#LoginView' },
        system: { Component: '/src/server/doctor/SystemView#SystemView', path: SYSTEM_VIEW_PATH },
      },
    },
  },
  // The delete confirmations say the delete is permanent and point to the "Deleted" box.
  // Payload's own REST/GraphQL move to /cms-api so that /api belongs to the public contract
  // (spec section 7). See docs/decisions/0001-public-api-beside-payload-rest.md.
  routes: { api: '/cms-api' },
  i18n: adminTexts,
  localization,
  collections: [
    Projects,
    ProjectLinks,
    Posts,
    Skills,
    Experiences,
    Education,
    Interests,
    Inquiries,
    Testimonials,
    TestimonialRequests,
    Media,
    Documents,
    Users,
    Passkeys,
    OwnerAlerts,
    BackupRuns,
  ],
  globals: [
    PersonalInfo,
    // Beside the identity: the site's colours, type and motion (issue 48).
    Look,
    SiteTexts,
    SiteLanguages,
    SmtpConfig,
    AudienceSettings,
    BackupSettings,
  ],
  // The dashboard's Audience section downloads its daily figures here (/cms-api/audience.csv);
  // the System page makes and removes the metrics token (/cms-api/system/metrics-token).
  endpoints: [
    audienceCsvEndpoint,
    importJsonResumeEndpoint,
    removeSamplesEndpoint,
    createMetricsTokenEndpoint,
    removeMetricsTokenEndpoint,
  ],
  // Field messages reach the admin, which shows each under its field (see the hook for why).
  hooks: { afterError: [keepFieldErrors, keepSecondFactorCode] },
  // A wrong password, or a sign-in waiting for its code (or refused one), is no server error:
  // one info line with the message, no stack (issue 45, item 19). Payload's type names only its
  // own errors.
  loggingLevels: { AuthenticationError: 'info', SecondFactorError: 'info' } as Record<
    string,
    'info'
  >,
  editor: lexicalEditor(),
  db: postgresAdapter({
    // Short connect/statement timeouts so an outage fails fast (docs/operations.md).
    pool: { connectionString: runtime.databaseUrl(), ...databasePoolOptions },
    // A pool that replaces itself when its connections are lost (src/platform/db/recoverablePool.ts).
    pg: recoverablePg,
    // Schema changes ship as committed migrations, applied on boot; never dev-mode push.
    push: false,
    migrationDir: path.resolve(dirname, 'src/cms/migrations'),
    prodMigrations: migrations,
  }),
  // Payload's own mail (password reset) goes out through the SMTP settings global, read per message.
  email: smtpSettingsEmailAdapter({
    defaultFromAddress: env.EMAIL_FROM,
    defaultFromName: 'Portfolio CMS',
  }),
  // Background email delivery (inquiry notifications) with retries; see src/mail/jobs.
  jobs: jobsConfig,
  // Larger files are cut off while streaming and answered 413 (nothing is written to media/).
  upload: {
    limits: { fileSize: MAX_UPLOAD_BYTES },
    abortOnLimit: true,
    responseOnLimit: uploadTooLargeMessage(MAX_UPLOAD_BYTES),
  },
  sharp,
  // Neither the admin nor the site uses GraphQL: one less query surface to bound.
  graphQL: { disable: true, disablePlaygroundInProduction: true },
  // Anonymous /cms-api reads: bounded limit and depth, sorting by visible fields only. An id
  // that is no whole number names no record (404, never a failed query).
  // Every write to public content invalidates the public-read cache (src/platform/cache).
  // Live preview and preview links of the public pages, with signed draft tokens (ADR 0015).
  // Uploads on S3 when S3_* is set, else on the local disk (ADR 0022).
  // Required texts in the first language only; each document's translation status; a save in
  // one language of a translatable global writes that language's texts only (ADR 0033).
  // What the admin says of drafts stays true; Create New writes in the site's default language.
  plugins: [
    // The owner's redirects (ADR 0036), first: the plugins below (the anonymous query limits,
    // the public cache's invalidation) then cover its collection as any other.
    siteRedirects(),
    publicQueryLimits(),
    idsAreNumbers(),
    publicCacheInvalidation(),
    sitePreview(),
    mediaStorage(),
    requiredInDefaultLanguage(),
    translationStatus(),
    untranslatedStaysEmpty(),
    accurateDraftStatus(),
    newRecordsInDefaultLanguage(),
  ],
  // Written by `npm run generate:types` only (the test suite checks it is current). Left on,
  // every start outside production (seed, restore, the tests' own Payload) spawned a
  // `payload generate:types` that rewrote this committed file in the background.
  typescript: {
    outputFile: path.resolve(dirname, 'src/shared/payload-types.ts'),
    autoGenerate: false,
  },
})
