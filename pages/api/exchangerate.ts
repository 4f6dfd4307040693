// GET /api/exchangerate : today's rates against the edition's currency (older clients' endpoint).
import { edition } from '@/editions/currentEdition';
import { getContentSource } from '@/lib/content/getContentSource';
import { getExchange } from '@/lib/content/services/sharedData';
import { apiRoute } from '@/lib/http/apiRoute';

export default apiRoute(async () => (await getExchange(getContentSource()))[edition.currency]);
