import { randomUUID } from 'node:crypto'

import { afterAll, inject } from 'vitest'

import { createTestDatabase, dropTestDatabase } from '../helpers/testCluster'

/**
 * A database of the calling test file's own on the run's cluster: a copy of the template
 * (migrated, seeded, with the test admin) or, with `empty`, a new empty one. It is dropped after
 * the file's last test. Returns its name and URL.
 */
export const ownDatabase = async ({
  prefix = 'int',
  empty = false,
}: { prefix?: string; empty?: boolean } = {}): Promise<{ name: string; url: string }> => {
  const name = `${prefix}_${randomUUID().slice(0, 8)}`
  const clusterURL = inject('clusterURL')
  const url = await createTestDatabase(clusterURL, name, { empty })
  afterAll(() => dropTestDatabase(clusterURL, name))
  return { name, url }
}
