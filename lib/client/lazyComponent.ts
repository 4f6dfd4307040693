// A component from a chunk of its own, loaded when it first renders (React.lazy by export name). A
// chunk that fails to load reloads the page, at most once per 10 s for the path (SPEC sections 8, 9;
// lib/client/chunkRecovery.ts); the error still reaches React.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { withChunkRecovery } from './chunkRecovery';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy's own bound
type AnyComponent = ComponentType<any>;

export function lazyComponent<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => withChunkRecovery(load)().then((module) => ({ default: module[name] })));
}
