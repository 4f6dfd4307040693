// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { en } from '@/lib/i18n/en';
import { hu } from '@/lib/i18n/hu';
import { LocaleContext, localeValue } from '@/lib/i18n/LocaleContext';
import { LiveBadgeLabel } from './LiveBadgeLabel';

// What a reader reads on a refreshed article's badge (SPEC section 4, "Live badge") in each locale.
const NOW = Date.UTC(2026, 10, 21, 12, 0);
const refreshed = [{ slug: 'refresh' }];

function badgeText(locale: 'hu' | 'en', minutesAgo: number) {
  const { container } = render(
    <LocaleContext.Provider value={localeValue(locale, locale === 'en' ? en : hu)}>
      <LiveBadgeLabel flags={refreshed} updatedAt={NOW / 1000 - minutesAgo * 60} now={NOW} />
    </LocaleContext.Provider>,
  );
  return container.textContent;
}

describe('LiveBadgeLabel', () => {
  // After hydration the badge follows the browser's clock.
  beforeEach(() => vi.useFakeTimers({ now: NOW }));
  afterEach(() => vi.useRealTimers());

  it.each([
    ['hu', 0, 'frissült most'],
    ['hu', 1, 'frissült 1 perce'],
    ['hu', 7, 'frissült 7 perce'],
    ['en', 0, 'updated now'],
    ['en', 1, 'updated 1 minute ago'],
    ['en', 7, 'updated 7 minutes ago'],
  ] as const)('%s, %i minutes after the update: "%s"', (locale, minutes, text) => {
    expect(badgeText(locale, minutes)).toBe(text);
  });

  it('says ÉLŐ on a live article whenever it was updated', () => {
    const { container } = render(
      <LiveBadgeLabel flags={[{ slug: 'live' }]} updatedAt={0} now={NOW} />,
    );
    expect(container.textContent).toBe(hu['badge.live']);
  });
});
