// @vitest-environment jsdom
// Issue 16: an episode's publication day, in the edition's time zone, in a <time>.
import { render } from '@testing-library/react';
import { EpisodeDate } from './EpisodeDate';

describe('EpisodeDate', () => {
  it("shows the day in Hungarian, in the edition's time zone", () => {
    // 2026-11-20 23:30 UTC is already 21 November in Budapest and Bucharest.
    const seconds = Date.UTC(2026, 10, 20, 23, 30) / 1000;
    const { container } = render(<EpisodeDate unixSeconds={seconds} />);
    const time = container.querySelector('time')!;
    expect(time.textContent).toBe('2026. november 21.');
    expect(time.getAttribute('datetime')).toBe('2026-11-20T23:30:00.000Z');
  });
});
