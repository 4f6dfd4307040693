// @vitest-environment jsdom
// What a reader of an election supplement's 'Műsorok' tab notices (SPEC section 2): the show's
// episodes under 'Adások', each with its page link and a play control; the supplement's videos under
// 'Videók' as article cards; and 'Még nincs adat.' instead of an empty tab.
import { render, screen, within } from '@testing-library/react';
import { pagesHu } from '@/lib/i18n/pages.hu';
import { toCard } from '@/lib/view/cardItem';
import { sampleListItem } from '@/tests/fixtures/listItem';
import { testEpisode } from '@/tests/support/podcastEpisodes';
import { SupplementShows } from './SupplementShows';

const renderedAt = Date.UTC(2024, 10, 20, 12);
const show = { slug: 'urnazaras', name: 'Urnazárás', href: '/podcastok/urnazaras' };
const episodes = [
  testEpisode(21, {
    title: 'Trump visszatér',
    podcast: show,
    href: '/podcastok/urnazaras/urnazaras-trump-visszater',
  }),
  testEpisode(20, { title: 'Egy vita, két stratégia', podcast: show }),
];
const video = toCard(
  sampleListItem({
    id: 7,
    title: 'Videón Trump győzelmi beszéde',
    slug: 'trump-gyozelmi-beszed-video',
    url: '/kulfold/2024/11/06/trump-gyozelmi-beszed-video',
  }),
);

describe('SupplementShows', () => {
  it('lists the episodes newest first, each linking to its page, playable and naming its show', async () => {
    render(<SupplementShows episodes={episodes} videos={[video]} renderedAt={renderedAt} />);
    const region = screen.getByRole('region', { name: pagesHu['supplement.shows.episodes'] });
    const items = within(region).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Trump visszatér',
      'Egy vita, két stratégia',
    ]);
    expect(
      within(items[0]!).getByRole('link', { name: 'Trump visszatér' }).getAttribute('href'),
    ).toBe('/podcastok/urnazaras/urnazaras-trump-visszater');
    expect(within(items[0]!).getByRole('link', { name: 'Urnazárás' }).getAttribute('href')).toBe(
      '/podcastok/urnazaras',
    );
    expect(
      await within(region).findByRole('button', { name: 'Lejátszás: Trump visszatér' }),
    ).toBeTruthy();
  });

  it("shows the supplement's videos as article cards linking to the articles", () => {
    render(<SupplementShows episodes={episodes} videos={[video]} renderedAt={renderedAt} />);
    const region = screen.getByRole('region', { name: pagesHu['supplement.shows.videos'] });
    expect(
      within(region)
        .getByRole('link', { name: /Videón Trump győzelmi beszéde/ })
        .getAttribute('href'),
    ).toBe('/kulfold/2024/11/06/trump-gyozelmi-beszed-video');
  });

  it('leaves out an empty part: videos without episodes have no Adások heading', () => {
    render(<SupplementShows episodes={[]} videos={[video]} renderedAt={renderedAt} />);
    expect(screen.queryByRole('region', { name: pagesHu['supplement.shows.episodes'] })).toBeNull();
    expect(screen.getByRole('region', { name: pagesHu['supplement.shows.videos'] })).toBeTruthy();
  });

  it('says there is no data yet when the tab has neither episodes nor videos', () => {
    render(<SupplementShows episodes={[]} videos={[]} renderedAt={renderedAt} />);
    expect(screen.getByText(pagesHu['supplement.noData'])).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
