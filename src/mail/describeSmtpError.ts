import type { SmtpSettings } from './readSmtpSettings'

type MailError = {
  code?: string
  command?: string
  responseCode?: number
  response?: string
  message?: string
}

/** The server's own words, trimmed to one line (they often name the exact problem). */
const serverSaid = (error: MailError): string =>
  error.response
    ? ` The server said: "${error.response.replace(/\s+/g, ' ').trim().slice(0, 200)}".`
    : ''

export const describeSmtpError = (
  error: unknown,
  settings: Pick<SmtpSettings, 'host' | 'port'>,
): string => {
  const mailError = (error ?? {}) as MailError
  const where = `${settings.host}:${settings.port}`
  // Socket failures arrive as ESOCKET/ECONNECTION with the system error only in the message.
  const systemCode =
    /\b(ECONNREFUSED|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|ECONNRESET|EHOSTUNREACH)\b/.exec(
      mailError.message ?? '',
    )?.[1]
  const code =
    systemCode && ['ESOCKET', 'ECONNECTION', 'EDNS', undefined].includes(mailError.code)
      ? systemCode
      : mailError.code
  switch (code) {
    case 'EAUTH':
      return `The SMTP server at ${where} rejected the user name or password.${serverSaid(mailError)}`
    case 'ENOAUTH':
      return `The SMTP server at ${where} requires a user name and password; none are set.`
    case 'ECONNREFUSED':
      return `Could not connect to ${where}: the connection was refused. Check the host and port, and that the mail server is running.`
    case 'ECONNECTION':
    case 'ESOCKET':
      return /certificate|TLS|SSL|wrong version/i.test(mailError.message ?? '')
        ? `A secure (TLS) connection to ${where} failed: ${mailError.message}. Check the port (465 uses TLS from the start, 587 upgrades with STARTTLS).`
        : `The connection to ${where} failed: ${mailError.message ?? 'unknown socket error'}.`
    case 'ETIMEDOUT':
      return `The SMTP server at ${where} did not answer in time. Check the host and port, or whether a firewall blocks it.`
    case 'ECONNRESET':
      return `The SMTP server at ${where} closed the connection unexpectedly. Check the port and whether it expects TLS (465) or STARTTLS (587).`
    case 'EHOSTUNREACH':
      return `The SMTP host ${settings.host} cannot be reached from this server (no network route).`
    case 'EDNS':
    case 'EAI_AGAIN':
    case 'ENOTFOUND':
      return `The SMTP host "${settings.host}" could not be found. Check its spelling.`
    case 'EENVELOPE':
      return `The SMTP server refused the sender or recipient address.${serverSaid(mailError)} Check "from" and the admin email.`
    case 'EMESSAGE':
      return `The SMTP server refused the message.${serverSaid(mailError)}`
    case 'EDECRYPT':
      return mailError.message ?? 'The stored SMTP password cannot be decrypted.'
    default:
      if (mailError.responseCode) {
        return `The SMTP server answered ${mailError.responseCode}.${serverSaid(mailError)}`
      }
      return `Sending failed: ${mailError.message ?? String(error)}`
  }
}
