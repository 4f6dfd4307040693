// GET /api/build/manifest/{id}: build `id`'s manifest when this server runs it, else 404; a malformed id
// is a 400 (SPEC section 4, build detection). A page that saw a new latest id asks for that build's
// manifest: the answer confirms the new build is served before the page acts on it.
import { ANSWER_LIFETIME_SECONDS } from '@/lib/cachePolicy';
import { manifestFor } from '@/lib/deploy/buildInfo';
import { apiRoute } from '@/lib/http/apiRoute';

export default apiRoute(async (req) => manifestFor(req.query.id), {
  maxAge: ANSWER_LIFETIME_SECONDS.none,
});
