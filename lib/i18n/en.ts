// English UI strings, for the English section (SPEC section 1). Keys must match hu.ts exactly.
import type { MessageKey } from './hu';

export const en = {
  'shell.skipToContent': 'Skip to content',
  'shell.mainMenu': 'Main menu',
  'shell.siteMenu': 'Services',
  'shell.headingMenu': 'Sections',
  'shell.extraMenu': 'Lists',
  'shell.sidebarMenu': 'More sections',
  'shell.footerMenu': 'Footer',
  'shell.social': 'Follow us',
  'shell.homeLink': '{site} – front page',
  'shell.menuToggle': 'Menu',
  'shell.copyright': '© {year} {site}. All rights reserved.',
  'error.notFound.lead': 'The page you are looking for cannot be found.',
  'error.notFound.description':
    'You seem to have strayed onto a page that does not exist. The address may be mistyped, or the page is gone.',
  'error.notFound.imageAlt': 'Illustration of a 404 error',
  'error.server.lead': 'Internal server error.',
  'error.server.description':
    'The site is under maintenance or a temporary error occurred. Please try again in a few minutes.',
  'error.server.imageAlt': 'Illustration of a 500 error',
  'error.backHome': 'Back to the front page',
  'date.now': 'now',
  'date.minutesAgo': '{n} minutes ago',
  'date.today': 'today {time}',
  'date.updated': '(updated: {date} – {time})',
  'badge.live': 'LIVE',
  'badge.refreshed': 'updated',
  'home.title': 'Front page',
  'home.heading': 'Latest news on the {site} front page',
} as const satisfies Record<MessageKey, string>;
