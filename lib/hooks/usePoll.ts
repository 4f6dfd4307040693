// The one polling hook every client poll uses (live blogs, live articles, shared data; later sport
// scores, quizzes, exchange rates). SWR keeps the answer; the timer is ours, because SWR's refresh timer
// stops for good after one failed call and cannot be restarted on return to the tab. The rules:
// - the interval comes from lib/constants.ts (SPEC section 9), or from a function of the latest answer,
//   so a poll can stop itself (0 = stop);
// - no poll while the tab is hidden; after more than 30 s hidden, poll at once and start the interval
//   again (SPEC section 4, lib/rules/visibilityRearm.ts);
// - no retries, no revalidation on mount, focus or reconnect unless asked: the server rendered the data;
// - a failed poll changes nothing and throws nothing (SPEC section 8: live-article refresh failures are
//   ignored); `onError` lets a caller log it. The next tick polls again;
// - request headers (the quiz poll's bearer token, SPEC section 7) are part of the SWR key: an answer
//   fetched with one token is never shown for another, and a new token polls afresh;
// - parts of a page that poll the same key share the answer (SWR's cache) and the calls: a timer tick
//   that finds the key polled less than half an interval ago leaves it at that (the front page's
//   widgets and the picture-in-picture player both follow the shared data: one call per 15 s).
import { useCallback, useEffect, useRef } from 'react';
import useSWR, { useSWRConfig, type Cache } from 'swr';
import { apiCall, type AnswerSchema } from '../client/apiClient';
import { shouldRearmAfterHidden } from '../rules/visibilityRearm';

export interface PollOptions<T> {
  /** What to poll; null or undefined turns the poll off. */
  url: string | null | undefined;
  /** Validates every answer; a mismatch counts as a failed poll. */
  schema: AnswerSchema<T>;
  /** Milliseconds between polls, or a function of the latest answer; 0 (or less) stops the poll. */
  intervalMs: number | ((latest: T | undefined) => number);
  /** Default true. */
  enabled?: boolean;
  /**
   * Poll once right after mounting (default false: the page was rendered with current data). A URL
   * or headers SWR has no answer for yet, set after mounting, are polled at once either way.
   */
  pollOnMount?: boolean;
  /** Sent with every poll, e.g. `authorization` (the quiz token); part of the key. */
  headers?: Record<string, string>;
  /** Every valid answer, in order. */
  onData?: (data: T) => void;
  /** Every failed poll (HTTP error, network, bad shape); failures are otherwise silent. */
  onError?: (error: unknown) => void;
}

export interface PollState<T> {
  /** The latest valid answer, undefined until the first one arrives. */
  data: T | undefined;
  /** The error of the latest poll, if it failed. */
  error: unknown;
  /** Poll now, outside the timer (the timer keeps its rhythm). Never rejects. */
  pollNow: () => Promise<void>;
}

/** When each key was last polled, per SWR cache (one page's, or one test's). */
const lastPolls = new WeakMap<Cache, Map<string, number>>();

/** A tick's call is left out when another part of the page polled the key this recently. */
export function polledRecently(
  lastAt: number | undefined,
  now: number,
  intervalMs: number,
): boolean {
  return lastAt !== undefined && now - lastAt < intervalMs / 2;
}

function isHidden(): boolean {
  return typeof document !== 'undefined' && document.visibilityState === 'hidden';
}

export function usePoll<T>(options: PollOptions<T>): PollState<T> {
  const { url, enabled = true, pollOnMount = false, intervalMs, headers } = options;
  // SWR compares keys by value; the timer below follows the key as text, which stays the same from
  // render to render while the values do.
  const key = enabled && url ? [url, headers] : null;
  const keyText = key && url + JSON.stringify(headers);
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });
  const { cache } = useSWRConfig();
  let polls = lastPolls.get(cache);
  if (!polls) lastPolls.set(cache, (polls = new Map()));
  const pollTimes = polls;

  const { data, error, mutate } = useSWR<T>(
    key,
    ([target, sent]: [string, Record<string, string>?]) =>
      apiCall(
        target,
        optionsRef.current.schema,
        {},
        // Always the server's answer (nginx's cache answers cheaply): the browser's cache would hand
        // out a copy it holds under stale-while-revalidate, a poll late.
        { headers: { accept: 'application/json', ...sent }, cache: 'no-cache' },
      ),
    {
      revalidateOnMount: pollOnMount,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      revalidateIfStale: false,
      refreshInterval: 0,
      refreshWhenHidden: false,
      shouldRetryOnError: false,
      dedupingInterval: 0,
      onSuccess: (answer) => optionsRef.current.onData?.(answer),
      onError: (failure) => optionsRef.current.onError?.(failure),
    },
  );

  const latestRef = useRef<T | undefined>(data);
  useEffect(() => {
    if (data !== undefined) latestRef.current = data;
  }, [data]);

  const poll = useCallback(async () => {
    if (keyText) pollTimes.set(keyText, Date.now());
    try {
      const answer = await mutate();
      if (answer !== undefined) latestRef.current = answer;
    } catch {
      // SWR already reported it through onError; a failed poll changes nothing.
    }
  }, [mutate, keyText, pollTimes]);

  // A number restarts the timer when it changes; a function is read afresh before every tick.
  const fixedInterval = typeof intervalMs === 'number' ? intervalMs : null;

  useEffect(() => {
    if (!keyText) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    // Each tick takes a number; a tick that finds a newer one running leaves the scheduling to it.
    let generation = 0;
    let hiddenAt: number | null = isHidden() ? Date.now() : null;

    const currentInterval = () => {
      const interval = optionsRef.current.intervalMs;
      return typeof interval === 'function' ? interval(latestRef.current) : interval;
    };
    const schedule = () => {
      clearTimeout(timer);
      const ms = currentInterval();
      if (!stopped && ms > 0) timer = setTimeout(tick, ms);
    };
    const tick = async () => {
      const mine = ++generation;
      // The latest answer may have stopped the poll since this tick was set (another part of the
      // page polling the same key got it): then nothing more is asked.
      if (currentInterval() <= 0) return;
      if (!isHidden() && !polledRecently(pollTimes.get(keyText), Date.now(), currentInterval()))
        await poll();
      if (!stopped && mine === generation) schedule();
    };
    const onVisibility = () => {
      if (isHidden()) {
        hiddenAt = Date.now();
        return;
      }
      const hiddenFor = hiddenAt === null ? 0 : Date.now() - hiddenAt;
      hiddenAt = null;
      if (shouldRearmAfterHidden(hiddenFor) && currentInterval() > 0) {
        clearTimeout(timer);
        void tick();
      }
    };

    schedule();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [keyText, fixedInterval, poll, pollTimes]);

  return { data, error, pollNow: poll };
}
