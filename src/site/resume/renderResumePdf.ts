import PDFDocument from 'pdfkit'

import type {
  EducationDto,
  ExperienceDto,
  PersonalInfoDto,
  ProjectDto,
  SkillDto,
} from '../../shared/apiTypes'
import { type Line, pdfLines, type PdfFonts, registerPdfFonts, type Weight } from './pdfLines'

/** What the generated résumé shows, already in its language. */
export type ResumeContent = {
  /** The page language's code: the document's `/Lang`. */
  language: string
  direction: 'ltr' | 'rtl'
  info: PersonalInfoDto
  experiences: ExperienceDto[]
  education: EducationDto[]
  skills: SkillDto[]
  /** Only those the owner marked for the résumé. */
  projects: ProjectDto[]
  /** The site's address in that language, printed under the name. */
  siteUrl: string
  headings: { experience: string; education: string; skills: string; projects: string }
}

const MARGIN = 50
const INK = '#111111'
const MUTED = '#555555'
const LEADING = 1.4

type StructureElement = ReturnType<PDFKit.PDFDocument['struct']>

/** Every text the document draws, so the fonts it needs (CJK slices) are loaded once. */
const allText = (content: ResumeContent): string =>
  JSON.stringify([
    content.info,
    content.experiences,
    content.education,
    content.skills,
    content.projects,
    content.headings,
  ])

/**
 * The résumé as an A4 PDF (PDFKit): real text in embedded fonts, right to left on an Arabic page,
 * tagged for screen readers (PDF/UA-style structure: Document, Sect, H1–H3, P, L/LI; `/Lang`;
 * the title shown by the viewer), flowing onto new pages as needed.
 */
export const renderResumePdf = async (content: ResumeContent): Promise<Buffer> => {
  const { info, direction } = content
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    tagged: true,
    lang: content.language,
    displayTitle: true,
    pdfVersion: '1.7',
    info: {
      Title: [info.name, info.title].filter(Boolean).join(' — '),
      Author: info.name,
    },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const surface = {
    registerFont: (key: string, data: Buffer) => doc.registerFont(key, data),
    widthOf: (text: string, font: string, size: number) =>
      doc.font(font).fontSize(size).widthOfString(text),
  }
  const fonts: PdfFonts = await registerPdfFonts(surface, allText(content))
  const width = doc.page.width - 2 * MARGIN
  const bottom = doc.page.height - MARGIN
  let y = MARGIN

  const drawLine = (line: Line, size: number, color: string, top: number) => {
    let x = direction === 'rtl' ? MARGIN + width - line.width : MARGIN
    const baseline = top + size
    for (const run of line.runs) {
      if (run.text !== ' ') {
        doc
          .font(run.font)
          .fontSize(size)
          .fillColor(color)
          .text(run.text, x, baseline, { lineBreak: false, baseline: 'alphabetic' })
      }
      x += run.width
    }
  }

  /** Lines of `text` as one structure element of `parent`; a page break comes between lines. */
  const block = (
    parent: StructureElement,
    tag: string,
    text: string,
    {
      size = 10,
      weight = 400,
      color = INK,
      before = 0,
      after = 0,
    }: { size?: number; weight?: Weight; color?: string; before?: number; after?: number } = {},
  ) => {
    if (!text.trim()) return
    const lines = pdfLines(surface, fonts[weight], text, { size, maxWidth: width, direction })
    const element = doc.struct(tag)
    parent.add(element)
    y += before
    for (const line of lines) {
      const height = size * LEADING
      if (y + height > bottom) {
        doc.addPage()
        y = MARGIN
      }
      const top = y
      element.add(() => drawLine(line, size, color, top))
      y += height
    }
    y += after
    element.end()
  }

  const rule = () => {
    doc.markContent('Artifact', { type: 'Layout' })
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke()
    doc.endMarkedContent()
    y += 8
  }

  /** A titled part; its heading never sits alone at a page's foot. */
  const section = (
    root: StructureElement,
    heading: string,
    fill: (sect: StructureElement) => void,
  ) => {
    const sect = doc.struct('Sect')
    root.add(sect)
    if (y + 80 > bottom) {
      doc.addPage()
      y = MARGIN
    }
    block(sect, 'H2', heading, { size: 13, weight: 700, before: 10, after: 2 })
    rule()
    fill(sect)
    sect.end()
  }

  const list = (parent: StructureElement, items: string[]) => {
    if (!items.length) return
    const element = doc.struct('L')
    parent.add(element)
    for (const item of items) block(element, 'LI', `• ${item}`, { size: 9.5 })
    element.end()
  }

  const root = doc.struct('Document')
  doc.addStructure(root)

  block(root, 'H1', info.name, { size: 22, weight: 700, after: 2 })
  block(root, 'P', info.title, { size: 13, color: MUTED, after: 4 })
  block(
    root,
    'P',
    [info.email, info.phone, info.location, content.siteUrl, info.githubUrl, info.linkedinUrl]
      .filter(Boolean)
      .join('  ·  '),
    { size: 9, color: MUTED, after: 8 },
  )
  for (const paragraph of (info.about || info.bio).split(/\n\s*\n/))
    block(root, 'P', paragraph, { size: 10, after: 4 })

  if (content.experiences.length)
    section(root, content.headings.experience, (sect) => {
      for (const job of content.experiences) {
        block(sect, 'H3', [job.title, job.company].join(' — '), {
          size: 11,
          weight: 700,
          before: 4,
        })
        block(sect, 'P', [job.year, job.location].filter(Boolean).join('  ·  '), {
          size: 9,
          color: MUTED,
        })
        block(sect, 'P', job.description, { size: 10, before: 2 })
      }
    })

  if (content.education.length)
    section(root, content.headings.education, (sect) => {
      for (const entry of content.education) {
        block(sect, 'H3', [entry.title, entry.institution].join(' — '), {
          size: 11,
          weight: 700,
          before: 4,
        })
        block(sect, 'P', [entry.year, entry.location].filter(Boolean).join('  ·  '), {
          size: 9,
          color: MUTED,
        })
        block(sect, 'P', entry.description, { size: 10, before: 2 })
        list(sect, entry.achievements)
      }
    })

  if (content.skills.length)
    section(root, content.headings.skills, (sect) =>
      block(sect, 'P', content.skills.map((skill) => skill.name).join('  ·  '), { size: 10 }),
    )

  if (content.projects.length)
    section(root, content.headings.projects, (sect) => {
      for (const project of content.projects) {
        block(sect, 'H3', project.title, { size: 11, weight: 700, before: 4 })
        block(sect, 'P', project.description, { size: 10 })
        block(sect, 'P', project.technologies.join(', '), { size: 9, color: MUTED })
        block(sect, 'P', project.liveUrl || project.githubUrl || '', { size: 9, color: MUTED })
      }
    })

  root.end()
  doc.end()
  return finished
}
