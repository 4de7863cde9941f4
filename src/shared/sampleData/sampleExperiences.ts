import type { ExperienceDto } from '../apiTypes'

/** The two built-in work experiences, newest first (seeded under the 'experiences' key). */
export const sampleExperiences: ExperienceDto[] = [
  {
    id: 1,
    year: '2023 - Present',
    title: 'Full Stack Developer',
    company: 'Brightline Digital',
    location: 'Toronto, ON',
    description:
      'Build and maintain client web applications end to end, from NestJS and Express APIs to ' +
      'React interfaces. Lead code reviews, set up CI/CD pipelines and mentor junior developers.',
    skills: ['React', 'TypeScript', 'NestJS', 'Node.js', 'MongoDB', 'PostgreSQL', 'Docker', 'AWS'],
    deleted: false,
  },
  {
    id: 2,
    year: '2022 - 2023',
    title: 'Junior Web Developer',
    company: 'Northwind Studio',
    location: 'Remote',
    description:
      'Developed responsive marketing sites and internal dashboards with the MERN stack. ' +
      'Turned Figma designs into reusable components and integrated third-party REST APIs.',
    skills: ['JavaScript', 'React', 'Node.js', 'Express', 'MongoDB', 'Tailwind CSS', 'Git'],
    deleted: false,
  },
]
