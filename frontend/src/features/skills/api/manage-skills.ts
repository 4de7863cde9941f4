import type { RecordRef, SkillInput } from '@/lib/data-source/data-source'
import { dataSource } from '@/lib/data-source/data-source-instance'
import { listRefreshingMutation } from '@/lib/list-refreshing-mutation'
import { skillKeys } from './skill-keys'

type SkillUpdate = { ref: RecordRef; changes: Partial<SkillInput> }

/** Admin writes on skills; each refreshes the cached skill lists when it succeeds. */
export const skillMutations = {
  create: () => listRefreshingMutation(skillKeys.lists(), (input: SkillInput) => dataSource.skills.create(input)),
  update: () =>
    listRefreshingMutation(skillKeys.lists(), ({ ref, changes }: SkillUpdate) =>
      dataSource.skills.update(ref, changes),
    ),
  delete: () => listRefreshingMutation(skillKeys.lists(), (ref: RecordRef) => dataSource.skills.delete(ref)),
  restore: () => listRefreshingMutation(skillKeys.lists(), (ref: RecordRef) => dataSource.skills.restore(ref)),
}
