import type { InterestDto } from '@shared/apiTypes'

import { dataSource } from '@/lib/data-source/data-source-instance'
import { listRefreshingMutation } from '@/lib/list-refreshing-mutation'
import { interestKeys } from './interest-keys'

type InterestsInput = Omit<InterestDto, 'id' | 'deleted'>
type InterestsUpdate = { id: number; changes: Partial<Omit<InterestDto, 'id'>> }

/** Admin writes on interest records; each refreshes the cached lists when it succeeds. */
export const interestMutations = {
  create: () => listRefreshingMutation(interestKeys.lists(), (input: InterestsInput) => dataSource.interests.create(input)),
  update: () =>
    listRefreshingMutation(interestKeys.lists(), ({ id, changes }: InterestsUpdate) => dataSource.interests.update(id, changes)),
  delete: () => listRefreshingMutation(interestKeys.lists(), (id: number) => dataSource.interests.delete(id)),
  restore: () => listRefreshingMutation(interestKeys.lists(), (id: number) => dataSource.interests.restore(id)),
}
