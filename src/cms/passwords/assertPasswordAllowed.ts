import { ValidationError } from 'payload'

import { passwordProblem } from './passwordPolicy'

/** Refuses a password breaking the rule as an invalid `password` field. */
export const assertPasswordAllowed = (password: unknown, email: unknown): void => {
  const problem =
    typeof password === 'string'
      ? passwordProblem(password, {
          email: typeof email === 'string' ? email : null,
        })
      : // Payload would hash whatever it is given; only text can be typed in at the login.
        'The password must be text.'
  if (!problem) return
  const error = new ValidationError({
    collection: 'users',
    errors: [{ path: 'password', message: problem }],
  })
  // The toast shows this: after a refused save the account view folds the field's message away.
  error.message = problem
  throw error
}
