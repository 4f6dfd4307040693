// Shared setup for unit and component tests.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
// Schemas the browser loads beside a call rather than with the page (a loader given to
// lib/client/apiClient.ts) would load in real time, later than fake timers or a test's next step
// expect the answer: imported here, the call's import() is answered from the module cache.
import '@/lib/newsletter/subscribeAnswer';
import '@/lib/schemas/autocompleteAnswer';
import '@/lib/schemas/commonData';

// findBy* and waitFor give up after 1 s by default: on a busy machine a live blog's post heading once
// came later than that (issue 28, item 7). A passing wait returns as soon as it holds.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
});
