// Zod compiles object schemas with `new Function` where it may, and probes for that with a
// `Function("")` in a try. The site's Content-Security-Policy forbids eval (issue 28), so the probe
// alone is a violation, reported from every page that parses an answer. Jitless: the same checks,
// interpreted, and no probe. Imported first by pages/_app.tsx, so it holds before any schema runs.
// Zod keeps its configuration on globalThis.__zod_globalConfig (zod/v4/core/core.js, whichever of us
// comes first creates it): setting it there costs the pages nothing, where importing Zod's `config`
// put 3.8 kB of Zod into every page's first load. zodJitless.test.ts fails if Zod stops reading it.
const zodGlobal = globalThis as typeof globalThis & {
  __zod_globalConfig?: { jitless?: boolean };
};
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;
