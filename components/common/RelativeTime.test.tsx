// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { RELATIVE_DATE_REFRESH_MS } from '@/lib/constants';
import { RelativeTime } from './RelativeTime';

// Testing Library unmounts only what its render() mounted: hydrated roots are unmounted here, so no
// timer or poll of theirs runs after the test's document is gone.
const roots: Root[] = [];
afterEach(async () => {
  await act(async () => {
    for (const root of roots.splice(0)) root.unmount();
  });
});

// What a reader of a cached page sees (SPEC section 4 relative date, section 9 refresh): the page was
// rendered ten minutes before it is read; the hydrated page keeps the server's text (no mismatch),
// then shows the reader's own clock and follows it every 15 s.
const MINUTE = 60_000;
const renderedAt = Date.UTC(2026, 10, 22, 9, 0);
const published = renderedAt / 1000 - 5 * 60;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout'] });
  vi.setSystemTime(renderedAt + 10 * MINUTE);
});
afterEach(() => vi.useRealTimers());

it('hydrates with the server’s text, then follows the reader’s clock', async () => {
  const page = <RelativeTime unixSeconds={published} renderedAt={renderedAt} />;
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  expect(container.textContent).toBe('5 perce');

  const mismatches: unknown[] = [];
  await act(async () => {
    roots.push(
      hydrateRoot(container, page, { onRecoverableError: (error) => mismatches.push(error) }),
    );
  });
  expect(mismatches).toEqual([]);
  expect(container.textContent).toBe('15 perce');

  vi.setSystemTime(renderedAt + 11 * MINUTE);
  await act(() => vi.advanceTimersByTimeAsync(RELATIVE_DATE_REFRESH_MS));
  expect(container.textContent).toBe('16 perce');
});

it('a part that hydrates after others also starts from the server’s text (issue 27: live blog mismatch)', async () => {
  const page = <RelativeTime unixSeconds={published} renderedAt={renderedAt} />;
  // The server renders the whole page; the browser hydrates its parts one after the other.
  const parts = ['first part', 'a lazily loaded part hydrating later'].map(() => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    return container;
  });
  const mismatches: unknown[] = [];
  for (const container of parts) {
    expect(container.textContent).toBe('5 perce');
    await act(async () => {
      roots.push(
        hydrateRoot(container, page, { onRecoverableError: (error) => mismatches.push(error) }),
      );
    });
    expect(container.textContent).toBe('15 perce');
  }
  expect(mismatches).toEqual([]);
});
