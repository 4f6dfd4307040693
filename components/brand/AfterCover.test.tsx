// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { AfterCoverProps } from '@/lib/view/brandCover';
import { toCard } from '@/lib/view/cardItem';
import { emptyShell } from '@/lib/view/shellData';
import { sampleListItem } from '@/tests/fixtures/listItem';
import { AfterCover } from './AfterCover';

// What a reader of the after cover notices (SPEC section 2): the leader with 'Ajánló', the carousel of
// cards (keyboard-reachable, with previous/next once the page runs), the video that loads its player
// only on request, the social links, 'Friss hírek' with Cikkek and Podcast adások, 'További cikkek'.

vi.mock('next/router', () => ({ useRouter: () => ({ push: vi.fn() }) }));

const card = (id: number) =>
  toCard(sampleListItem({ id, title: `After cikk ${id}`, slug: `after-cikk-${id}` }));
const cards = (from: number, n: number) => Array.from({ length: n }, (_, i) => card(from + i));

function props(overrides: Partial<AfterCoverProps> = {}): AfterCoverProps {
  return {
    shell: emptyShell,
    renderedAt: Date.UTC(2026, 10, 21, 12),
    rss: '/rss/rovat/after',
    allArticlesHref: '/after?oldal=2',
    leaderLabel: null,
    sections: {
      leader: card(1),
      recommendations: cards(2, 3),
      cards: cards(10, 8),
      articles: cards(20, 5),
      podcasts: cards(30, 5),
      further: cards(40, 2),
    },
    video: {
      title: 'Így készült a klip',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      portrait: false,
      social: [{ name: 'Instagram', url: 'https://www.instagram.com/after.example' }],
    },
    music: {
      embedUrl: 'https://open.spotify.com/embed/playlist/37i9dQZF1DX4Y4RhrZqHhr',
      height: 400,
    },
    sponsoredLine: null,
    ...overrides,
  };
}

describe('AfterCover', () => {
  it("labels the leader 'Ajánló' (or the editors' label) above its recommendations", () => {
    const { unmount } = render(<AfterCover {...props()} />);
    const leader = screen
      .getByRole('heading', { level: 2, name: 'After cikk 1' })
      .closest('article')!;
    expect(within(leader).getByText('Ajánló')).toBeTruthy();
    unmount();
    render(<AfterCover {...props({ leaderLabel: 'Szerkesztőink ajánlják' })} />);
    expect(screen.getByText('Szerkesztőink ajánlják')).toBeTruthy();
  });

  it('puts the 8 cards in a keyboard-reachable carousel with previous and next buttons', () => {
    render(<AfterCover {...props()} />);
    const track = screen.getByRole('list', { name: 'Válogatás az After cikkeiből' });
    expect(track.getAttribute('tabindex')).toBe('0');
    expect(within(track).getAllByRole('listitem')).toHaveLength(8);
    expect(within(track).getAllByRole('listitem')[0]!.getAttribute('aria-label')).toBe('1. / 8');
    const previous = screen.getByRole('button', { name: /Előző kártyák/ });
    expect((previous as HTMLButtonElement).disabled).toBe(true);
    expect(
      screen.getByRole('button', { name: /Következő kártyák/ }).getAttribute('aria-controls'),
    ).toBe(track.id);
  });

  it('loads the video player only when the reader asks for it', () => {
    render(<AfterCover {...props()} />);
    expect(screen.queryByTitle('Így készült a klip')).toBeNull();
    const play = screen.getByRole('link', { name: 'Videó lejátszása: Így készült a klip' });
    expect(play.getAttribute('href')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    fireEvent.click(play);
    const frame = screen.getByTitle('Így készült a klip');
    expect(frame.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    const social = screen.getByRole('navigation', { name: 'Kövess minket' });
    expect(within(social).getByRole('link', { name: 'Instagram' })).toBeTruthy();
  });

  it("shows 'Friss hírek' with Cikkek and Podcast adások, then 'További cikkek'", () => {
    render(<AfterCover {...props()} />);
    const news = screen.getByRole('region', { name: 'Friss hírek' });
    expect(
      within(within(news).getByRole('region', { name: 'Cikkek' })).getAllByRole('article'),
    ).toHaveLength(5);
    expect(
      within(within(news).getByRole('region', { name: 'Podcast adások' })).getAllByRole('article'),
    ).toHaveLength(5);
    const further = screen.getByRole('region', { name: 'További cikkek' });
    expect(within(further).getByRole('link', { name: 'Még több cikk' }).getAttribute('href')).toBe(
      '/after?oldal=2',
    );
  });

  it('shows the music player (400 px high) only when one is configured', () => {
    const { unmount } = render(<AfterCover {...props()} />);
    expect(screen.getByTitle('Zenei ajánló').getAttribute('height')).toBe('400');
    unmount();
    render(<AfterCover {...props({ music: null })} />);
    expect(screen.queryByTitle('Zenei ajánló')).toBeNull();
  });

  // SPEC section 5: /after needs the after front page slug or the after super tag; the cover is
  // /after's first page.
  it('shows the sponsored line under the header, linking to the sponsor, only when one runs', () => {
    const sponsoredLine = {
      description: 'Az After ajánlóit a Példa Streaming támogatja',
      ctLink: 'https://example.com/partner/streaming',
      cssClass: 'sponsored-line sponsored-line--after',
    };
    const { unmount } = render(<AfterCover {...props({ sponsoredLine })} />);
    const link = screen.getByRole('link', { name: sponsoredLine.description });
    expect(link.getAttribute('href')).toBe(sponsoredLine.ctLink);
    expect(link.getAttribute('rel')).toContain('sponsored');
    unmount();
    render(<AfterCover {...props()} />);
    expect(screen.queryByText(sponsoredLine.description)).toBeNull();
  });
});
