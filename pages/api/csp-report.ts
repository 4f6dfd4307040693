// POST /api/csp-report (issue 28): where browsers report what the Content-Security-Policy blocked
// (report-uri and the Reporting API). Each violation is logged as one line; the answer is 204 with no
// body. Not refused cross-site (the one state it changes is the log): browsers send reports on their
// own, without the page's origin checks.
import { NO_STORE } from '@/lib/cachePolicy';
import type { NextApiRequest, NextApiResponse } from 'next';
import { readBody } from '@/lib/http/requestBody';
import { sendHttpError } from '@/lib/http/privateRoute';
import { cspViolations } from '@/lib/http/cspReports';
import { HttpError } from '@/lib/http/httpError';
import { log } from '@/lib/observability/log';

export const config = { api: { bodyParser: false } };

export default async function cspReport(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', NO_STORE);
  if (req.method !== 'POST') {
    return sendHttpError(
      res,
      new HttpError(405, 'Method Not Allowed', 'method', {}, { Allow: 'POST' }),
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(await readBody(req));
  } catch (error) {
    return sendHttpError(
      res,
      error instanceof HttpError
        ? error
        : new HttpError(400, 'The body is not valid JSON.', 'bad-json'),
    );
  }
  for (const violation of cspViolations(body)) {
    log.warn('csp violation', { violation });
  }
  res.statusCode = 204;
  res.end();
}
