import { ValidationError } from 'payload'

import { passwordProblem } from './passwordPolicy'

/**
 * Throws Payload's `ValidationError` on the `password` field when the password breaks the rule
 * (src/cms/passwords/passwordPolicy.ts): the admin shows the message under the field and the REST
 * answers 400 with it, as for any other invalid field (`errors[0].data.errors`, and here also
 * `errors[0].message`).
 */
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
  // Instead of "The following field is invalid: password": the admin's toast shows this, and
  // after a refused save the account view folds its password fields away, hiding the field's own
  // message.
  error.message = problem
  throw error
}
