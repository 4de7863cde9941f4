import { educationResource } from './education/educationResource'
import { experienceResource } from './experiences/experienceResource'
import { interestResource } from './interests/interestResource'
import { postResource } from './posts/postResource'
import { projectResource } from './projects/projectResource'
import { skillResource } from './skills/skillResource'

/** In the spec's order, then posts (issue 33). */
export const CONTENT_RESOURCES = [
  projectResource,
  skillResource,
  experienceResource,
  educationResource,
  interestResource,
  postResource,
] as const
