import type { ProjectDto } from '../apiTypes'

/**
 * The five built-in sample projects (spec section 3), all featured. Used to seed the CMS and as the
 * browser-local data layer's project list; project 1 is the detail page's fallback while the
 * owner has no published project (and always in the browser-local build).
 */
/** The specification's projects have no case study (issue 49): the page is as it describes. */
const NO_CASE_STUDY = {
  problem: null,
  approach: null,
  results: [],
  clientQuote: null,
  clientName: null,
  // Every sample project is public (issue 49: projects under NDA are the owner's own).
  visibility: 'public',
  teaser: null,
  locked: false,
} satisfies Partial<ProjectDto>

export const sampleProjects: ProjectDto[] = [
  {
    id: 1,
    slug: 'e-commerce-platform',
    title: 'E-Commerce Platform',
    description:
      'A full-stack online store with a product catalogue, cart, secure checkout and an admin ' +
      'dashboard for orders and inventory.',
    longDescription:
      'A complete shopping experience built on the MERN stack: customers browse a searchable ' +
      'catalogue, keep a persistent cart across devices and pay through a hosted checkout.\n\n' +
      'Store owners manage products, stock levels, discount codes and order fulfilment from a ' +
      'role-protected dashboard with sales charts and CSV exports.\n\n' +
      'The API is documented with OpenAPI, covered by integration tests and deployed behind a ' +
      'CDN so catalogue pages load quickly on slow mobile connections.',
    image: '🛒',
    imageMedia: null,
    category: 'Web App',
    technologies: [
      'React',
      'Node.js',
      'Express',
      'MongoDB',
      'Redux Toolkit',
      'Stripe',
      'Tailwind CSS',
    ],
    liveUrl: 'https://shop.example.com',
    githubUrl: 'https://github.com/alexmorgan-dev/ecommerce-platform',
    featured: true,
    startDate: '2023-03-01',
    endDate: '2023-09-15',
    status: 'completed',
    teamSize: 3,
    myRole: 'Lead Full Stack Developer',
    tags: ['e-commerce', 'mern', 'payments', 'dashboard'],
    features: [
      'Product catalogue with full-text search, filters and sorting',
      'Persistent cart and wishlist synced between devices',
      'Secure checkout with card payments and order confirmation emails',
      'Admin dashboard for products, stock, discounts and orders',
      'Sales analytics with charts and CSV export',
    ],
    challenges: [
      'Keeping stock counts correct when many customers check out the same item at once',
      'Slow catalogue pages on mobile networks as the product list grew',
      'Handling payment confirmations that arrive after the customer has left the page',
    ],
    solutions: [
      'Reserved stock with atomic MongoDB updates inside the checkout transaction',
      'Added server-side pagination, image resizing and CDN caching for catalogue responses',
      'Processed payment provider webhooks idempotently and updated orders from the webhook',
    ],
    gallery: ['🛒', '💳', '📦'],
    galleryMedia: [null, null, null],
    ...NO_CASE_STUDY,
    deleted: false,
  },
  {
    id: 2,
    slug: 'task-management-app',
    title: 'Task Management App',
    description:
      'A collaborative Kanban-style task manager with real-time updates, team workspaces and ' +
      'deadline reminders.',
    longDescription:
      'Teams organise work into boards, lists and cards, assign owners and due dates, and see ' +
      'every change from their teammates instantly without refreshing the page.\n\n' +
      'The NestJS backend exposes a typed REST API and a WebSocket gateway, while the React ' +
      'client uses optimistic updates so dragging cards feels immediate.\n\n' +
      'Daily digest emails and in-app notifications remind members of tasks that are due soon.',
    image: '✅',
    imageMedia: null,
    category: 'Open Source',
    technologies: ['React', 'TypeScript', 'NestJS', 'PostgreSQL', 'Socket.IO', 'Docker'],
    liveUrl: 'https://tasks.example.com',
    githubUrl: 'https://github.com/alexmorgan-dev/task-manager',
    featured: true,
    startDate: '2023-10-01',
    endDate: '2024-02-28',
    status: 'maintained',
    teamSize: 2,
    myRole: 'Full Stack Developer',
    tags: ['productivity', 'real-time', 'nestjs', 'kanban'],
    features: [
      'Drag-and-drop boards, lists and cards',
      'Real-time collaboration over WebSockets',
      'Workspaces with member roles and invitations',
      'Due dates, labels, checklists and file attachments',
      'Email digests and in-app notifications',
    ],
    challenges: [
      'Conflicting edits when two members move the same card at the same moment',
      'Keeping the board responsive while waiting for the server to confirm changes',
      'Sending reminder emails reliably without slowing down API requests',
    ],
    solutions: [
      'Versioned each card and resolved conflicts on the server, broadcasting the final order',
      'Applied optimistic updates on the client and rolled back on server rejection',
      'Moved reminders to a background job queue with retries and scheduled processing',
    ],
    gallery: ['✅', '📋', '🔔', '👥'],
    galleryMedia: [null, null, null, null],
    ...NO_CASE_STUDY,
    deleted: false,
  },
  {
    id: 3,
    slug: 'car-auction-platform',
    title: 'Car Auction Platform',
    description:
      'An online vehicle auction marketplace with live bidding, countdown timers and verified ' +
      'seller listings.',
    longDescription:
      'Sellers list vehicles with photos, inspection reports and reserve prices; buyers follow ' +
      'auctions and place bids that update for everyone in real time.\n\n' +
      'Auctions close automatically with an anti-sniping extension, and winners are guided ' +
      'through payment and pickup scheduling.\n\n' +
      'Work continues on saved searches, price history charts and a mobile-friendly bidding view.',
    image: '🚗',
    imageMedia: null,
    category: 'Web App',
    technologies: ['Next.js', 'TypeScript', 'NestJS', 'MongoDB', 'Redis', 'Socket.IO', 'AWS S3'],
    liveUrl: 'https://auctions.example.com',
    githubUrl: 'https://github.com/alexmorgan-dev/car-auction',
    featured: true,
    startDate: '2024-03-01',
    endDate: null,
    status: 'in-progress',
    teamSize: 4,
    myRole: 'Backend Developer',
    tags: ['marketplace', 'real-time', 'auctions'],
    features: [
      'Live bidding with instant updates for every viewer',
      'Countdown timers with automatic anti-sniping extensions',
      'Vehicle listings with photo galleries and inspection reports',
      'Watchlists and outbid notifications',
      'Seller verification and reserve prices',
    ],
    challenges: [
      'Accepting bids in the right order when many arrive within the same second',
      'Storing and serving large numbers of high-resolution vehicle photos',
      'Closing auctions exactly on time even when servers restart',
    ],
    solutions: [
      'Serialised bids per auction through Redis with atomic compare-and-set checks',
      'Uploaded photos straight to S3 with signed URLs and generated resized variants',
      'Scheduled closings in a persistent job queue that is re-read on startup',
    ],
    gallery: ['🚗'],
    galleryMedia: [null],
    ...NO_CASE_STUDY,
    deleted: false,
  },
  {
    id: 4,
    slug: 'inventory-management-system',
    title: 'Inventory Management System',
    description:
      'A warehouse inventory system for tracking stock across locations, purchase orders and ' +
      'low-stock alerts.',
    longDescription:
      'Built for a small distribution business, the system replaces spreadsheets with a single ' +
      'source of truth for products, suppliers, warehouses and stock movements.\n\n' +
      'Staff scan barcodes to receive and ship goods, managers approve purchase orders, and ' +
      'reports show stock value and turnover per location.',
    image: '📦',
    imageMedia: null,
    category: 'Web App',
    technologies: ['React', 'Node.js', 'Express', 'MySQL', 'Prisma', 'Chart.js'],
    liveUrl: null,
    githubUrl: 'https://github.com/alexmorgan-dev/inventory-system',
    featured: true,
    startDate: '2022-06-01',
    endDate: '2022-12-20',
    status: 'completed',
    teamSize: null,
    myRole: 'Full Stack Developer',
    tags: ['inventory', 'business', 'reporting', 'barcodes'],
    features: [
      'Multi-warehouse stock tracking with full movement history',
      'Barcode scanning for receiving and shipping',
      'Purchase orders with an approval workflow',
      'Low-stock alerts and reorder suggestions',
      'Stock value and turnover reports',
      'Role-based access for staff and managers',
    ],
    challenges: [
      'Importing years of inconsistent spreadsheet data',
      'Keeping stock totals accurate across transfers between warehouses',
      'Reports becoming slow as the movement history grew',
    ],
    solutions: [
      'Wrote a validating import script that flagged duplicates and unknown products for review',
      'Recorded every change as a movement inside a database transaction and derived totals',
      'Added indexes and nightly summary tables so reports read pre-aggregated data',
    ],
    gallery: [],
    galleryMedia: [],
    ...NO_CASE_STUDY,
    deleted: false,
  },
  {
    id: 5,
    slug: 'cyber-security-site',
    title: 'Cyber Security Site',
    description:
      'A marketing and resource site for a cyber security consultancy, with a service ' +
      'catalogue, blog and secure contact workflow.',
    longDescription:
      'The site presents the services, case studies and security advisories of the consultancy, ' +
      'and lets prospective clients request an assessment through a protected form.\n\n' +
      'Content editors publish articles from a headless CMS, and pages are statically ' +
      'generated for speed and a minimal attack surface.\n\n' +
      'Strict security headers, a content security policy and rate-limited endpoints were ' +
      'verified with automated scans before launch.',
    image: '🔒',
    imageMedia: null,
    category: 'Website',
    technologies: ['Next.js', 'TypeScript', 'Tailwind CSS', 'Payload CMS', 'PostgreSQL', 'Vercel'],
    liveUrl: 'https://secure-consulting.example.com',
    githubUrl: 'https://github.com/alexmorgan-dev/cybersecurity-site',
    featured: true,
    startDate: '2024-01-10',
    endDate: '2024-04-30',
    status: 'completed',
    teamSize: 2,
    myRole: 'Frontend Developer',
    tags: ['security', 'cms', 'static-site', 'seo'],
    features: [
      'Service catalogue with detailed case studies',
      'Blog and security advisories managed from a headless CMS',
      'Assessment request form with spam protection and rate limiting',
      'Static generation with fast, accessible pages',
      'Strict content security policy and security headers',
    ],
    challenges: [
      'Meeting a strict content security policy while using third-party analytics',
      'Letting editors publish without redeploying the whole site',
      'Blocking automated spam on the assessment form without hurting real visitors',
    ],
    solutions: [
      'Self-hosted the analytics script and used nonces for the few required inline scripts',
      'Triggered incremental regeneration of changed pages from CMS publish webhooks',
      'Combined a honeypot field, server-side rate limiting and a lightweight challenge',
    ],
    gallery: ['🔒', '🛡️'],
    galleryMedia: [null, null],
    ...NO_CASE_STUDY,
    deleted: false,
  },
]
