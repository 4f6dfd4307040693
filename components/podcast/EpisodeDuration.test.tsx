// @vitest-environment jsdom
// Issue 16: an episode's length in words ("15 perc", "1 óra 2 perc") with an ISO 8601 dateTime.
import { render } from '@testing-library/react';
import { LocaleContext, localeValue } from '@/lib/i18n/LocaleContext';
import { en } from '@/lib/i18n/en';
import { EpisodeDuration } from './EpisodeDuration';

describe('EpisodeDuration', () => {
  it.each([
    [45, '45 mp', 'PT45S'],
    [912, '15 perc', 'PT15M12S'],
    [3600, '1 óra', 'PT1H'],
    [3720, '1 óra 2 perc', 'PT1H2M'],
  ])('%d s -> %s', (seconds, text, iso) => {
    const { container } = render(<EpisodeDuration seconds={seconds} />);
    const time = container.querySelector('time')!;
    expect(time.textContent).toBe(text);
    expect(time.getAttribute('datetime')).toBe(iso);
  });

  it('speaks English in the English section', () => {
    const { container } = render(
      <LocaleContext.Provider value={localeValue('en', en)}>
        <EpisodeDuration seconds={3720} />
      </LocaleContext.Provider>,
    );
    expect(container.textContent).toBe('1 hr 2 min');
  });
});
