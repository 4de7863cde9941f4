import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Written by hand (a data change; its schema snapshot is generated). A Site text is now stored
 * only once the owner writes it; until then the site shows its default in the language read
 * (src/shared/siteTextWords). The first save of the Site texts used to store every default
 * language box as it stood, so the spec's English words were kept as the owner's text: they
 * kept a Spanish page in English and counted as texts to translate. Those copies, exactly the
 * English defaults of this release (frozen here, by column), become empty again, in the
 * published texts and in their versions. Nothing else changes.
 */
const ENGLISH_DEFAULTS: Record<string, string> = {
  home_availability: 'Open to opportunities',
  home_greeting: 'Hi there, I’m',
  home_about_button: 'More about me',
  home_work_button: 'View Work',
  home_tech_stack_title: 'Tech Stack',
  home_tech_stack_lead: 'The technologies I reach for to design, build and ship full-stack products.',
  home_cta_title: "Let's Create Something Epic",
  home_cta_text: 'Have an idea, a product to build or a team that needs another developer? I’d love to hear from you.',
  home_cta_button: 'Get In Touch',
  skills_cta_title: 'Need these skills on your team?',
  skills_cta_text: 'I’m available for freelance work and full-time roles. Tell me about your project and let’s see how I can help.',
  skills_cta_button: 'Get In Touch',
  projects_cta_title: 'Have a project in mind?',
  projects_cta_text: 'Whether it’s a new product, a rebuild or a tricky feature, I’d love to hear about it.',
  projects_cta_button: 'Start a Conversation',
  project_not_found: 'Project not found — showing {title} instead.',
  project_cta_title: 'Interested in similar projects?',
  project_cta_text: 'Browse more of my work, or get in touch to talk about what you are building.',
  project_cta_button: 'View More Projects',
  about_title: 'About Me',
  about_years_value: '2+',
  about_years_label: 'Years',
  about_companies_value: '2',
  about_companies_label: 'Companies',
  about_passion_value: '100%',
  about_passion_label: 'Passionate',
  about_interests_title: "When I'm Not Coding",
  about_interests_lead: 'What keeps me curious, rested and inspired away from the keyboard.',
  contact_title: 'Get In Touch',
  contact_lead: 'Have a project in mind, a role to fill or just want to say hello? My inbox is always open.',
  contact_response_title: 'Quick Response',
  contact_response_text: 'I typically respond within 24 hours.',
  contact_availability: 'Available for new projects',
  contact_work_link: 'View My Work',
  contact_skills_link: 'My Skills',
  footer_quote: 'Great software is built one thoughtful commit at a time.',
  footer_note: 'Designed and built with care.',
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const [column, words] of Object.entries(ENGLISH_DEFAULTS)) {
    await db.execute(
      sql`UPDATE "site_texts_locales" SET ${sql.identifier(column)} = NULL WHERE ${sql.identifier(column)} = ${words}`,
    )
    const version = `version_${column}`
    await db.execute(
      sql`UPDATE "_site_texts_v_locales" SET ${sql.identifier(version)} = NULL WHERE ${sql.identifier(version)} = ${words}`,
    )
  }
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // An empty text reads as its default, the same words: nothing to put back.
}
