/**
 * /writing/:slug — a stand-in so the router, derived from the table of pages, has a module
 * here; the post page is built on the site's side of issue 33.
 */
export const PostRoute = () => <div className="container page" />
