import { createHash, createHmac } from 'node:crypto'

/**
 * An HMAC of `data` under the server's secret, keyed per purpose: no token of one kind (a
 * preview, a project's access, a share or testimonial link) can pass for another, or for one of
 * Payload's own JWTs.
 */
export const purposeMac = (purpose: string, secret: string, data: string): Buffer =>
  createHmac('sha256', createHash('sha256').update(`portfolio-${purpose}\0${secret}`).digest())
    .update(data)
    .digest()
