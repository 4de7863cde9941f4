import { mutationOptions, type QueryKey } from '@tanstack/react-query'

/**
 * Mutation options whose success refreshes the cached lists of the entity it changed (spec
 * section 7: "after a mutation, the cached lists of its own entity are refreshed").
 */
export const listRefreshingMutation = <TData, TVariables>(
  listsKey: QueryKey,
  mutationFn: (variables: TVariables) => Promise<TData>,
) =>
  mutationOptions<TData, Error, TVariables>({
    mutationFn,
    onSuccess: (_data, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: listsKey }),
  })
