// Plain form posts (no script of ours ran): how a route tells them from its script's JSON calls, and
// the 303 that sends the browser on to a page after the post.
import { NO_STORE } from '@/lib/cachePolicy';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A browser asking for a page (a form post without our script), not the page's script for JSON. */
export function wantsPage(req: IncomingMessage): boolean {
  const accept = req.headers.accept ?? '';
  return accept.includes('text/html');
}

/** A form's own post: urlencoded (the page's script sends JSON). */
export function isFormPost(req: IncomingMessage): boolean {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/x-www-form-urlencoded';
}

/** 303 See Other: the browser GETs `location` (a path on this site) after its POST. */
export function seeOther(res: ServerResponse, location: string) {
  res.statusCode = 303;
  res.setHeader('Location', location);
  res.setHeader('Cache-Control', NO_STORE);
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end(`See ${location}\n`);
}
