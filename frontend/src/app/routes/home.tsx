import { lazy, Suspense, useRef } from 'react'

import { CallToAction } from '@/components/ui/call-to-action'
import { FooterQuote } from '@/components/ui/footer-quote'
import { MailIcon } from '@/components/ui/icons'
import { PLACEHOLDER_MS } from '@/config/constants'
import { ProfileCard, ProfileCardSkeleton } from '@/features/personal-info/components/profile-card'
import { usePersonalInfo } from '@/features/personal-info/api/get-personal-info'
import { hasPosts } from '@/features/posts/api/post-count'
import { useActiveProjects } from '@/features/projects/api/get-projects'
import { FeaturedProjects } from '@/features/projects/components/featured-projects'
import { useSiteTexts } from '@/features/site-texts/api/get-site-texts'
import { useActiveSkills } from '@/features/skills/api/get-skills'
import { TechStack } from '@/features/skills/components/tech-stack'
import { useAfterFirstPage } from '@/lib/after-first-page'
import { siteText } from '@/lib/site-text'
import { useElapsed } from '@/lib/use-elapsed'
import { usePaths } from '@/lib/page-language'
import { usePageMeta } from '../use-page-meta'

// A chunk of its own, fetched only on a site with posts (one without carries none of the
// writing), and only once the first page is shown or the section's place is scrolled to: below
// the fold, its chunk, words and request would otherwise compete with the first page's.
const LatestPosts = lazy(() =>
  import('@/features/posts/components/latest-posts').then((m) => ({ default: m.LatestPosts })),
)
// The same for the approved testimonials: a section below the fold, absent until there are some.
const TestimonialQuotes = lazy(() =>
  import('@/features/testimonials/components/testimonial-quotes').then((m) => ({
    default: m.TestimonialQuotes,
  })),
)

/**
 * Home: profile, Tech Stack, Featured Projects, the latest posts and the approved testimonials
 * (when there are any), a call to action and the footer quote.
 */
export const HomeRoute = () => {
  const paths = usePaths()
  const { info, isPending } = usePersonalInfo()
  const projects = useActiveProjects()
  const skills = useActiveSkills()
  const { home, footer } = useSiteTexts()
  const placeholderDone = useElapsed(PLACEHOLDER_MS)
  const latestPostsPlace = useRef<HTMLDivElement>(null)
  const latestPostsDue = useAfterFirstPage(latestPostsPlace)
  const testimonialsPlace = useRef<HTMLDivElement>(null)
  const testimonialsDue = useAfterFirstPage(testimonialsPlace)
  usePageMeta({ page: 'home' })
  return (
    <div className="container page">
      {placeholderDone && !isPending ? (
        <ProfileCard info={info} texts={home} />
      ) : (
        <ProfileCardSkeleton />
      )}
      <TechStack
        skills={skills.data ?? []}
        loading={!placeholderDone || skills.isPending}
        texts={{
          title: siteText(home, 'techStackTitle'),
          lead: siteText(home, 'techStackLead'),
          names: home.techStack,
          projectCount: home.techStackProjectCount,
        }}
      />
      <FeaturedProjects
        projects={projects.data ?? []}
        loading={!placeholderDone || projects.isPending}
      />
      {hasPosts() ? (
        latestPostsDue ? (
          <Suspense fallback={null}>
            <LatestPosts placeholderDone={placeholderDone} />
          </Suspense>
        ) : (
          <div ref={latestPostsPlace} />
        )
      ) : null}
      {testimonialsDue ? (
        <Suspense fallback={null}>
          <TestimonialQuotes />
        </Suspense>
      ) : (
        <div ref={testimonialsPlace} />
      )}
      <CallToAction headingId="home-cta" texts={home} to={paths.contact} icon={<MailIcon />} />
      <FooterQuote name={info.name} texts={footer} />
    </div>
  )
}
