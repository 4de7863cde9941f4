import type { ProjectInput, RecordRef } from '@/lib/data-source/data-source'
import { dataSource } from '@/lib/data-source/data-source-instance'
import { listRefreshingMutation } from '@/lib/list-refreshing-mutation'
import { projectKeys } from './project-keys'

type ProjectUpdate = { ref: RecordRef; changes: Partial<ProjectInput> }

/** Admin writes on projects; each refreshes the cached project lists when it succeeds. */
export const projectMutations = {
  create: () =>
    listRefreshingMutation(projectKeys.lists(), (input: ProjectInput) => dataSource.projects.create(input)),
  update: () =>
    listRefreshingMutation(projectKeys.lists(), ({ ref, changes }: ProjectUpdate) =>
      dataSource.projects.update(ref, changes),
    ),
  delete: () =>
    listRefreshingMutation(projectKeys.lists(), (ref: RecordRef) => dataSource.projects.delete(ref)),
  restore: () =>
    listRefreshingMutation(projectKeys.lists(), (ref: RecordRef) => dataSource.projects.restore(ref)),
}
