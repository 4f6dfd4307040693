// GET /api/build/latest: the id of the build this server runs (SPEC section 4, build detection). Never
// cached: a page compares it with its own build to notice a new deployment.
import { ANSWER_LIFETIME_SECONDS } from '@/lib/cachePolicy';
import { latestBuild } from '@/lib/deploy/buildInfo';
import { apiRoute } from '@/lib/http/apiRoute';

export default apiRoute(async () => latestBuild(), { maxAge: ANSWER_LIFETIME_SECONDS.none });
