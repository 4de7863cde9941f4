import { type CollectionBeforeOperationHook, NotFound, type Plugin } from 'payload'

import { MAX_DATABASE_INTEGER } from '../../shared/parseCanonicalInteger'
import { beforeEveryOperation } from './beforeEveryOperation'

/**
 * A record's id is a whole number: Payload's REST turns any other path segment where an id
 * goes (`/cms-api/users/distinct`, a route Payload does not serve) into NaN, which PostgreSQL
 * refused with a 500 whose log line listed the SQL and every column. Such an id names no
 * record: 404, before any query (issue 45, item 10).
 */
const refuseIdsThatAreNotNumbers: CollectionBeforeOperationHook = ({ args, req }) => {
  const { id } = args as { id?: unknown }
  if (typeof id === 'number' && !(Number.isInteger(id) && id >= 1 && id <= MAX_DATABASE_INTEGER))
    throw new NotFound(req.t)
  return args
}

/** Adds `refuseIdsThatAreNotNumbers` to every collection. */
export const idsAreNumbers = (): Plugin => beforeEveryOperation(refuseIdsThatAreNotNumbers)
