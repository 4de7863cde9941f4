/**
 * One hierarchical key factory per entity (all → lists → list(scope) → details → detail(id)),
 * so a mutation can refresh every list of its entity with a single `lists()` prefix.
 */
export const createEntityKeys = <Entity extends string>(entity: Entity) => {
  const keys = {
    all: [entity] as const,
    lists: () => [...keys.all, 'list'] as const,
    list: (scope: string | Record<string, string>) => [...keys.lists(), scope] as const,
    details: () => [...keys.all, 'detail'] as const,
    detail: (id: number | string) => [...keys.details(), id] as const,
  }
  return keys
}
