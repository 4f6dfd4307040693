// GET /api/weather/{city} : current weather of a city of this edition (accents and case ignored).
import { edition } from '@/editions/currentEdition';
import { getContentSource } from '@/lib/content/getContentSource';
import { apiRoute, queryText } from '@/lib/http/apiRoute';
import { weatherSourceSchema } from '@/lib/schemas/commonDataSource';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export default apiRoute(async (req) => {
  const city = fold(queryText(req.query.city, 100) ?? '');
  const weather = weatherSourceSchema
    .array()
    .parse(await getContentSource().getDocument('weather'));
  const found = weather.find((w) => w.edition === edition.slug && fold(w.city) === city);
  if (!found) return null;
  const { edition: _edition, ...rest } = found;
  void _edition;
  return rest;
});
