// The loader of the embeddable election map (/valasztasi-terkep/{supplement}/{view?}; issue 31 item 5,
// SPEC section 7): per request, as its query (hideMore=1) shapes it; shared caches keep it briefly
// while a count runs (the frame follows the count itself), longer once final. Only the election
// supplements have one; anything else is a 404.
import type { GetServerSideProps } from 'next';
import { electionCacheControl } from '../elections/server/electionCacheControl';
import { getElectionData } from '../elections/server/getElectionData';
import { pageReplayClock } from '../http/replayClock';
import { originList } from '../http/contentSecurityPolicy';
import { supplements } from '../routing/supplements';
import { cutElection } from '../rules/elections';
import { FRAME_VIEWS, HIDE_MORE_PARAM, type FrameView } from '../rules/electionMessages';
import { electionCut } from '../view/electionCuts';
import type { ElectionMapPageProps } from '../view/electionMapPage';
import { loadShell } from './loadShell';
import { mapLayoutOf } from './supplementElection';
import { log } from '@/lib/observability/log';

/** The sites that may frame the map (FRAME_ANCESTORS): read once, not on every request. */
let parents: string[] | undefined;
const frameParents = () => (parents ??= originList('FRAME_ANCESTORS', process.env.FRAME_ANCESTORS));

export const electionMapPageProps: GetServerSideProps<ElectionMapPageProps> = async ({
  params,
  query,
  req,
  res,
}) => {
  const [slug, rawView, ...rest] = ([] as string[])
    .concat(params?.path ?? [])
    .map((s) => s.toLowerCase());
  const supplement = supplements.find((s) => s.slug === slug && s.election);
  const view = (rawView ?? 'terkep') as FrameView;
  if (!supplement?.election || rest.length || !FRAME_VIEWS.includes(view))
    return { notFound: true };
  const replay = pageReplayClock(req, res);
  let election;
  try {
    election = await getElectionData(replay.now).election(supplement.slug);
  } catch (error) {
    // The frame says the data is not available (SPEC section 8) and is not kept long.
    log.error('election map: election-data source failed', { error });
    election = null;
  }
  res.setHeader(
    'Cache-Control',
    replay.cacheControl(electionCacheControl(election?.count.status !== 'final')),
  );
  return {
    props: {
      shell: await loadShell({ framed: { mainLabel: supplement.title } }),
      supplement: supplement.slug,
      title: supplement.title,
      settings: supplement.election,
      election: election && cutElection(election, electionCut('frame', supplement.election)),
      layout: mapLayoutOf(supplement.election),
      view,
      hideMore: query[HIDE_MORE_PARAM] === '1',
      parents: frameParents(),
    },
  };
};
