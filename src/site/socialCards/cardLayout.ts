import { mix, readableOn, rgbOf } from '../../shared/look/contrast'
import {
  type CardColors,
  SOCIAL_CARD_HEIGHT,
  SOCIAL_CARD_WIDTH,
  type SocialCard,
} from '../../shared/seo/socialCard'

/**
 * One element of the card as satori takes it: React's element shape, built without JSX or React.
 * Text is only ever a string child, which satori lays out and draws as glyph outlines: nothing
 * in it is parsed as markup.
 */
type CardNode = {
  type: 'div'
  props: { style: Record<string, string | number>; children?: (CardNode | string)[] | string }
}

const div = (
  style: Record<string, string | number>,
  children?: (CardNode | string)[] | string,
): CardNode => ({ type: 'div', props: { style, children } })

/** The site's colours (frontend/src/styles/base.css). */
const COLOURS = {
  bg: '#07080f',
  text: '#eceef6',
  muted: '#aab0c6',
  subtle: '#8d94ad',
  accent: '#a5b4fc',
  border: 'rgba(255, 255, 255, 0.16)',
  surface: 'rgba(255, 255, 255, 0.06)',
  gradient: 'linear-gradient(90deg, #6366f1 0%, #8b5cf6 48%, #06b6d4 100%)',
  glows:
    'radial-gradient(circle at 92% 0%, rgba(99, 102, 241, 0.38) 0%, rgba(7, 8, 15, 0) 52%), radial-gradient(circle at 0% 100%, rgba(6, 182, 212, 0.22) 0%, rgba(7, 8, 15, 0) 46%)',
}

/**
 * The card's colours in the owner's brand and accent: the gradients and glows as the site derives
 * them, and the label in a pale brand shade that keeps 4.5:1 on the dark background.
 */
const coloursOf = (colors: CardColors | undefined): typeof COLOURS => {
  if (!colors) return COLOURS
  const { brand, accent } = colors
  const middle = mix(brand, accent, 0.5)
  return {
    ...COLOURS,
    accent: readableOn(mix(brand, '#ffffff', 0.5), [COLOURS.bg], 4.5),
    gradient: `linear-gradient(90deg, ${brand} 0%, ${middle} 48%, ${accent} 100%)`,
    glows: `radial-gradient(circle at 92% 0%, rgba(${rgbOf(brand).join(', ')}, 0.38) 0%, rgba(7, 8, 15, 0) 52%), radial-gradient(circle at 0% 100%, rgba(${rgbOf(accent).join(', ')}, 0.22) 0%, rgba(7, 8, 15, 0) 46%)`,
  }
}

/**
 * Emoji as the shipped monochrome font can draw them: a joined sequence (👩‍💻) keeps its first
 * emoji, and skin tones and presentation selectors go, since the font's glyphs for one sequence
 * can sit in different files and would be drawn apart.
 */
export const drawableText = (text: string): string =>
  text
    .replace(
      /\u200d(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\ufe0f|\u20e3|\u2640|\u2642)+/gu,
      '',
    )
    .replace(/[\p{Emoji_Modifier}\ufe0e\ufe0f]/gu, '')

/** Long headings get a smaller size, so a long project title still fits its three lines. */
const headingSize = (heading: string): number => {
  const length = Array.from(heading).length
  if (length > 90) return 54
  if (length > 50) return 64
  return 80
}

/** Text that shows at most `lines` lines, ending in an ellipsis when cut. */
const clamped = (lines: number): Record<string, string | number> => ({
  display: 'block',
  lineClamp: lines,
})

/**
 * The card's layout: the page (or the project's category) as a small label with the site's
 * gradient dot, the owner's name (or the project's title) large, the owner's title (or the
 * project's first technologies as chips) under it, and a gradient rule with the byline at the
 * bottom, on the site's dark background with its indigo and cyan glows.
 */
export const cardLayout = (card: SocialCard, fontFamily: string): CardNode => {
  const colours = coloursOf(card.colors)
  const middle: (CardNode | string)[] = [
    div(
      {
        ...clamped(card.chips.length ? 3 : 2),
        fontSize: headingSize(card.heading),
        fontWeight: 700,
        lineHeight: 1.1,
        letterSpacing: -1.5,
        color: colours.text,
      },
      drawableText(card.heading),
    ),
  ]
  if (card.subheading) {
    middle.push(
      div(
        { ...clamped(2), marginTop: 24, fontSize: 40, lineHeight: 1.25, color: colours.muted },
        drawableText(card.subheading),
      ),
    )
  }
  if (card.chips.length) {
    middle.push(
      div(
        { display: 'flex', flexWrap: 'wrap', gap: 14, marginTop: 36 },
        card.chips.map((chip) =>
          div(
            {
              display: 'flex',
              padding: '8px 22px',
              borderRadius: 999,
              border: `2px solid ${colours.border}`,
              backgroundColor: colours.surface,
              fontSize: 28,
              color: colours.text,
            },
            drawableText(chip),
          ),
        ),
      ),
    )
  }

  return div(
    {
      width: SOCIAL_CARD_WIDTH,
      height: SOCIAL_CARD_HEIGHT,
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '72px 88px',
      wordBreak: 'break-word',
      backgroundColor: colours.bg,
      backgroundImage: colours.glows,
      fontFamily,
      color: colours.text,
    },
    [
      div({ display: 'flex', alignItems: 'center' }, [
        div({
          width: 18,
          height: 18,
          borderRadius: 9,
          backgroundImage: colours.gradient,
          marginRight: 18,
        }),
        div(
          {
            fontSize: 26,
            fontWeight: 600,
            letterSpacing: 4,
            textTransform: 'uppercase',
            color: colours.accent,
          },
          drawableText(card.kicker),
        ),
      ]),
      div({ display: 'flex', flexDirection: 'column' }, middle),
      div({ display: 'flex', alignItems: 'center' }, [
        div({ width: 160, height: 8, borderRadius: 4, backgroundImage: colours.gradient }),
        ...(card.byline
          ? [
              div(
                { ...clamped(1), marginLeft: 28, fontSize: 28, color: colours.subtle },
                drawableText(card.byline),
              ),
            ]
          : []),
      ]),
    ],
  )
}
