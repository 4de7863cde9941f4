import { type CollectionBeforeOperationHook, NotFound, type Plugin } from 'payload'

import { MAX_DATABASE_INTEGER } from '../../shared/parseCanonicalInteger'
import { beforeEveryOperation } from './beforeEveryOperation'

/** A non-numeric id is a 404: Payload made it NaN, a 500 whose log listed the SQL (issue 45). */
const refuseIdsThatAreNotNumbers: CollectionBeforeOperationHook = ({ args, req }) => {
  const { id } = args as { id?: unknown }
  if (typeof id === 'number' && !(Number.isInteger(id) && id >= 1 && id <= MAX_DATABASE_INTEGER))
    throw new NotFound(req.t)
  return args
}

/** Adds `refuseIdsThatAreNotNumbers` to every collection. */
export const idsAreNumbers = (): Plugin => beforeEveryOperation(refuseIdsThatAreNotNumbers)
