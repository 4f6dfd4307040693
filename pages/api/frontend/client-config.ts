// GET /api/frontend/client-config: the browser runtime's configuration from the server's environment
// (the campaign script, SPEC section 4). Cached briefly: it changes only with the environment.
import { ANSWER_LIFETIME_SECONDS } from '@/lib/cachePolicy';
import { clientConfig } from '@/lib/deploy/clientConfig';
import { apiRoute } from '@/lib/http/apiRoute';

export default apiRoute(async () => clientConfig(), {
  maxAge: ANSWER_LIFETIME_SECONDS.clientConfig,
});
