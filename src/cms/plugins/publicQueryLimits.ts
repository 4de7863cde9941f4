import type { Plugin } from 'payload'

import { beforeEveryOperation } from './beforeEveryOperation'
import { limitPublicQueries } from './limitPublicQueries'

/** Adds `limitPublicQueries` to every collection (see that hook for the limits). */
export const publicQueryLimits = (): Plugin => beforeEveryOperation(limitPublicQueries)
