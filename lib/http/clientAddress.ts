// Who sent a request, for rate limits and the services a request is forwarded to.
import type { IncomingMessage } from 'node:http';

/**
 * The reader's address for rate limits. Behind our nginx (TRUST_PROXY=1) the last X-Forwarded-For
 * entry, the peer nginx itself saw (the entries before it are whatever the client sent); otherwise
 * the socket's peer.
 */
export function clientAddress(req: IncomingMessage): string {
  if (process.env.TRUST_PROXY === '1') {
    const forwarded = req.headers['x-forwarded-for'];
    const list = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded)?.split(',');
    const last = list?.[list.length - 1]?.trim();
    if (last) return last.slice(0, 100);
  }
  return req.socket.remoteAddress ?? 'unknown';
}
