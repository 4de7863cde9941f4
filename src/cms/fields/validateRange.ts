import type { NumberFieldSingleValidation } from 'payload'

/** Says why a number is refused; Payload's default names only the field. */
export const validateRange =
  (label: string, { min, max }: { min: number; max: number }): NumberFieldSingleValidation =>
  (value, { required }) => {
    if (value === null || value === undefined) return required ? `${label} is required.` : true
    if (typeof value !== 'number' || !Number.isFinite(value)) return `${label} must be a number.`
    return value >= min && value <= max ? true : `${label} must be between ${min} and ${max}`
  }
