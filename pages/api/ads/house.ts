// GET /api/ads/house?slot=&device=&locale=: the house ad (our own promo) a slot shows when no ad network
// is configured (issue 18), in turn with the edition's other promos; English pages ask with locale=en
// (issue 27). 400 for a missing, malformed or too long slot name, an unknown device or language.
import { ANSWER_LIFETIME_SECONDS } from '@/lib/cachePolicy';
import { houseAdFor } from '@/lib/ads/houseAds';
import { apiRoute, BadRequestError, queryText } from '@/lib/http/apiRoute';
import { houseAdQuerySchema } from '@/lib/schemas/houseAd';

let answered = 0;

export default apiRoute(
  async (req) => {
    const query = houseAdQuerySchema.safeParse({
      slot: queryText(req.query.slot, 100),
      device: queryText(req.query.device, 10),
      locale: queryText(req.query.locale, 10),
    });
    if (!query.success) {
      throw new BadRequestError(query.error.issues.map((issue) => issue.message).join('; '));
    }
    const { id, title, text, href, cta } = houseAdFor(query.data.slot, {
      locale: query.data.locale,
      turn: answered++,
    });
    return { id, title, text, href, cta };
  },
  { maxAge: ANSWER_LIFETIME_SECONDS.houseAds },
);
