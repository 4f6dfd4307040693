// GET /api/podcasts/public/all : every podcast.
import { getContentSource } from '@/lib/content/getContentSource';
import { getPodcasts } from '@/lib/content/services/podcasts';
import { apiRoute } from '@/lib/http/apiRoute';

export default apiRoute(async () => ({ items: await getPodcasts(getContentSource()) }));
