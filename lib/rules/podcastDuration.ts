// How long an episode is, for readers and machines (SPEC section 3: an episode's duration in seconds):
// the cards' "15 perc" / "1 óra 2 perc" (whole minutes, rounded; under a minute in seconds), the
// <time dateTime> value (ISO 8601 "PT1H2M3S"), and the player's clock ("1:02:03", "2:05").

export interface DurationParts {
  hours: number;
  minutes: number;
  /** Only for durations under a minute; longer ones are rounded to whole minutes. */
  seconds: number;
}

function wholeSeconds(seconds: number): number {
  return Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0;
}

/** The parts a reader is shown: seconds under a minute, else hours and minutes (rounded). */
export function durationParts(seconds: number): DurationParts {
  const total = wholeSeconds(seconds);
  if (total < 60) return { hours: 0, minutes: 0, seconds: total };
  const minutes = Math.round(total / 60);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60, seconds: 0 };
}

/** ISO 8601 duration for <time dateTime>, exact to the second ("PT0S" for nothing). */
export function isoDuration(seconds: number): string {
  const total = wholeSeconds(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const body = `${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || total === 0 ? `${s}S` : ''}`;
  return `PT${body}`;
}

/** The player's clock: m:ss, or h:mm:ss from an hour; whole seconds, rounded down. */
export function clockTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
