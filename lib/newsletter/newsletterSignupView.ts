// What the sign-up form and the newsletter pages show of this edition's newsletters.
import { edition } from '@/editions/currentEdition';
import { editionNewsletters, type NewsletterList } from '@/editions/newsletterLists';
import type { NewsletterListView, NewsletterSignupView } from '../view/newsletterPage';

export const newsletterListView = ({
  code,
  name,
  description,
  frequency,
  locale,
}: NewsletterList): NewsletterListView => ({ code, name, description, frequency, locale });

/** The sign-up document's form: every list of the edition. */
export function newsletterSignupView(slug = edition.slug): NewsletterSignupView {
  return { lists: editionNewsletters(slug).map(newsletterListView) };
}
