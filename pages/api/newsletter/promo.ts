// POST /api/newsletter/promo (issue 17; SPEC sections 4 and 9): the newsletter promo's hide buttons, a
// plain form (place, kind, back) so that they need no JavaScript. Sets the hide cookie of the rule
// (lib/rules/newsletterPromo.ts) and answers 303 to `back`, a path on this site; the page's <head>
// script reads the cookie before the first paint. Readable by scripts (that script), never HttpOnly.
import { z } from 'zod';
import { privateRoute } from '@/lib/http/privateRoute';
import { parseFields, readFields } from '@/lib/http/requestBody';
import { appendCookies, isSecureRequest, serializeCookie } from '@/lib/accounts/cookies';
import { seeOther } from '@/lib/http/formPosts';
import { safeKeptPath } from '@/lib/rules/keptPath';
import {
  PROMO_COOKIE_VALUE,
  PROMO_HIDE_KINDS,
  PROMO_PLACES,
  promoHideCookie,
} from '@/lib/rules/newsletterPromo';

export const config = { api: { bodyParser: false } };

const hideSchema = z.object({
  place: z.enum(PROMO_PLACES),
  kind: z.enum(PROMO_HIDE_KINDS),
  /** Where the reader was: a path on this site, never another origin (no open redirect). */
  back: z
    .string()
    .transform((value, context) => {
      const path = safeKeptPath(value);
      if (path === null) context.addIssue({ code: 'custom', message: 'not a path on this site' });
      return path ?? '/';
    })
    .default('/'),
});

export default privateRoute(['POST'], async (req, res) => {
  const { place, kind, back } = parseFields(hideSchema, await readFields(req));
  const cookie = promoHideCookie(place, kind);
  appendCookies(res, [
    serializeCookie(cookie.name, PROMO_COOKIE_VALUE, {
      maxAge: cookie.maxAgeSeconds,
      secure: isSecureRequest(req),
      httpOnly: false,
    }),
  ]);
  seeOther(res, back);
});
