/**
 * The seam between the server-side render (src/site) and the browser's hydration
 * (frontend/src/app/main.tsx): the id of the JSON block carrying the data a page was rendered
 * from. A JSON block is data, not script, so the site's CSP (no inline script) allows it.
 */
export const SERVER_STATE_ID = 'server-state'

/** The attribute of that block listing the contract reads (space-separated URLs) behind it. */
export const SERVER_READS_ATTRIBUTE = 'data-reads'

/** The query parameter that asks the server for the page without a server-rendered root. */
export const APP_SHELL_PARAM = 'app-shell'

/**
 * The app shell the service worker precaches and serves for every navigation: index.html as the
 * server fills it for `/`, but with an empty root, so it fits whichever page it is served for.
 */
export const APP_SHELL_URL = `/?${APP_SHELL_PARAM}`

/**
 * JSON that is safe inside a `<script>` element: `<` never appears raw, so no `</script>` or
 * `<!--` in the content can end or bend the element. `\u003c` parses back to the same text.
 */
export const toScriptSafeJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
