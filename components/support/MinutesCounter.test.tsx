// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { MINUTES_REFRESH_MS } from '@/lib/constants';
import { MinutesCounter } from './MinutesCounter';
import { FreshSwrCache, fakeTimersAndFetch } from '@/tests/support/polling';

// SPEC section 9 "Minutes": goal 300 000 hours, start 2025-03-28, refresh every 60 s; the counter
// reads as text and as a progress bar with the same figures.
const fetchMock = fakeTimersAndFetch();
const counter = { from: '2025-03-28', count: 8_723_754, goalHours: 300_000 };

function renderCounter() {
  return render(
    <FreshSwrCache>
      <MinutesCounter counter={counter} />
    </FreshSwrCache>,
  );
}

const text = (node: HTMLElement) => node.textContent?.replace(/\s/g, ' ');

describe('MinutesCounter', () => {
  it('shows minutes against the 300 000-hour goal, as text and as a named progress bar', () => {
    renderCounter();
    expect(screen.getByRole('heading', { name: 'Támogatói percek' })).toBeTruthy();
    expect(text(screen.getByText(/perc \//))).toBe('8 723 754 perc / 300 000 óra');
    const bar = screen.getByRole('progressbar', { name: 'Támogatói percek' });
    expect(bar.getAttribute('value')).toBe('8723754');
    expect(bar.getAttribute('max')).toBe('18000000');
    expect(text(screen.getByText(/óra újságírás/, { selector: 'p' }))).toBe(
      '145 395 óra újságírás, a cél 48,4%-a',
    );
    // The bar is described by the same text.
    expect(bar.getAttribute('aria-describedby')).toBe('minutes-counter-progress');
    expect(screen.getByText(/Minden egyszeri támogatás 1 perc/).textContent).toContain(
      '2025. március 28. óta számolunk',
    );
  });

  it('asks /api/counter again every 60 s and shows the newer total', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ from: '2025-03-28', count: 9_000_000 }), { status: 200 }),
    );
    renderCounter();
    await act(() => vi.advanceTimersByTimeAsync(MINUTES_REFRESH_MS - 1_000));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/counter?from=2025-03-28');
    expect(text(screen.getByText(/perc \//))).toBe('9 000 000 perc / 300 000 óra');
    expect(screen.getByRole('progressbar').getAttribute('value')).toBe('9000000');
  });

  it('keeps the rendered total when a poll fails', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 500 }));
    renderCounter();
    await act(() => vi.advanceTimersByTimeAsync(MINUTES_REFRESH_MS));
    expect(fetchMock).toHaveBeenCalled();
    expect(text(screen.getByText(/perc \//))).toBe('8 723 754 perc / 300 000 óra');
  });
});
