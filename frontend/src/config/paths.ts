/** Every public route in one place, so links and the router cannot drift apart. */
export const paths = {
  home: '/',
  skills: '/skills',
  projects: '/projects',
  project: (id: number | string): string => `/projects/${id}`,
  about: '/about',
  contact: '/contact',
} as const
