import { Link } from 'react-router-dom'

import { homePageTexts } from '@shared/seo/pageTexts'
import { CallToAction } from '@/components/ui/call-to-action'
import { FooterQuote } from '@/components/ui/footer-quote'
import { MailIcon } from '@/components/ui/icons'
import { PLACEHOLDER_MS } from '@/config/constants'
import { paths } from '@/config/paths'
import { ProfileCard, ProfileCardSkeleton } from '@/features/personal-info/components/profile-card'
import { usePersonalInfo } from '@/features/personal-info/api/get-personal-info'
import { useActiveProjects } from '@/features/projects/api/get-projects'
import { FeaturedProjects } from '@/features/projects/components/featured-projects'
import { useActiveSkills } from '@/features/skills/api/get-skills'
import { TechStack } from '@/features/skills/components/tech-stack'
import { useElapsed } from '@/lib/use-elapsed'
import { usePageMeta } from '../use-page-meta'

/** Home: profile, Tech Stack, Featured Projects, a call to action and the footer quote. */
export const HomeRoute = () => {
  const { info, isPending } = usePersonalInfo()
  const projects = useActiveProjects()
  const skills = useActiveSkills()
  const placeholderDone = useElapsed(PLACEHOLDER_MS)
  usePageMeta(homePageTexts)
  return (
    <div className="container page">
      {placeholderDone && !isPending ? <ProfileCard info={info} /> : <ProfileCardSkeleton />}
      <TechStack skills={skills.data ?? []} loading={!placeholderDone || skills.isPending} />
      <FeaturedProjects
        projects={projects.data ?? []}
        loading={!placeholderDone || projects.isPending}
      />
      <CallToAction
        headingId="home-cta"
        title="Let's Create Something Epic"
        text="Have an idea, a product to build or a team that needs another developer? I’d love to hear from you."
      >
        <Link className="btn btn--primary" to={paths.contact}>
          <MailIcon />
          Get In Touch
        </Link>
      </CallToAction>
      <FooterQuote name={info.name} />
    </div>
  )
}
