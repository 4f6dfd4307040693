// SPEC sections 4, 9: page data is prefetched 4 at a time. Next's <Link> prefetches through the
// router's prefetch, so wrapping that one method in a queue limits every prefetch. Installed from _app
// as soon as the router exists (before any link can prefetch); idempotent.
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
