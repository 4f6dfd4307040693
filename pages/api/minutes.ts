// GET /api/minutes?day=YYYY-MM-DD : one day's supporter contributions {day, recurring, onetime}
// (SPEC section 7); absent day = today. Malformed, impossible, pre-start or future days give 400.
import { getContentSource } from '@/lib/content/getContentSource';
import { minutesOfDay } from '@/lib/content/services/minutes';
import { apiRoute, queryText } from '@/lib/http/apiRoute';

export default apiRoute(async (req) =>
  minutesOfDay(getContentSource(), queryText(req.query.day, 10)),
);
