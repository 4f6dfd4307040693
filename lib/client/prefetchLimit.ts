// SPEC sections 4, 9: page data is prefetched 4 at a time. Next's <Link> prefetches through the
// router's prefetch (next/dist/client/link.js; the router it gets from the context calls the singleton's
// method at call time), so wrapping that one method in a queue limits every prefetch: a queued one holds
// its place until both its page data and its chunks are in. Installed from AppProviders while _app
// first renders, before any link can prefetch; idempotent.
import Router from 'next/router';
import { PREFETCH_CONCURRENCY } from '../constants';
import { limitConcurrency } from './taskQueue';

let installed = false;

export function limitPrefetches(): void {
  const router = Router.router;
  if (installed || !router) return;
  installed = true;
  const run = limitConcurrency(PREFETCH_CONCURRENCY);
  const prefetch = router.prefetch.bind(router);
  router.prefetch = (...args) => run(() => prefetch(...args));
}
