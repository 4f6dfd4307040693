// Runs once when a server starts (Next.js instrumentation). Hands the route table's classifier to the
// server entry's request log (server/main.ts), which runs outside the Next bundle.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ installPageKindOf }, { pageKind }] = await Promise.all([
    import('./lib/observability/logSink'),
    import('./lib/observability/pageKind'),
  ]);
  installPageKindOf(pageKind);
}
