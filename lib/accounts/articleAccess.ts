// SPEC sections 6 and 7: /api/articles/{slug} and /api/article/{id} take an optional bearer. Without one
// the answer is the public, cacheable one; with a valid one it is personal (never stored by a shared
// cache) and an editor's includes inactive articles. A bad or expired bearer is a 401 (SPEC section
// 4's message, so the client refreshes and asks again), never silently the anonymous answer.
import { PRIVATE_NO_STORE } from '@/lib/cachePolicy';
import type { NextApiRequest, NextApiResponse } from 'next';
import { canSeeInactive } from '../rules/sessionRules';
import { requestAuth, unauthorized } from './authHttp';

export async function bearerMaySeeInactive(
  req: NextApiRequest,
  res: NextApiResponse,
): Promise<boolean> {
  res.setHeader('Vary', 'Authorization, Accept-Encoding');
  const auth = await requestAuth(req, { cookies: false });
  if (auth.status === 'none') return false;
  if (auth.status !== 'ok') throw unauthorized(auth);
  res.setHeader('Cache-Control', PRIVATE_NO_STORE);
  return canSeeInactive(auth.claims.role);
}
