// What every page-kind loader receives (lib/pages/pageKinds.ts): the page's params by name, the list
// page already parsed out of the path (lib/routing/pageSuffix.ts), the render mode and whether an
// editor previews. A loader answers as getStaticProps does; its ISR lifetime is the route table's.
import type { GetStaticPropsResult } from 'next';
import type { RenderMode } from '../routing/renderMode';

export interface PageRequest {
  /** The params by the names of the route's groups (lib/routing/routes.ts); a catch-all joined by '/'. */
  params: Readonly<Record<string, string | undefined>>;
  /** The page of a list (1 unless the path ends in /oldal/N). */
  page: number;
  mode: RenderMode;
  /** An editor previews (draft mode, whose cookie only a signed-in editor keeps): inactive content shows. */
  draftMode: boolean;
}

export type PageLoader<P> = (request: PageRequest) => Promise<GetStaticPropsResult<P>>;

/** A request's catch-all param as path segments (none when absent). */
export function segmentsOf(value: string | undefined): string[] {
  return value ? value.split('/') : [];
}
