import type { ExperienceDto } from '@shared/apiTypes'

import { dataSource } from '@/lib/data-source/data-source-instance'
import { listRefreshingMutation } from '@/lib/list-refreshing-mutation'
import { experienceKeys } from './experience-keys'

type ExperiencesInput = Omit<ExperienceDto, 'id' | 'deleted'>
type ExperiencesUpdate = { id: number; changes: Partial<Omit<ExperienceDto, 'id'>> }

/** Admin writes on experience records; each refreshes the cached lists when it succeeds. */
export const experienceMutations = {
  create: () => listRefreshingMutation(experienceKeys.lists(), (input: ExperiencesInput) => dataSource.experiences.create(input)),
  update: () =>
    listRefreshingMutation(experienceKeys.lists(), ({ id, changes }: ExperiencesUpdate) => dataSource.experiences.update(id, changes)),
  delete: () => listRefreshingMutation(experienceKeys.lists(), (id: number) => dataSource.experiences.delete(id)),
  restore: () => listRefreshingMutation(experienceKeys.lists(), (id: number) => dataSource.experiences.restore(id)),
}
