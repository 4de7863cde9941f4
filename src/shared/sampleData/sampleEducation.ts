import type { EducationDto } from '../apiTypes'

/** The two built-in education entries, newest first (seeded under the 'education' key). */
export const sampleEducation: EducationDto[] = [
  {
    id: 1,
    year: '2021 - 2022',
    title: 'Full Stack Web Development Certificate',
    institution: 'Lakeshore Coding Academy',
    location: 'Toronto, ON',
    description:
      'An intensive programme covering modern JavaScript, React, Node.js, databases and ' +
      'deployment, taught through team projects with real code reviews.',
    achievements: [
      'Graduated with distinction',
      'Built a capstone MERN marketplace with a team of four',
      'Peer mentor for the following cohort',
    ],
    deleted: false,
  },
  {
    id: 2,
    year: '2017 - 2021',
    title: 'Bachelor of Science in Computer Science',
    institution: 'Westbrook University',
    location: 'Ottawa, ON',
    description:
      'Studied algorithms, data structures, databases, networks and software engineering, with ' +
      'a focus on web technologies in the final year.',
    achievements: [
      "Dean's List for three consecutive years",
      'Final-year project: a real-time collaborative note-taking app',
      'Teaching assistant for Introduction to Web Development',
    ],
    deleted: false,
  },
]
