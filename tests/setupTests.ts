// Shared setup for unit and component tests.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
// Schemas the browser loads beside a call rather than with the page (a loader given to
// lib/client/apiClient.ts) would load in real time, later than fake timers or a test's next step
// expect the answer: imported here, the call's import() is answered from the module cache.
import '@/lib/newsletter/subscribeAnswer';
import '@/lib/schemas/autocompleteAnswer';
import '@/lib/schemas/commonData';

// A passing wait returns as soon as it holds; a busy machine must not fail one that would hold.
const ASYNC_WAIT_TIMEOUT_MS = 15_000;
// findBy* and waitFor give up after 1 s by default: on a busy machine a live blog's post heading once
// came later than that (issue 28, item 7).
configure({ asyncUtilTimeout: ASYNC_WAIT_TIMEOUT_MS });
// vitest's own vi.waitFor and vi.waitUntil give up after 1 s too (about 25 waits use them): the same
// patience, unless a test names its own.
const { waitFor, waitUntil } = vi;
const patient = <T extends { timeout?: number }>(options: number | T | undefined) =>
  typeof options === 'number' ? options : { timeout: ASYNC_WAIT_TIMEOUT_MS, ...options };
vi.waitFor = (callback, options) => waitFor(callback, patient(options));
vi.waitUntil = (callback, options) => waitUntil(callback, patient(options));

afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
});
