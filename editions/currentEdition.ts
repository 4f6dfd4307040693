// The edition this build serves. NEXT_PUBLIC_EDITION is inlined by next.config.js from EDITION, so server
// and browser agree; SITE_URL may override the public origin (e.g. http://localhost:3000 in tests).
import { resolveEdition } from './editions';
import type { EditionConfig } from './editionSchema';

const base = resolveEdition(process.env.NEXT_PUBLIC_EDITION);

export const edition: EditionConfig = process.env.NEXT_PUBLIC_SITE_URL
  ? { ...base, siteUrl: process.env.NEXT_PUBLIC_SITE_URL.replace(/\/$/, '') }
  : base;
