// An author's job title as a page prints it (issue 27 item 4; SPEC section 3 articleAuthors.title).
// The data writes it in Hungarian: Hungarian pages print it as it is, English pages its English form
// (lib/i18n/jobTitles.en.ts), or nothing when the dictionary has none, never the Hungarian text. The
// server chooses (page props), so the dictionary stays out of the browser.
import { JOB_TITLES_EN } from '../i18n/jobTitles.en';
import type { Locale } from '../i18n/locales';

export function jobTitle(title: string | null, locale: Locale): string | null {
  if (title === null || locale === 'hu') return title;
  return Object.hasOwn(JOB_TITLES_EN, title) ? JOB_TITLES_EN[title]! : null;
}

/** An author (byline, author header) with the job title the page in `locale` prints. */
export function withJobTitle<Author extends { title: string | null }>(
  author: Author,
  locale: Locale,
): Author {
  return { ...author, title: jobTitle(author.title, locale) };
}
