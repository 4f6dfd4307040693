import './zodJitless';
import { config } from 'zod/v4/core';

// Issue 28: Zod must not probe for eval in the browser (a CSP violation); the page sets it jitless
// through Zod's global configuration object, without importing Zod.
it('makes Zod jitless', () => {
  expect(config().jitless).toBe(true);
});
