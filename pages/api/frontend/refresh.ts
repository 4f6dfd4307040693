// GET /api/frontend/refresh : shared data polled every 15 s (SPEC section 4).
import { ANSWER_LIFETIME_SECONDS } from '@/lib/cachePolicy';
import { getContentSource } from '@/lib/content/getContentSource';
import { getSharedData } from '@/lib/content/services/sharedData';
import { apiRoute } from '@/lib/http/apiRoute';

export default apiRoute(async () => getSharedData(getContentSource()), {
  maxAge: ANSWER_LIFETIME_SECONDS.sharedData,
});
