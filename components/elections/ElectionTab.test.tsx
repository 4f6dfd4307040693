// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { huConstituencyLayout } from '@/lib/elections/maps/huTiles';
import { pagesHu } from '@/lib/i18n/pages.hu';
import { electionAt } from '@/lib/rules/electionReplay';
import { cutElection } from '@/lib/rules/elections';
import type { ElectionSettings } from '@/lib/routing/supplements';
import { electionSchema } from '@/lib/schemas/elections';
import { electionCut, type ElectionPart } from '@/lib/view/electionCuts';
import type { SupplementElection } from '@/lib/view/supplementElection';
import { SMALL_ELECTION } from '@/tests/fixtures/electionData';
import { ElectionSidebar } from './ElectionSidebar';
import { ElectionTab } from './ElectionTab';

// What a reader of an election tab notices (issue 31; SPEC section 2): the results with shares and
// seats, the constituencies' winners on the map and in the table, the data page of an area, the
// count's state while it runs, and the warning under illustrative figures.

vi.mock('next/router', () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), query: {}, pathname: '/' }),
}));

const election = electionSchema.parse(SMALL_ELECTION);
const settings: ElectionSettings = {
  map: 'hu-constituencies',
  mapTab: 'valasztokeruletek',
  mapRaces: ['egyeni'],
  headlineRace: 'lista',
  seatRaces: ['lista', 'egyeni'],
  box: true,
  euFunding: true,
};

function tab(part: ElectionPart, extra: Partial<SupplementElection> = {}, source = election) {
  const area = extra.area ?? [];
  const data: SupplementElection = {
    kind: 'election',
    tab: part === 'box' || part === 'frame' ? 'map' : part,
    supplement: 'proba-2022',
    settings,
    election: cutElection(source, electionCut(part, settings, area)),
    subTab: null,
    layout: null,
    frame: null,
    area,
    prediction: null,
    ...extra,
  };
  // A fresh SWR cache per render: no answer of another test shows.
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ElectionTab data={data} />
    </SWRConfig>,
  );
}

describe('ElectionTab', () => {
  it('Országos listák: the parties with votes, shares and seats, and the assembly they make', () => {
    tab('lists');
    const lists = screen.getByRole('table', { name: 'Országos listák' });
    const narancs = within(lists).getByRole('row', { name: /Narancs Párt/ });
    expect(narancs.textContent).toMatch(/400.*57,14\s?%.*6/);
    const assembly = screen.getByRole('table', {
      name: pagesHu['election.parliament'].replace('{seats}', '13'),
    });
    expect(within(assembly).getByRole('row', { name: /Narancs Párt/ }).textContent).toContain('8');
    expect(screen.getByRole('status').textContent).toBe(pagesHu['election.final']);
  });

  it('Választókerületek: every constituency a link on the map, its winner in the table', () => {
    tab('constituencies', { layout: huConstituencyLayout() });
    const map = screen.getByRole('figure');
    const budapest = within(map).getByRole('link', {
      name: /Budapest 01\. számú OEVK: Varga Edit \(Kék\), 53,3/,
    });
    expect(budapest.getAttribute('href')).toBe('/melleklet/proba-2022/adatok/budapest/01');
    const table = screen.getByRole('table', { name: pagesHu['election.constituencies.table'] });
    expect(within(table).getByRole('row', { name: /Baranya megye 02/ }).textContent).toMatch(
      /Tóth Csaba.*Narancs.*75,0/,
    );
    // The constituencies' figures are illustrative: the page says so.
    expect(screen.getByText(pagesHu['election.illustrative'])).toBeTruthy();
  });

  it('a data page: the area in each race, and the areas within it as links', () => {
    tab('data', { area: ['baranya'] });
    expect(screen.getByRole('heading', { name: 'Baranya' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Országos listák' }).textContent).toMatch(/250/);
    const within_ = screen.getByRole('table', { name: /Egyéni választókerületek/ });
    expect(
      within(within_)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/melleklet/proba-2022/adatok/baranya/01',
      '/melleklet/proba-2022/adatok/baranya/02',
    ]);
    const back = screen.getByRole('link', { name: pagesHu['election.data.back'] });
    expect(back.getAttribute('href')).toBe('/melleklet/proba-2022/valasztokeruletek');
  });

  it('a running count: the share counted, the seats column waiting with dashes', () => {
    const counting = electionAt(election, { started: true, progress: 0.5 });
    tab('seats', {}, counting);
    expect(screen.getByRole('status').textContent).toMatch(/Feldolgozottság: 50,0\s?%/);
    const table = screen.getByRole('table', { name: /magyar mandátum/ });
    expect(within(table).getByRole('row', { name: /Narancs Párt/ }).textContent).toMatch(/200.*–$/);
  });

  it('Kisokos: the guide as sections', () => {
    tab('guide');
    expect(screen.getByRole('heading', { name: 'Hogyan szavazunk?' })).toBeTruthy();
    expect(screen.getByText('Két szavazólapot kap mindenki.')).toBeTruthy();
  });
});

describe('ElectionSidebar', () => {
  it('the election box: the headline result and the way to the data; the EU-funding notice', () => {
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <ElectionSidebar
          sidebar={{ box: cutElection(election, electionCut('box', settings)), euFunding: true }}
        />
      </SWRConfig>,
    );
    const box = screen.getByRole('complementary', { name: /Választási eredmények/ });
    expect(
      within(box)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Narancs: 57,14%', 'Kék: 42,86%']);
    expect(within(box).getByRole('link').getAttribute('href')).toBe('/melleklet/proba-2022/adatok');
    expect(
      screen.getByRole('complementary', { name: pagesHu['election.eu.title'] }).textContent,
    ).toContain(pagesHu['election.eu.text']);
  });
});
