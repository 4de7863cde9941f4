import type { DateField } from 'payload'

/** A day, shown with its year, which Payload's day picker leaves out. */
export const DAY_ONLY_DATE: NonNullable<NonNullable<DateField['admin']>['date']> = {
  pickerAppearance: 'dayOnly',
  displayFormat: 'MMM d, yyyy',
}
