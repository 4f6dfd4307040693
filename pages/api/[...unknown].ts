// Every /api path that names no route (SPEC section 8): a JSON 404 with statusMessage 'Page Not Found'
// and the path, whatever the method, instead of the HTML 404 page. Next matches every real route first.
import type { NextApiRequest, NextApiResponse } from 'next';
import { sendNotFound } from '@/lib/http/apiRoute';

export default function unknownApiPath(req: NextApiRequest, res: NextApiResponse) {
  sendNotFound(res, req.url);
}
