import type { EducationDto } from '@shared/apiTypes'

import { dataSource } from '@/lib/data-source/data-source-instance'
import { listRefreshingMutation } from '@/lib/list-refreshing-mutation'
import { educationKeys } from './education-keys'

type EducationInput = Omit<EducationDto, 'id' | 'deleted'>
type EducationUpdate = { id: number; changes: Partial<Omit<EducationDto, 'id'>> }

/** Admin writes on education records; each refreshes the cached lists when it succeeds. */
export const educationMutations = {
  create: () => listRefreshingMutation(educationKeys.lists(), (input: EducationInput) => dataSource.education.create(input)),
  update: () =>
    listRefreshingMutation(educationKeys.lists(), ({ id, changes }: EducationUpdate) => dataSource.education.update(id, changes)),
  delete: () => listRefreshingMutation(educationKeys.lists(), (id: number) => dataSource.education.delete(id)),
  restore: () => listRefreshingMutation(educationKeys.lists(), (id: number) => dataSource.education.restore(id)),
}
