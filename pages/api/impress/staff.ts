// GET /api/impress/staff : the impresszum staff groups.
import { getContentSource } from '@/lib/content/getContentSource';
import { apiRoute } from '@/lib/http/apiRoute';
import { staffGroupSchema } from '@/lib/schemas/commonData';

export default apiRoute(async () => ({
  items: staffGroupSchema.array().parse(await getContentSource().getDocument('staff')),
}));
