// POST /api/newsletter/subscribe's body (SPEC sections 3 and 7: email, firstName, lastName, listCodes),
// checked against the edition's newsletter lists. A JSON array or a form's repeated checkboxes give the
// list codes; a comma-separated string is read too (query-string-minded clients).
import { z } from 'zod';
import type { NewsletterList } from '@/editions/newsletterLists';
import { NEWSLETTER_MAX_LIST_CODES } from '../constants';
import { isPersonalName } from '../rules/personalName';

export const MAX_EMAIL_LENGTH = 320;

export function subscribeRequestSchema(lists: readonly NewsletterList[]) {
  const known = new Set(lists.map((list) => list.code));
  return z.object({
    email: z.string().trim().max(MAX_EMAIL_LENGTH).email(),
    firstName: z.string().trim().min(1).refine(isPersonalName, 'not a plain personal name'),
    lastName: z
      .string()
      .trim()
      .refine((name) => name === '' || isPersonalName(name), 'not a plain personal name')
      .default(''),
    listCodes: z.preprocess(
      (value) => (typeof value === 'string' ? value.split(',') : value),
      z
        .array(z.string().trim().max(100))
        .min(1)
        .max(NEWSLETTER_MAX_LIST_CODES)
        .refine((codes) => codes.every((code) => known.has(code)), 'unknown newsletter list')
        .transform((codes) => [...new Set(codes)]),
    ),
  });
}
export type SubscribeRequest = z.infer<ReturnType<typeof subscribeRequestSchema>>;

/**
 * The fields without the empty ones: an empty form input means "not given", so it is reported as a
 * missing field (and an optional one takes its default).
 */
export function withoutBlankFields(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => !(typeof value === 'string' && !value.trim())),
  );
}
