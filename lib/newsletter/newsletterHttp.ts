// The HTTP side of the newsletter endpoints: this process's newsletter service (user-data store, mailer,
// this edition). A browser's plain form post (no JavaScript: it asks for HTML) gets a 303 to the page
// that shows the outcome (lib/http/formPosts.ts); a script or another program gets JSON.
import { edition } from '@/editions/currentEdition';
import { editionNewsletters } from '@/editions/newsletterLists';
import { getMailer } from '../mail/getMailer';
import { getUserDataStore } from '../userdata/getUserDataStore';
import type { UserDataStore } from '../userdata/userDataStore';
import { newsletterService, type NewsletterService } from './newsletterService';

let shared: Promise<{ newsletter: NewsletterService; store: UserDataStore }> | undefined;

export function getNewsletter(): Promise<{ newsletter: NewsletterService; store: UserDataStore }> {
  shared ??= getUserDataStore()
    .then((store) => ({
      store,
      newsletter: newsletterService({
        store,
        mailer: getMailer(),
        siteUrl: edition.siteUrl,
        siteName: edition.name,
        lists: editionNewsletters(edition.slug),
      }),
    }))
    .catch((error: unknown) => {
      shared = undefined;
      throw error;
    });
  return shared;
}
