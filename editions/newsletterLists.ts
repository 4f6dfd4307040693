// The newsletters each edition offers (issue 17; SPEC sections 3 and 7: the list codes a sign-up names).
// Edition data like editions.ts, but kept apart from it: editions.ts ships with every page, and these
// names and descriptions are read only on the server (the sign-up page's props, the API, the mails).
import { z } from 'zod';
import type { EditionSlug } from './editionSlugs';

export const newsletterListSchema = z.object({
  /**
   * What a sign-up names (listCodes). Unique across the editions too: both may share one user-data
   * store, where a subscription is keyed by address and list code.
   */
  code: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .max(40),
  name: z.string().min(1).max(80),
  description: z.string().min(1).max(300),
  /** How often it comes, as the form shows it. */
  frequency: z.string().min(1).max(80),
  /** The language of the newsletter, and of its confirmation mail when it is the only one chosen. */
  locale: z.enum(['hu', 'en']),
});
export type NewsletterList = z.infer<typeof newsletterListSchema>;

export const newsletterLists = {
  main: [
    {
      code: 'reggeli',
      name: 'Reggeli összefoglaló',
      description: 'A nap legfontosabb hírei öt percben, mielőtt elindul a nap.',
      frequency: 'Hétköznap reggel 6 órakor',
      locale: 'hu',
    },
    {
      code: 'heti-valogatas',
      name: 'Heti válogatás',
      description: 'A hét legjobb riportjai, interjúi és elemzései egy levélben.',
      frequency: 'Szombat reggel',
      locale: 'hu',
    },
    {
      code: 'g7',
      name: 'G7 pénzügyi hírlevél',
      description: 'Személyes pénzügyek, adatok és gazdaság a G7 szerkesztőségétől.',
      frequency: 'Hetente kétszer',
      locale: 'hu',
    },
    {
      code: 'english',
      name: 'Hírvonal English',
      description: 'The week in Hungary: the stories that matter, in English.',
      frequency: 'Every Friday',
      locale: 'en',
    },
  ],
  regional: [
    {
      code: 'erdely-reggeli',
      name: 'Erdélyi reggeli',
      description: 'Az erdélyi és romániai hírek összefoglalója a nap elején.',
      frequency: 'Hétköznap reggel 7 órakor',
      locale: 'hu',
    },
    {
      code: 'erdely-heti',
      name: 'Heti válogatás',
      description: 'A hét legfontosabb erdélyi riportjai, interjúi és elemzései.',
      frequency: 'Vasárnap reggel',
      locale: 'hu',
    },
  ],
} as const satisfies Record<EditionSlug, readonly NewsletterList[]>;

/** The lists of an edition. */
export function editionNewsletters(slug: EditionSlug): readonly NewsletterList[] {
  return newsletterLists[slug];
}
