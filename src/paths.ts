import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** Absolute project root, whatever the working directory. */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Local state (embedded database, generated secret); git-ignored. */
export const DATA_DIR = path.join(PROJECT_ROOT, '.data')

/** The public site built by Vite. */
export const SITE_DIST_DIR = path.join(PROJECT_ROOT, 'frontend', 'dist')
