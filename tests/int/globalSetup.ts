import type { TestProject } from 'vitest/node'

import { ensureCurrentBuild } from '../helpers/serverProcess'
import { prepareTemplate, startTestCluster } from '../helpers/testCluster'

/**
 * Brings the build up to date, starts the run's one embedded PostgreSQL and makes the template
 * database on it; each file then works on a copy of its own (tests/int/fileServer.ts).
 */
export default async function setup(project: TestProject) {
  ensureCurrentBuild()
  // Named per run, so two runs on one machine (two checkouts, two people) never share a folder.
  const cluster = await startTestCluster(`test-int-cluster-${process.pid}`)
  try {
    await prepareTemplate(cluster.url)
  } catch (error) {
    await cluster.stop()
    throw error
  }
  project.provide('clusterURL', cluster.url)
  return async () => {
    await cluster.stop()
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's cluster (its maintenance database), where test databases are created. */
    clusterURL: string
  }
}
