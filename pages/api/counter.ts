// GET /api/counter?from=YYYY-MM-DD : the minutes of journalism bought since a day, up to today
// {from, count} (SPEC sections 7 and 9: a recurring contribution counts 10 minutes, a one-time one 1;
// absent from = the start, 2025-03-28). Malformed, impossible, pre-start or future days give 400.
import { getContentSource } from '@/lib/content/getContentSource';
import { counterSince } from '@/lib/content/services/minutes';
import { apiRoute, queryText } from '@/lib/http/apiRoute';

export default apiRoute(async (req) =>
  counterSince(getContentSource(), queryText(req.query.from, 10)),
);
