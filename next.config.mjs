import { withPayload } from '@payloadcms/next/withPayload'

/** Next.js serves only the Payload admin and Payload's REST/GraphQL; the public site is Vite's. */
const nextConfig = {
  poweredByHeader: false,
  // The express server in src/server.ts compresses responses itself.
  compress: false,
  images: { unoptimized: true },
  // Type checking is its own step (`npm run typecheck`, run by the test suite), not part of the build.
  typescript: { ignoreBuildErrors: true },
  // The express server logs every request once, Next's included (src/platform/logging/requestLogger.ts);
  // Next's own line in dev mode would be a second one.
  logging: { incomingRequests: false },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
