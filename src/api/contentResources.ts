import { educationResource } from './education/educationResource'
import { experienceResource } from './experiences/experienceResource'
import { interestResource } from './interests/interestResource'
import { postResource } from './posts/postResource'
import { projectResource } from './projects/projectResource'
import { skillResource } from './skills/skillResource'

/**
 * The content resources the contract serves, each from its descriptor, in the spec's order
 * (then the owner's posts, issue 33): the route table and the OpenAPI components both take them
 * from here.
 */
export const CONTENT_RESOURCES = [
  projectResource,
  skillResource,
  experienceResource,
  educationResource,
  interestResource,
  postResource,
] as const
