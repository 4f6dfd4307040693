// GET /api/build/manifest: the running build's id, time and page routes (SPEC section 4, build
// detection). A page fetches it once it saw a new build id, to confirm the new build is served.
import { ANSWER_LIFETIME_SECONDS } from '@/lib/cachePolicy';
import { runningBuild } from '@/lib/deploy/buildInfo';
import { apiRoute } from '@/lib/http/apiRoute';

export default apiRoute(async () => runningBuild(), { maxAge: ANSWER_LIFETIME_SECONDS.none });
