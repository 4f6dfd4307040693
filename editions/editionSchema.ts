// The shape every edition config must have (SPEC section 1). Edition differences are switches here,
// never `if (edition === ...)` in components.
import { z } from 'zod';

import { editionSlugs } from './editionSlugs';

export const editionSlugSchema = z.enum(editionSlugs);

const socialPageSchema = z.object({
  network: z.enum(['facebook', 'instagram', 'youtube', 'tiktok', 'x', 'linkedin', 'threads']),
  name: z.string().min(1),
  url: z.url(),
});

export const editionConfigSchema = z.object({
  slug: editionSlugSchema,
  name: z.string().min(1),
  cssClass: z.string().regex(/^[a-z][a-z0-9-]*$/),
  domain: z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/),
  siteUrl: z.url(),
  currency: z.enum(['HUF', 'RON']),
  currencySign: z.string().min(1),
  locale: z.literal('hu'),
  timeZone: z.string().min(1),
  /** Browser UI colour (meta theme-color); the same value as the theme's brand colour. */
  themeColor: z.string().regex(/^#[0-9a-f]{6}$/i),
  socialPages: z.array(socialPageSchema).min(1),
  logos: z.object({
    /** Main logo shown in the header. */
    header: z.string().startsWith('/'),
    /** The header logo drawn for the dark see-through header (its colours kept, the words light). */
    headerOnDark: z.string().startsWith('/'),
    /** Square logo for metadata (Open Graph, JSON-LD publisher). */
    square: z.string().startsWith('/'),
  }),
  features: z.object({
    /** /telexakademia (SPEC section 5: 404 on the regional edition). */
    academy: z.boolean(),
    /** /te */
    youth: z.boolean(),
    /** /egyszazalek */
    tax: z.boolean(),
    /** /tamogatas: the subscription/donation pages. */
    subscription: z.boolean(),
    /** SPEC section 5: main edition's subscription page gives 404 when donations is 1. */
    donationsClosed: z.boolean(),
  }),
  /** The publisher's legal data the impresszum shows (issue 16); each edition has its own. */
  publisher: z.object({
    company: z.string().min(1),
    address: z.string().min(1),
    /** Company registration number in the country's register. */
    registrationNumber: z.string().min(1),
    /** The person legally responsible for the publication. */
    responsiblePublisher: z.string().min(1),
    email: z.email(),
    /** The hosting provider's name and address. */
    hosting: z.string().min(1),
  }),
  /** Which edition-only redirect rules of SPEC section 2 apply. */
  redirects: z.object({
    impressumToPage: z.boolean(),
    impressumToDocument: z.boolean(),
    mainOnlyRules: z.boolean(),
  }),
});

export type EditionConfig = z.infer<typeof editionConfigSchema>;
