/**
 * /writing — a stand-in so the router, derived from the table of pages, has a module here; the
 * list of posts is built on the site's side of issue 33.
 */
export const WritingRoute = () => <div className="container page" />
