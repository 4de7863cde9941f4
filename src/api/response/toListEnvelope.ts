import type { ListResponse } from '../../shared/apiTypes'

/**
 * A page of serialised records → the contract's `{ data, pagination }`. The pagination is
 * computed from what was asked for, so a page past the end answers an empty `data` with
 * `hasPrevPage: true` rather than whatever the database layer normalised it to.
 */
export const toListEnvelope = <Dto>(
  data: Dto[],
  { page, limit, total }: { page: number; limit: number; total: number },
): ListResponse<Dto> => {
  const totalPages = Math.ceil(total / limit)
  return {
    data,
    pagination: {
      page,
      limit,
      total,
      totalPages,
      hasNextPage: page < totalPages,
      hasPrevPage: page > 1,
    },
  }
}
