// What a request's replay-clock header says (lib/http/replayClock.ts): the instant the sport and
// election replays are to show, as Unix milliseconds written as a whole number, in one header value.
// Anything else (a date string, a fraction, a sign, spaces, several values, an instant no Date can
// hold) is malformed, never guessed at: the request is answered 400.

export type ReplayNowHeader =
  { kind: 'absent' } | { kind: 'at'; now: number } | { kind: 'malformed' };

/** The latest instant a Date can hold (ECMAScript's time value range), in Unix milliseconds. */
const LATEST_INSTANT_MS = 8.64e15;
const WHOLE_MILLISECONDS = new RegExp(`^[0-9]{1,${String(LATEST_INSTANT_MS).length}}$`);

export function readReplayNow(value: string | string[] | undefined): ReplayNowHeader {
  if (value === undefined) return { kind: 'absent' };
  if (typeof value !== 'string' || !WHOLE_MILLISECONDS.test(value)) return { kind: 'malformed' };
  const now = Number(value);
  return now <= LATEST_INSTANT_MS ? { kind: 'at', now } : { kind: 'malformed' };
}
