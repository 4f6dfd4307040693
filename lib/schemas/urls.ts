// The addresses the store accepts for a link that leaves the site (issue 28): absolute http(s) only, so
// that no `javascript:` or `data:` address ever becomes an href.
import { z } from 'zod';

export const httpUrlSchema = z.url({ protocol: /^https?$/ });

/**
 * A link read from a content source: a non-http(s) address is dropped (null), the item still shows,
 * without the link (a remote source's bad field must not take the page down).
 */
export const sourceHttpUrlSchema = httpUrlSchema.nullable().catch(null);
