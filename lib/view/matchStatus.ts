// A fixture's state in words (SPEC section 4 status codes; texts of lib/i18n/sport.hu.ts), for the
// football pages in the browser and the front page's score widget on the server.
import { intlLocales } from '@/lib/i18n/locales';
import { CANONICAL_TIME_ZONE } from '@/lib/constants';
import { sportText } from '@/lib/i18n/sport.hu';
import { matchPhase } from '@/lib/rules/football';
import type { Fixture } from '@/lib/schemas/football';

const clock = new Intl.DateTimeFormat(intlLocales.hu, {
  timeZone: CANONICAL_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
});

export function kickOffTime(fixture: Fixture): string {
  return clock.format(new Date(fixture.fixture.timestamp * 1000));
}

export function matchStatus(fixture: Fixture): { text: string; live: boolean } {
  const { short, elapsed } = fixture.fixture.status;
  const code = String(short).toUpperCase();
  const phase = matchPhase(code);
  if (phase === 'notStarted') {
    return { text: sportText('football.kickOff', { time: kickOffTime(fixture) }), live: false };
  }
  if (phase === 'endedWithoutPlay')
    return { text: sportText('football.status.other'), live: false };
  if (phase === 'halted')
    return { text: sportText(`football.status.${code as 'SUSP' | 'INT' | 'PST'}`), live: false };
  if (code === 'FT' || code === 'AET' || code === 'PEN') {
    return { text: sportText(`football.status.${code}`), live: false };
  }
  if (code === 'HT' || code === 'BT' || code === 'P') {
    return { text: sportText(`football.status.${code}`), live: true };
  }
  if (code === 'ET') {
    return { text: sportText('football.status.ET', { minute: elapsed ?? 91 }), live: true };
  }
  return { text: sportText('football.minute', { minute: elapsed ?? 1 }), live: true };
}

/** The score as shown: '2–1', '–' before kick-off. */
export function scoreText(fixture: Fixture): string {
  const { home, away } = fixture.goals;
  return home === null || away === null ? '–' : `${home}–${away}`;
}
