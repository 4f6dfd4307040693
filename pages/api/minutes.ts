// GET /api/minutes?day=YYYY-MM-DD : one day's supporter contributions {day, recurring, onetime}
// (SPEC section 7): the minutes document's plus the payments recorded that day; absent day = today.
// Malformed, impossible, pre-start or future days give 400. Kept as briefly as the counter it adds up
// to (LIVE_ANSWER): today's counts grow with every donation.
import { getContentSource } from '@/lib/content/getContentSource';
import { minutesOfDay } from '@/lib/content/services/minutes';
import { apiRoute, LIVE_ANSWER, queryText } from '@/lib/http/apiRoute';
import { getUserDataStore } from '@/lib/userdata/getUserDataStore';

export default apiRoute(
  async (req) =>
    minutesOfDay(getContentSource(), queryText(req.query.day, 10), {
      payments: getUserDataStore,
    }),
  LIVE_ANSWER,
);
