// POST /api/newsletter/confirm (issue 17, double opt-in): the token of a confirmation mail's link, from
// the confirm page's button (a form: 303 back to the page with the outcome) or as JSON. Links in mails
// are opened by scanners too, so only this POST confirms, never the GET of the page. A link works once
// and until it expires: 404 for a token that is not ours, 410 for a used or expired one.
import { privateRoute } from '@/lib/http/privateRoute';
import { limitRequest } from '@/lib/engagement/submissionLimit';
import { answerLink, postedToken } from '@/lib/newsletter/server/linkAnswers';
import { getNewsletter } from '@/lib/newsletter/server/newsletterHttp';

export const config = { api: { bodyParser: false } };

export default privateRoute(['POST'], async (req, res) => {
  const token = await postedToken(req);
  const { newsletter, store } = await getNewsletter();
  await limitRequest(store, 'newsletter', req);
  answerLink(req, res, 'confirm', await newsletter.confirm(token));
});
