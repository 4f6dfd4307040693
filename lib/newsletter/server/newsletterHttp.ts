// The HTTP side of the newsletter endpoints: this process's newsletter service (user-data store, mail queue,
// this edition). A browser's plain form post (no JavaScript: it asks for HTML) gets a 303 to the page
// that shows the outcome (lib/http/formPosts.ts); a script or another program gets JSON.
import { edition } from '@/editions/currentEdition';
import { editionNewsletters } from '@/editions/newsletterLists';
import { getMailQueue } from '../../mail/getMailQueue';
import { getUserDataStore } from '../../userdata/getUserDataStore';
import type { UserDataStore } from '../../userdata/userDataStore';
import { newsletterService, type NewsletterService } from './newsletterService';

let shared: Promise<{ newsletter: NewsletterService; store: UserDataStore }> | undefined;

export function getNewsletter(): Promise<{ newsletter: NewsletterService; store: UserDataStore }> {
  shared ??= Promise.all([getUserDataStore(), getMailQueue()])
    .then(([store, mail]) => ({
      store,
      newsletter: newsletterService({
        store,
        mail,
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
