// The HTTP side of the newsletter endpoints: this process's newsletter service (user-data store, mailer,
// this edition), and the two ways an endpoint answers. A browser's plain form post (no
// JavaScript: it asks for HTML) gets a 303 to the page that shows the outcome; a script or another
// program gets JSON with the status that fits.
import type { IncomingMessage, ServerResponse } from 'node:http';
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

/** A browser navigating (a plain form post) asks for HTML first; fetch and programs do not. */
export function wantsPage(req: IncomingMessage): boolean {
  const accept = req.headers.accept ?? '';
  return accept.includes('text/html');
}

/** 303 See Other: the browser GETs `location` (a path on this site) after its POST. */
export function seeOther(res: ServerResponse, location: string) {
  res.statusCode = 303;
  res.setHeader('Location', location);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end(`See ${location}\n`);
}
