import type { PersonalInfoDto } from '../apiTypes'

/**
 * Built-in personal info, used when the stored record is unavailable. The stats are the static
 * ones of spec section 9: 2+ years, 10+ projects, 2 companies, 100% passion.
 */
export const defaultPersonalInfo: PersonalInfoDto = {
  name: 'Alex Morgan',
  title: 'Full Stack Developer',
  location: 'Toronto, Canada',
  bio:
    'Full stack developer building fast, reliable web applications with React, Node.js and ' +
    'TypeScript. I enjoy turning complex problems into simple, well-crafted products.',
  about:
    'I am a full stack developer with over two years of professional experience designing, ' +
    'building and shipping web applications. I work across the whole stack, from React and ' +
    'Next.js interfaces to NestJS and Express APIs backed by MongoDB or PostgreSQL, and I care ' +
    'about clean code, automated tests and smooth deployments. I have worked with agencies and ' +
    'product teams on e-commerce, real-time collaboration and business tools, and I am always ' +
    'learning something new.',
  githubUrl: 'https://github.com/alexmorgan-dev',
  linkedinUrl: 'https://www.linkedin.com/in/alexmorgan-dev',
  email: 'alex.morgan@example.com',
  phone: '+1 (555) 010-2030',
  schedulingUrl: '',
  avatar: null,
  resumeUrl: null,
  stats: {
    yearsExperience: 2,
    projectCount: 10,
    companiesWorked: 2,
    passionLevel: 100,
  },
}
