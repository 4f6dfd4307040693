// @vitest-environment jsdom
// Issue 16 (SPEC section 7 frontpage-podcast-block-position, section 9 latest episodes default 4): the
// front page shows the latest-episodes block before the editors' block it was placed before, or last.
import { render, screen } from '@testing-library/react';
import { noAds } from '@/lib/view/ads';
import type { FrontPageProps } from '@/lib/view/frontPage';
import { emptyShell } from '@/lib/view/shellData';
import { testEpisode } from '@/tests/support/podcastEpisodes';
import { FrontPage } from './FrontPage';

vi.mock('./SharedWidgets', () => ({ SharedWidgets: () => null }));
// The newsletter promo (its own tests: components/newsletter) has a heading of its own.
vi.mock('../newsletter/NewsletterPromoSlot', () => ({ NewsletterPromoSlot: () => null }));

const teaser = (id: number) => ({
  id,
  title: `Cikk ${id}`,
  url: `/belfold/2026/11/20/cikk-${id}`,
  pubDate: 1_763_700_000,
  updatedAt: 1_763_700_000,
  flags: [],
  imageSrc: null,
  imageSrcSet: null,
  ctUrl: null,
  partner: null,
});

function props(podcastBlock: FrontPageProps['podcastBlock']): FrontPageProps {
  return {
    shell: emptyShell,
    ads: noAds,
    renderedAt: 1_763_700_000_000,
    blocks: [1, 2, 3].map((position) => ({
      position,
      type: 'list' as const,
      title: `Blokk ${position}`,
      items: [teaser(position)],
    })),
    autoVersion: 1,
    recommended: { important: [], newest: [], favorite: [], pr: [] },
    shared: { exchangesRates: [], weatherData: [], floodingData: null } as never,
    rss: '/rss',
    trendingTags: [],
    podcastBlock,
    scores: null,
  };
}

const headings = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('the front page podcast block', () => {
  it.each([
    [0, ['Legfrissebb podcastadások', 'Blokk 1', 'Blokk 2', 'Blokk 3']],
    [2, ['Blokk 1', 'Blokk 2', 'Legfrissebb podcastadások', 'Blokk 3']],
    [3, ['Blokk 1', 'Blokk 2', 'Blokk 3', 'Legfrissebb podcastadások']],
  ])('placed before block #%d', (beforeBlock, order) => {
    render(
      <FrontPage
        {...props({ beforeBlock, episodes: [1, 2, 3, 4].map((id) => testEpisode(id)) })}
      />,
    );
    expect(headings()).toEqual(order);
    expect(
      screen.getByRole('region', { name: 'Legfrissebb podcastadások' }).querySelectorAll('li'),
    ).toHaveLength(4);
  });

  it('is left out when the edition does not show it', () => {
    render(<FrontPage {...props(null)} />);
    expect(headings()).toEqual(['Blokk 1', 'Blokk 2', 'Blokk 3']);
  });
});
