/**
 * Where the public site shows each previewable content (spec section 2): a project on its own
 * page; personal info on the home page (About and Contact are a click away inside the frame);
 * skills on the skills page; experiences, education and interests on About.
 */
export const PREVIEW_PAGES: Record<string, (id: number | string | undefined) => string> = {
  projects: (id) => (id === undefined ? '/projects' : `/projects/${id}`),
  skills: () => '/skills',
  experiences: () => '/about',
  education: () => '/about',
  interests: () => '/about',
  'personal-info': () => '/',
}
