// The data of a supplement's election tabs (issue 31; SPEC section 2), read through the election-data
// port: the election cut to what the tab shows, the map's layout where the tab draws one, the embedded
// map's address on Adatok, and the data pages /adatok/{x}/{y} (a path naming no area is a 404). A
// failing source gives 'unavailable' (the tab says so; SPEC section 8).
import { getElectionData } from '../elections/server/getElectionData';
import { huConstituencyLayout, huCountyLayout } from '../elections/maps/huTiles';
import { usStatesLayout } from '../elections/server/usStates';
import type { MapLayout } from '../elections/maps/mapLayout';
import { originOf } from '../http/contentSecurityPolicy';
import { predictionGameTeaser } from '../predictions/predictionTeaser';
import { paths } from '../routing/paths';
import type {
  ElectionSettings,
  ElectionTabKind,
  Supplement,
  SupplementRoute,
} from '../routing/supplements';
import { HIDE_MORE_PARAM } from '../rules/electionMessages';
import { cutElection, dataPageAreas } from '../rules/elections';
import type { Election } from '../schemas/elections';
import { electionCut } from '../view/electionCuts';
import type {
  ElectionFrame,
  ElectionSidebar,
  SupplementElection,
} from '../view/supplementElection';
import { log } from '@/lib/observability/log';

export type ElectionTabData = SupplementElection | { kind: 'unavailable' };

/** The election of `slug` as counted now; null when the source fails or has none (logged). */
async function electionOf(slug: string): Promise<Election | null> {
  try {
    return await getElectionData().election(slug);
  } catch (error) {
    log.error('election tab: election-data source failed', { error });
    return null;
  }
}

export function mapLayoutOf(settings: ElectionSettings): MapLayout {
  switch (settings.map) {
    case 'hu-constituencies':
      return huConstituencyLayout();
    case 'hu-counties':
      return huCountyLayout();
    case 'us-states':
      return usStatesLayout();
  }
}

/** The embedded map of a supplement: ours by default, or ELECTION_MAP_URL's. */
export function electionFrame(slug: string, layout: MapLayout): ElectionFrame {
  const external = process.env.ELECTION_MAP_URL;
  const origin = originOf(external);
  const path = `${paths.electionMap(slug)}?${HIDE_MORE_PARAM}=1`;
  const [, , width, height] = layout.viewBox.split(/\s+/).map(Number);
  return {
    src: origin ? new URL(path, external).toString() : path,
    origin,
    aspectRatio: width && height ? width / height : 1,
  };
}

/**
 * An election tab's data; null when the path is a data page of no area (a 404). `route.rest` is the
 * data page's path below /adatok/.
 */
export async function supplementElection(
  supplement: Supplement,
  route: SupplementRoute,
  kind: ElectionTabKind,
): Promise<ElectionTabData | null> {
  const settings = supplement.election;
  if (!settings) return { kind: 'unavailable' };
  const election = await electionOf(supplement.slug);
  if (!election) return { kind: 'unavailable' };
  const part = kind === 'map' && route.rest.length ? 'data' : kind;
  if (part === 'data' && !dataPageAreas(election, route.rest)) return null;
  const layout = part === 'constituencies' || part === 'map' ? mapLayoutOf(settings) : null;
  return {
    kind: 'election',
    tab: part,
    supplement: supplement.slug,
    settings,
    election: cutElection(election, electionCut(part, settings, route.rest)),
    subTab: route.subTab?.segment ?? null,
    // Adatok embeds the map; Választókerületek draws it on the page.
    layout: part === 'constituencies' ? layout : null,
    frame: part === 'map' && layout ? electionFrame(supplement.slug, layout) : null,
    area: part === 'data' ? route.rest.map((s) => s.toLowerCase()) : [],
    prediction: part === 'prediction' ? await predictionGameTeaser(supplement.slug) : null,
  };
}

/** The sidebar of an election supplement (the box and the EU-funding notice); null for others. */
export async function electionSidebar(supplement: Supplement): Promise<ElectionSidebar | null> {
  const settings = supplement.election;
  if (!settings || (!settings.box && !settings.euFunding)) return null;
  const election = settings.box ? await electionOf(supplement.slug) : null;
  return {
    box: election && cutElection(election, electionCut('box', settings)),
    euFunding: settings.euFunding,
  };
}
