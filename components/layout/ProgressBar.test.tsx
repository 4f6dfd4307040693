// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import Router from 'next/router';
import { beginProgress, endProgress, resetProgressForTest } from '@/lib/client/progress';
import { PROGRESS_BAR_DELAY_MS } from '@/lib/constants';
import { en } from '@/lib/i18n/en';
import { LocaleContext, localeValue } from '@/lib/i18n/LocaleContext';
import { ProgressBar } from './ProgressBar';

const bar = () => screen.queryByRole('progressbar');

async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

function emit(
  event: 'routeChangeStart' | 'routeChangeComplete' | 'routeChangeError',
  shallow = false,
) {
  act(() => Router.events.emit(event, '/rovat/belfold', { shallow }));
}

beforeEach(() => {
  vi.useFakeTimers();
  resetProgressForTest();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ProgressBar', () => {
  it('renders nothing while idle', () => {
    render(<ProgressBar />);
    expect(bar()).toBeNull();
  });

  it('shows a labelled bar while a progress call runs longer than the delay', async () => {
    render(<ProgressBar />);
    act(() => beginProgress());
    await wait(PROGRESS_BAR_DELAY_MS - 1);
    expect(bar()).toBeNull();
    await wait(1);
    expect(bar()?.getAttribute('aria-label')).toBe('Betöltés folyamatban');
    act(() => endProgress());
    expect(bar()).toBeNull();
  });

  it('never flashes for a fast call', async () => {
    render(<ProgressBar />);
    act(() => beginProgress());
    await wait(100);
    act(() => endProgress());
    await wait(PROGRESS_BAR_DELAY_MS);
    expect(bar()).toBeNull();
  });

  it.each(['routeChangeComplete', 'routeChangeError'] as const)(
    'shows during a slow route change until %s',
    async (end) => {
      render(<ProgressBar />);
      emit('routeChangeStart');
      await wait(PROGRESS_BAR_DELAY_MS);
      expect(bar()).not.toBeNull();
      emit(end);
      expect(bar()).toBeNull();
    },
  );

  it('stays hidden for a fast route change and for shallow ones', async () => {
    render(<ProgressBar />);
    emit('routeChangeStart');
    await wait(PROGRESS_BAR_DELAY_MS / 2);
    emit('routeChangeComplete');
    await wait(PROGRESS_BAR_DELAY_MS);
    expect(bar()).toBeNull();
    emit('routeChangeStart', true);
    await wait(PROGRESS_BAR_DELAY_MS * 4);
    expect(bar()).toBeNull();
  });

  it('takes its label from the dictionary of the page locale', async () => {
    render(
      <LocaleContext.Provider value={localeValue('en', en)}>
        <ProgressBar />
      </LocaleContext.Provider>,
    );
    act(() => beginProgress());
    await wait(PROGRESS_BAR_DELAY_MS);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
  });

  it('stops listening to the router when unmounted', async () => {
    const { unmount } = render(<ProgressBar />);
    unmount();
    expect(() => emit('routeChangeStart')).not.toThrow();
  });
});
