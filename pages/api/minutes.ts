// GET /api/minutes?day=YYYY-MM-DD : the supporters' counter (recurring, onetime).
import { getContentSource } from '@/lib/content/getContentSource';
import { apiRoute, BadRequestError, queryText } from '@/lib/http/apiRoute';
import { parseDay } from '@/lib/rules/minutes';
import { minutesSourceSchema } from '@/lib/schemas/misc';

export default apiRoute(async (req) => {
  const day = parseDay(queryText(req.query.day, 10));
  if (!day) throw new BadRequestError('day must be a date as YYYY-MM-DD');
  const minutes = minutesSourceSchema.parse(await getContentSource().getDocument('minutes'));
  return { day, recurring: minutes.recurring, onetime: minutes.onetime };
});
