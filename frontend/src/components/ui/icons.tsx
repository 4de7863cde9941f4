import { Fragment, type ReactElement, type SVGProps } from 'react'

type IconProps = SVGProps<SVGSVGElement>
/** A path's `d`, or another shape (a circle, a rect). */
type Shape = string | ReactElement

const drawn = (shapes: Shape[], directional: boolean) =>
  function Icon(props: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
        className={
          directional ? `icon--directional ${props.className ?? ''}`.trim() : props.className
        }
      >
        {shapes.map((shape, index) =>
          typeof shape === 'string' ? (
            <path key={index} d={shape} />
          ) : (
            <Fragment key={index}>{shape}</Fragment>
          ),
        )}
      </svg>
    )
  }

/** A decorative line icon on a 24-unit grid, hidden from assistive tech (labels carry meaning). */
export const icon = (...shapes: Shape[]) => drawn(shapes, false)
/** An icon that means forward or back (an arrow): mirrored on a right-to-left page. */
export const directionalIcon = (...shapes: Shape[]) => drawn(shapes, true)

export const HomeIcon = icon('M4 10.5 12 4l8 6.5V19a1 1 0 0 1-1 1h-4.5v-5.5h-5V20H5a1 1 0 0 1-1-1z')
export const SparkIcon = icon(
  'M12 3.5 13.9 9l5.6 1.9-5.6 1.9L12 18.5l-1.9-5.7L4.5 10.9 10.1 9z',
  'M18.5 16.5v3M17 18h3',
)
export const FolderIcon = icon(
  'M3.5 7.5a2 2 0 0 1 2-2h4l2 2.5h7a2 2 0 0 1 2 2v7.5a2 2 0 0 1-2 2h-13a2 2 0 0 1-2-2z',
)
export const PenIcon = icon(
  'M15.5 5.5 18.5 8.5M4.5 19.5l1-4.2L16.2 4.6a1.6 1.6 0 0 1 2.3 0l.9.9a1.6 1.6 0 0 1 0 2.3L8.7 18.5z',
  'M12.5 19.5h7',
)
export const UserIcon = icon(
  <circle cx="12" cy="8.5" r="3.8" />,
  'M4.8 20c.9-3.6 3.8-5.5 7.2-5.5s6.3 1.9 7.2 5.5',
)
export const MailIcon = icon(
  <rect x="3.5" y="5.5" width="17" height="13" rx="2.2" />,
  'm4.5 7 7.5 6 7.5-6',
)
export const GitHubIcon = icon(
  'M7.6 9.6 7.2 5.4l3 1.7a8 8 0 0 1 3.6 0l3-1.7-.4 4.2c1.1 1.1 1.5 2.4 1.2 4-.5 2.7-2.5 3.8-5.6 3.8s-5.1-1.1-5.6-3.8c-.3-1.6.1-2.9 1.2-4z',
  'M10.2 17.2v3.3M13.8 17.2v3.3M10.2 19c-2.3.5-3.2-.6-4-1.8',
)
export const LinkedInIcon = icon(
  <rect x="3.5" y="3.5" width="17" height="17" rx="3.5" />,
  'M8 10.5v6M8 7.6v.01M11.5 16.5v-6M11.5 13.2c0-1.6 1-2.8 2.5-2.8s2.5 1 2.5 2.8v3.3',
)
export const ArrowUpIcon = icon('M12 19V5M6 11l6-6 6 6')
export const ArrowRightIcon = directionalIcon('M5 12h14M13 6l6 6-6 6')
export const MapPinIcon = icon(
  'M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z',
  <circle cx="12" cy="10" r="2.4" />,
)
export const SearchIcon = icon(<circle cx="11" cy="11" r="6.5" />, 'm16 16 4 4')
export const StarIcon = icon(
  'm12 3.8 2.5 5.2 5.7.8-4.1 4 1 5.6-5.1-2.7-5.1 2.7 1-5.6-4.1-4 5.7-.8z',
)
export const BriefcaseIcon = icon(
  <rect x="3.5" y="7.5" width="17" height="12" rx="2.2" />,
  'M9 7.5V5.8A1.3 1.3 0 0 1 10.3 4.5h3.4A1.3 1.3 0 0 1 15 5.8v1.7M3.5 12.5h17',
)
export const CapIcon = icon(
  'm2.5 9.5 9.5-4.5 9.5 4.5-9.5 4.5z',
  'M6.5 11.5v4.2c1.4 1.3 3.3 2 5.5 2s4.1-.7 5.5-2v-4.2M21.5 9.5v5',
)
export const CheckIcon = icon('m5 12.5 4.5 4.5L19 7.5')
export const LockIcon = icon(
  <rect x="5" y="10.5" width="14" height="10" rx="2" />,
  'M8 10.5V7.5a4 4 0 0 1 8 0v3',
)
export const CloseIcon = icon('M6 6l12 12M18 6 6 18')
export const DownloadIcon = icon('M12 4v11M7 10.5l5 5 5-5M5 19.5h14')
export const SunIcon = icon(
  <circle cx="12" cy="12" r="4" />,
  'M12 2.5v2M12 19.5v2M4.6 4.6 6 6M18 18l1.4 1.4M2.5 12h2M19.5 12h2M4.6 19.4 6 18M18 6l1.4-1.4',
)
export const MoonIcon = icon('M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z')
