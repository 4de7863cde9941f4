import type { ReactNode } from 'react'
import satori from 'satori'
import sharp from 'sharp'

import { SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH, type SocialCard } from '../../shared/seo/socialCard'
import { CARD_FONT_FAMILY, cardFonts } from './cardFonts'
import { cardLayout } from './cardLayout'

/**
 * The card as SVG: satori lays out the text with the shipped fonts and writes every glyph as an
 * outline (`<path>`), so the SVG holds no text, no font reference and nothing from the CMS as
 * markup.
 */
export const socialCardSvg = async (card: SocialCard): Promise<string> =>
  satori(cardLayout(card, CARD_FONT_FAMILY) as unknown as ReactNode, {
    width: SOCIAL_CARD_WIDTH,
    height: SOCIAL_CARD_HEIGHT,
    fonts: await cardFonts(
      [card.kicker, card.heading, card.subheading, ...card.chips, card.byline].join(' '),
    ),
  })

/** The card as a 1200×630 PNG: satori's SVG rasterised by sharp (librsvg; no system font used). */
export const renderSocialCard = async (card: SocialCard): Promise<Buffer> =>
  sharp(Buffer.from(await socialCardSvg(card)))
    .png({ compressionLevel: 9, palette: false })
    .toBuffer()
