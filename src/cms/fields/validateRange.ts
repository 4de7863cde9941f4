import type { NumberFieldSingleValidation } from 'payload'

/**
 * A number field's validation that says why a value is refused, e.g. "Level must be between 0
 * and 100", where Payload's default says only which field is invalid once the admin's REST call
 * comes back. The bounds come from `src/shared/model.ts`, like the field's own `min` and `max`.
 */
export const validateRange =
  (label: string, { min, max }: { min: number; max: number }): NumberFieldSingleValidation =>
  (value, { required }) => {
    if (value === null || value === undefined) return required ? `${label} is required.` : true
    if (typeof value !== 'number' || !Number.isFinite(value)) return `${label} must be a number.`
    return value >= min && value <= max ? true : `${label} must be between ${min} and ${max}`
  }
