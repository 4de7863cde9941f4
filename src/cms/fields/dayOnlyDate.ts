import type { DateField } from 'payload'

/**
 * A date without a time of day, shown with its year ("Jan 1, 2022", the year Payload's own day
 * picker leaves out) in the form and in the list's column.
 */
export const DAY_ONLY_DATE: NonNullable<NonNullable<DateField['admin']>['date']> = {
  pickerAppearance: 'dayOnly',
  displayFormat: 'MMM d, yyyy',
}
