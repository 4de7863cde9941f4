import { spawn } from 'node:child_process'
import path from 'node:path'

import { PROJECT_ROOT } from '../../src/paths'

/**
 * The builds of the site that specs serve as plain files, besides the production server's own:
 * the browser-local build (VITE_DATA_SOURCE=local, spec reading B) and two builds that differ
 * only in their build id (the update flow). Made once per run, before the specs, into a folder of
 * the suite's own (frontend/dist, which engineers use, is never touched).
 */
const SITES = path.join(PROJECT_ROOT, '.data', 'e2e-sites')

export const LOCAL_SITE = path.join(SITES, 'local')
export const UPDATE_BUILD_IDS = { old: 'e2e-old', new: 'e2e-new' } as const
export const updateBuild = (id: string): string => path.join(SITES, id)

const viteBuild = (outDir: string, env: Record<string, string>) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(PROJECT_ROOT, 'node_modules/vite/bin/vite.js'),
        'build',
        '--config',
        'frontend/vite.config.ts',
        '--outDir',
        outDir,
        '--emptyOutDir',
        '--logLevel',
        'error',
      ],
      {
        cwd: PROJECT_ROOT,
        env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', ...env },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    )
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build of ${outDir} exited with ${code}`)),
    )
  })

/** Makes the three builds, one after another (each uses both cores on its own). */
export const buildSpecSites = async (): Promise<void> => {
  await viteBuild(LOCAL_SITE, { VITE_DATA_SOURCE: 'local' })
  for (const id of Object.values(UPDATE_BUILD_IDS))
    await viteBuild(updateBuild(id), { VITE_BUILD_ID: id })
}
