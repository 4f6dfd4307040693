// Zod compiles object schemas with `new Function` where it may, and probes for that with a
// `Function("")` in a try. The site's Content-Security-Policy forbids eval (issue 28), so the probe
// alone is a violation, reported from every page that parses an answer. Jitless: the same checks,
// interpreted, and no probe. Imported first by pages/_app.tsx, so it holds before any schema runs.
import { config } from 'zod/v4/core';

config({ jitless: true });
