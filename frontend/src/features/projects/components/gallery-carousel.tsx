import { useRef, useState, type KeyboardEvent, type TouchEvent } from 'react'

import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/gallery-icons'
import { ImageOrEmoji } from '@/components/ui/image-or-emoji'
import { galleryWords } from '@/i18n/en/gallery'
import { usePageLanguage } from '@/lib/page-language'
import { useSiteWords } from '@/i18n/site-words-provider'
import type { ProjectVisual } from '@shared/projectVisual'
import { wrapIndex } from '../utils/wrap-index'
import './gallery-carousel.css'

/** A horizontal finger movement longer than this turns the carousel. */
const SWIPE_THRESHOLD_PX = 40

const thumbnailOf = (visual: ProjectVisual): ProjectVisual => {
  const thumbnail = visual.media?.sizes.thumbnail
  return thumbnail ? { value: thumbnail.url, media: null } : visual
}

/**
 * The project gallery when it has several pictures: previous/next buttons that wrap around, an
 * 'n / total' counter, clickable thumbnails, arrow keys and swipes. Loaded only when needed.
 */
export const GalleryCarousel = ({ items, title }: { items: ProjectVisual[]; title: string }) => {
  const { t } = useSiteWords(galleryWords)
  const [index, setIndex] = useState(0)
  const touchStart = useRef<number | null>(null)
  const total = items.length
  const go = (delta: number) => setIndex((current) => wrapIndex(current + delta, total))
  const current = items[index]

  // Right to left, the next picture lies to the left: ← and a swipe to the right go forward.
  const forward = usePageLanguage().dir === 'rtl' ? -1 : 1
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-forward)
    else if (event.key === 'ArrowRight') go(forward)
    else return
    event.preventDefault()
  }
  const onTouchStart = (event: TouchEvent) => {
    touchStart.current = event.touches[0]?.clientX ?? null
  }
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current
    const end = event.changedTouches[0]?.clientX
    touchStart.current = null
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_THRESHOLD_PX) return
    go(end < start ? forward : -forward)
  }

  return (
    <div
      className="carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label={t('gallery.label', { title })}
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-testid="carousel"
    >
      <div
        className="carousel__viewport"
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        data-testid="carousel-viewport"
      >
        <div
          key={index}
          className="carousel__slide"
          role="group"
          aria-roledescription="slide"
          aria-label={t('gallery.slide', { current: index + 1, total })}
        >
          <ImageOrEmoji
            value={current.value}
            media={current.media}
            alt={t('gallery.image', { title, current: index + 1 })}
            sizes="(min-width: 1140px) 1076px, 100vw"
            fit="contain"
            className="carousel__picture gallery-picture"
          />
        </div>
        <button
          type="button"
          className="carousel__nav carousel__nav--prev"
          aria-label={t('gallery.previous')}
          onClick={() => go(-1)}
        >
          <ChevronLeftIcon />
        </button>
        <button
          type="button"
          className="carousel__nav carousel__nav--next"
          aria-label={t('gallery.next')}
          onClick={() => go(1)}
        >
          <ChevronRightIcon />
        </button>
        <span
          className="carousel__counter"
          data-testid="carousel-counter"
          aria-live="polite"
          aria-atomic="true"
        >
          {t('gallery.counter', { current: index + 1, total })}
        </span>
      </div>
      <ul className="carousel__thumbs" aria-label={t('gallery.thumbnails')}>
        {items.map((item, itemIndex) => {
          const thumbnail = thumbnailOf(item)
          return (
            <li key={itemIndex}>
              <button
                type="button"
                className="carousel__thumb"
                aria-label={t('gallery.showImage', { current: itemIndex + 1 })}
                aria-current={itemIndex === index ? 'true' : undefined}
                onClick={() => setIndex(itemIndex)}
              >
                <ImageOrEmoji
                  value={thumbnail.value}
                  media={null}
                  alt=""
                  className="carousel__thumb-picture"
                />
              </button>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
