// @vitest-environment jsdom
// The tag and section pages (SPEC section 2 articles_by_tag, articles_by_mstag; issue 17): the shared
// list page with the follow button under the title, in the server HTML too; none without a topic.
import { render, screen, within } from '@testing-library/react';
import { noAds } from '@/lib/view/ads';
import { renderToString } from 'react-dom/server';
import type { TopicListPageProps } from '@/lib/view/listPage';
import { toCard } from '@/lib/view/cardItem';
import { emptyShell } from '@/lib/view/shellData';
import { sampleListItem } from '@/tests/fixtures/listItem';
import { TopicListPage } from './TopicListPage';

vi.mock('next/router', () => ({ useRouter: () => ({ push: vi.fn() }) }));

function props(topic: TopicListPageProps['topic']): TopicListPageProps {
  return {
    shell: emptyShell,
    ads: noAds,
    renderedAt: Date.UTC(2026, 10, 21, 12, 0),
    route: {
      basePath: '/cimke/budapest',
      page: 1,
      title: 'Budapest',
      tabs: [],
      searchTag: null,
      searchPlaceholder: null,
      brand: null,
    },
    author: null,
    rss: null,
    items: [toCard(sampleListItem({ id: 1, title: 'Cikk', slug: 'cikk-1' }))],
    totalPages: 1,
    highlights: [],
    partner: null,
    sponsoredLine: null,
    hiking: null,
    topic,
  };
}

describe('TopicListPage', () => {
  afterEach(() => localStorage.clear());

  it('has the follow button in the header, under the title', async () => {
    render(<TopicListPage {...props({ id: 'tag:budapest', name: 'Budapest' })} />);
    const header = screen.getByRole('heading', { level: 1, name: 'Budapest' }).closest('header')!;
    const button = within(header).getByRole('button', { name: /^Követ(és|em) – Budapest$/ });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    // A fresh browser (no token) can follow at once.
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: /^Követ(és|em) – Budapest$/ })).toHaveProperty(
        'disabled',
        false,
      ),
    );
  });

  it('renders it disabled in the server HTML', () => {
    const box = document.createElement('div');
    box.innerHTML = renderToString(
      <TopicListPage {...props({ id: 'tag:budapest', name: 'Budapest' })} />,
    );
    const button = box.querySelector('header button')!;
    expect(button.textContent).toContain('Budapest');
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it('has no button without a topic', () => {
    render(<TopicListPage {...props(null)} />);
    expect(screen.queryByRole('button', { name: /^Követ(és|em) – / })).toBeNull();
  });
});
