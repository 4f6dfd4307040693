// GET /api/counter?from=YYYY-MM-DD : the minutes of journalism bought since a day, up to today
// {from, count} (SPEC sections 7 and 9: a recurring contribution counts 10 minutes, a one-time one 1;
// absent from = the start, 2025-03-28): the minutes document's days plus the payments recorded from
// the provider's callbacks. Malformed, impossible, pre-start or future days give 400. The support
// page polls it every 60 s: kept LIVE_ANSWER's few seconds and never served stale, so a donation
// reaches the open page with the first poll after it.
import { getContentSource } from '@/lib/content/getContentSource';
import { counterSince } from '@/lib/content/services/minutes';
import { apiRoute, LIVE_ANSWER, queryText } from '@/lib/http/apiRoute';
import { getUserDataStore } from '@/lib/userdata/getUserDataStore';

export default apiRoute(
  async (req) =>
    counterSince(getContentSource(), queryText(req.query.from, 10), {
      payments: getUserDataStore,
    }),
  LIVE_ANSWER,
);
