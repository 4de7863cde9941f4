/** Default SMTP host from spec section 9. */
export const DEFAULT_SMTP_HOST = 'smtp.gmail.com'
/** Default SMTP port from spec section 9. */
export const DEFAULT_SMTP_PORT = 587
