// /api/newsletter/unsubscribe (issue 17): the List-Unsubscribe URL of every newsletter mail. POST
// unsubscribes: RFC 8058's one-click post of a mail client (token in the URL, body
// List-Unsubscribe=One-Click) or the unsubscribe page's button (a form: 303 back to the page). It is
// idempotent and never rate-limited: mail providers post from a few addresses for many readers, and
// an unsubscribe must not be refused. GET only leads to the page, which asks before doing anything.
import { z } from 'zod';
import { privateRoute } from '@/lib/http/privateRoute';
import { parseFields } from '@/lib/http/requestBody';
import { answerLink, postedToken } from '@/lib/newsletter/server/linkAnswers';
import { seeOther } from '@/lib/http/formPosts';
import { getNewsletter } from '@/lib/newsletter/server/newsletterHttp';
import { newsletterStepPath } from '@/lib/newsletter/newsletterPaths';

export const config = { api: { bodyParser: false } };

const linkQuerySchema = z.object({ token: z.string().max(200).optional() });

export default privateRoute(['GET', 'POST'], async (req, res) => {
  if (req.method === 'GET') {
    const { token } = parseFields(linkQuerySchema, {
      token: Array.isArray(req.query.token) ? req.query.token[0] : req.query.token,
    });
    return seeOther(res, newsletterStepPath('unsubscribe', { token }));
  }
  const token = await postedToken(req);
  const { newsletter } = await getNewsletter();
  answerLink(req, res, 'unsubscribe', await newsletter.unsubscribe(token));
});
