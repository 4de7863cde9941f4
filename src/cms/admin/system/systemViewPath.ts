/** The System page's path under the admin (payload.config.ts registers its view there). */
export const SYSTEM_VIEW_PATH = '/system'
