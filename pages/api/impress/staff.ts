// GET /api/impress/staff : the impresszum staff groups of the edition's newsroom.
import { getContentSource } from '@/lib/content/getContentSource';
import { editionStaff } from '@/lib/content/services/impress';
import { apiRoute } from '@/lib/http/apiRoute';

export default apiRoute(async () => ({ items: await editionStaff(getContentSource()) }));
