/**
 * A message with a count: one text per plural category the language uses (`Intl.PluralRules`).
 * `other` is always there; English needs `one` besides, Arabic all six.
 */
export type PluralMessage = { other: string } & Partial<
  Record<'zero' | 'one' | 'two' | 'few' | 'many', string>
>

/**
 * The site's own words in English: every text of the public pages that is not the owner's
 * content (theirs is in the "Site texts" global). The source of truth: each other language must
 * have every key (the `Catalogue` type) and is loaded only when it is the page's language.
 * `{name}` is replaced by a value; a message with forms is picked by its `{count}`.
 */
export const en = {
  'layout.skipToContent': 'Skip to content',
  'layout.scrollToTop': 'Scroll to top',
  'dock.label': 'Main',
  'dock.home': 'Home',
  'dock.skills': 'Skills',
  'dock.projects': 'Projects',
  'dock.about': 'About',
  'dock.contact': 'Contact',
  'dock.darkTheme': 'Dark theme',
  'common.opensInNewTab': '(opens in a new tab)',
  'common.returnHome': 'Return to Home',
  'common.clearSearch': 'Clear search',
  'common.searching': 'Searching',
  'common.email': 'Email',
  'common.featured': 'Featured',
  'common.stars': '{filled} out of 5 stars',

  'notFound.title': 'Page Not Found',
  'notFound.text': 'The page you are looking for doesn’t exist or has been moved.',
  'error.eyebrow': 'Something went wrong',
  'error.title': 'Unexpected Application Error!',
  'error.text': 'This page could not be displayed. Please try again from the home page.',

  'home.loadingProfile': 'Loading profile',
  'home.statProjects': 'Projects',
  'home.statYears': 'Years',
  'home.statPassion': 'Passionate',
  'home.techStackEyebrow': 'Toolbox',
  'home.techStackProjects': { one: '{count} project', other: '{count} projects' },
  'home.featuredEyebrow': 'Selected work',
  'home.featuredTitle': 'Featured Projects',
  'home.featuredLead': 'A few products I designed, built and shipped end to end.',
  'home.seeAllProjects': 'See all projects',

  'skills.eyebrow': 'What I work with',
  'skills.title': 'Skills & Expertise',
  'skills.lead':
    'Languages, frameworks and tools I use to take products from idea to production — and how well I know each of them.',
  'skills.searchLabel': 'Search skills',
  'skills.searchPlaceholder': 'Search skills...',
  'skills.categoryLabel': 'Category',
  'skills.loading': 'Loading skills…',
  'skills.showing': { one: 'Showing {count} skill', other: 'Showing {count} skills' },
  'skills.showingInCategory': {
    one: 'Showing {count} skill in {category}',
    other: 'Showing {count} skills in {category}',
  },
  'skills.showingForTerm': {
    one: 'Showing {count} skill for "{term}"',
    other: 'Showing {count} skills for "{term}"',
  },
  'skills.showingInCategoryForTerm': {
    one: 'Showing {count} skill in {category} for "{term}"',
    other: 'Showing {count} skills in {category} for "{term}"',
  },
  'skills.emptyTitle': 'No skills found',
  'skills.emptyText': 'Try a different search term or category.',
  'skills.viewAll': 'View all skills',
  'skills.proficiency': '{name} proficiency',
  'skills.category.All': 'All',
  'skills.category.Frontend': 'Frontend',
  'skills.category.Backend': 'Backend',
  'skills.category.Server': 'Server',
  'skills.category.Cloud': 'Cloud',
  'skills.category.General': 'General',
  'skills.level.Expert': 'Expert',
  'skills.level.Advanced': 'Advanced',
  'skills.level.Intermediate': 'Intermediate',
  'skills.level.Beginner': 'Beginner',

  'projects.eyebrow': 'Portfolio',
  'projects.title': 'Featured Projects',
  'projects.lead':
    'Web apps, platforms and tools I have built — each with the problem it solves and the stack behind it.',
  'projects.searchLabel': 'Search projects',
  'projects.searchPlaceholder': 'Search projects...',
  'projects.listLabel': 'Projects',
  'projects.emptyTitle': 'No projects found',
  'projects.emptySearchText': 'Nothing matches your search. Try another keyword or technology.',
  'projects.viewAll': 'View all projects',
  'projects.loadFailedText':
    'The projects could not be loaded just now. Please try again in a moment.',
  'projects.tryAgain': 'Try again',
  'projects.noneTitle': 'No projects yet',
  'projects.noneText': 'New work will be shown here soon.',
  'projects.cardTechnologies': 'Technologies',
  'projects.cardMore': '+{count} more',
  'projects.cardDetails': 'View details',

  'project.loading': 'Loading project',
  'project.back': 'Back to Projects',
  'project.liveDemo': 'Live Demo',
  'project.sourceCode': 'Source Code',
  'project.facts': 'Project facts',
  'project.duration': 'Duration',
  'project.durationRange': '{start} - {end}',
  'project.present': 'Present',
  'project.notAvailable': 'N/A',
  'project.teamSize': 'Team Size',
  'project.members': { one: '{count} member', other: '{count} members' },
  'project.fullStack': 'Tech Stack: Full Stack',
  'project.myRole': 'My Role',
  'project.technologies': 'Technologies Used',
  'project.features': 'Key Features',
  'project.challenges': 'Challenges & Solutions',
  'project.challenge': 'Challenge',
  'project.solution': 'Solution',
  'project.gallery': 'Project Gallery',
  'project.screenshot': '{title} — screenshot',
  'project.screenshotsSoon': 'Screenshots coming soon',
  'gallery.label': '{title} gallery (use the left and right arrow keys to browse)',
  'gallery.slide': '{current} of {total}',
  'gallery.image': '{title} — image {current}',
  'gallery.previous': 'Previous image',
  'gallery.next': 'Next image',
  'gallery.counter': '{current} / {total}',
  'gallery.thumbnails': 'Gallery thumbnails',
  'gallery.showImage': 'Show image {current}',

  'about.introduction': 'Introduction',
  'about.socialLinks': 'Social links',
  'about.resume': 'Download résumé',
  'about.careerEyebrow': 'Career',
  'about.experienceTitle': 'Professional Experience',
  'about.experienceLabel': 'Professional experience',
  'about.learningEyebrow': 'Learning',
  'about.educationTitle': 'Education',
  'about.interestsEyebrow': 'Life outside code',
  'about.timelineSkills': 'Skills',

  'contact.eyebrow': 'Contact',
  'contact.phone': 'Phone',
  'contact.location': 'Location',
  'contact.formTitle': 'Send a Message',
  'contact.formIntro': 'Tell me about your project, role or idea — every message gets a reply.',
  'contact.name': 'Name',
  'contact.subject': 'Subject',
  'contact.optional': '(optional)',
  'contact.message': 'Message',
  'contact.website': 'Website',
  'contact.send': 'Send Message',
  'contact.sending': 'Sending…',
  'contact.nameRequired': 'Please enter your name.',
  'contact.emailRequired': 'Please enter your email address.',
  'contact.messageRequired': 'Please enter a message.',
  'contact.correctFields': 'Please correct the highlighted fields.',
  'contact.tooManyWait': {
    one: 'Too many messages in a short time. Please try again in {count} second.',
    other: 'Too many messages in a short time. Please try again in {count} seconds.',
  },
  'contact.tooMany': 'Too many messages in a short time. Please try again in a little while.',
  'contact.notSent': 'Your message could not be sent. Please check your connection and try again.',
  'contact.sent': 'Message sent!',
  'contact.thanks': 'Thanks — your message is on its way. I typically respond within 24 hours.',
  'contact.thanksNamed':
    'Thanks, {name} — your message is on its way. I typically respond within 24 hours.',
  'contact.sendAnother': 'Send another message',

  'pwa.installTitle': 'Install App',
  'pwa.installHintIos': 'Add this portfolio to your Home Screen.',
  'pwa.installHint': 'Open this portfolio like an app, even offline.',
  'pwa.viewInstructions': 'View Instructions',
  'pwa.install': 'Install',
  'pwa.dismiss': 'Dismiss',
  'pwa.iosInstructions':
    "To install this app:\n1. Tap the Share button\n2. Select 'Add to Home Screen'",
  'pwa.menuInstructions':
    "To install this app, open your browser's menu and choose 'Install app' or 'Add to Home screen'.",
  'pwa.offline': 'You’re offline — showing saved content',
  'pwa.updateQuestion': 'A new version of this site is available. Update now?',
} as const satisfies Record<string, string | PluralMessage>

/** A key of the catalogue. */
export type SiteWordKey = keyof typeof en

/** A language's catalogue: every English key, as a text or (where English counts) plural forms. */
export type Catalogue = {
  [Key in SiteWordKey]: (typeof en)[Key] extends string ? string : PluralMessage
}
