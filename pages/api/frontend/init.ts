// GET /api/frontend/init : shared data for the first render, with the menus.
import { getContentSource } from '@/lib/content/getContentSource';
import { getSharedData } from '@/lib/content/services/sharedData';
import { apiRoute } from '@/lib/http/apiRoute';

export default apiRoute(async () => {
  const source = getContentSource();
  const [shared, menus] = await Promise.all([getSharedData(source), source.getMenus()]);
  return { ...shared, menus };
});
