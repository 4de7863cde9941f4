import { mutationOptions } from '@tanstack/react-query'

import type { PersonalInfoInput } from '@/lib/data-source/data-source'
import { dataSource } from '@/lib/data-source/data-source-instance'
import { personalInfoKeys } from './personal-info-keys'

/** Admin edit of the personal info; the cached record is refreshed afterwards. */
export const updatePersonalInfoMutation = () =>
  mutationOptions({
    mutationFn: (changes: PersonalInfoInput) => dataSource.personalInfo.update(changes),
    onSuccess: (_data, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: personalInfoKeys.all }),
  })
