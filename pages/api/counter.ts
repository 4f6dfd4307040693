// GET /api/counter?from=YYYY-MM-DD : total supporter minutes since a day (recurring counts 10x).
import { getContentSource } from '@/lib/content/getContentSource';
import { apiRoute, BadRequestError, queryText } from '@/lib/http/apiRoute';
import { minutesTotal, parseDay } from '@/lib/rules/minutes';
import { minutesSourceSchema } from '@/lib/schemas/misc';

export default apiRoute(async (req) => {
  const minutes = minutesSourceSchema.parse(await getContentSource().getDocument('minutes'));
  const from = parseDay(queryText(req.query.from, 10), minutes.startDate);
  if (!from) throw new BadRequestError('from must be a date as YYYY-MM-DD');
  return { from, count: minutesTotal(minutes) };
});
