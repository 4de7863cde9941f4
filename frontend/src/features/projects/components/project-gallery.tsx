import type { ProjectDto } from '@shared/apiTypes'
import { lazy, Suspense } from 'react'

import { ImageOrEmoji } from '@/components/ui/image-or-emoji'
import { projectWords } from '@/i18n/en/project'
import { useSiteWords } from '@/i18n/site-words-provider'
import { galleryVisuals } from '@shared/projectVisual'
import { DetailSection } from './detail-section'
import './project-gallery.css'

const GalleryCarousel = lazy(() =>
  import('./gallery-carousel').then((module) => ({ default: module.GalleryCarousel })),
)

/** Holds the carousel's place while its code arrives, at the same size. */
const CarouselFallback = () => <div className="project-gallery__frame" aria-hidden="true" />

/**
 * Project Gallery: a carousel for several pictures, the picture itself for one, and with no
 * gallery but with features a single placeholder tile. Otherwise the section is left out.
 */
export const ProjectGallery = ({ project }: { project: ProjectDto }) => {
  const { t } = useSiteWords(projectWords)
  const items = galleryVisuals(project)
  if (items.length === 0 && project.features.length === 0) return null
  return (
    <DetailSection id="gallery" title={t('project.gallery')}>
      {items.length > 1 ? (
        <Suspense fallback={<CarouselFallback />}>
          <GalleryCarousel items={items} title={project.title} />
        </Suspense>
      ) : items.length === 1 ? (
        <div className="project-gallery__frame" data-testid="gallery-single">
          <ImageOrEmoji
            value={items[0].value}
            media={items[0].media}
            alt={t('project.screenshot', { title: project.title })}
            sizes="(min-width: 1140px) 1076px, 100vw"
            fit="contain"
            className="project-gallery__picture gallery-picture"
          />
        </div>
      ) : (
        <div
          className="project-gallery__frame project-gallery__placeholder"
          data-testid="gallery-placeholder"
        >
          <ImageOrEmoji
            value={project.image}
            media={project.imageMedia}
            alt={project.title}
            className="project-gallery__picture"
          />
          <p className="project-gallery__caption">{t('project.screenshotsSoon')}</p>
        </div>
      )}
    </DetailSection>
  )
}
