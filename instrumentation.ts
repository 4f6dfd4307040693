// Runs once when a server starts (Next.js instrumentation). Hands the server entry (server/main.ts),
// which runs outside the Next bundle, what only the bundle can reach: the route table's page kinds for
// its request log and metrics, and the readiness check (a read of the content store or remote API).
// Starts the mail queue's retry loop (issue 29), which sends the mails the mail server did not take, and
// the topic notifications' loop (issue 32), which finds new articles and sends their notifications.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [bridge, { pageKind }, { getContentSource }, { startMailRetryLoop }, { startPushLoops }] =
    await Promise.all([
      import('./lib/observability/serverBridge'),
      import('./lib/observability/pageKind'),
      import('./lib/content/getContentSource'),
      import('./lib/mail/getMailQueue'),
      import('./lib/push/getPush'),
    ]);
  if (process.env.NEXT_PHASE !== 'phase-production-build') {
    startMailRetryLoop();
    startPushLoops();
  }
  bridge.installPageKindOf(pageKind);
  bridge.installReadinessCheck(async () => {
    await getContentSource().getArticleVersion(READINESS_PROBE_SLUG);
  });
}

/** A slug no article has: the read costs one indexed lookup and answers nothing. */
const READINESS_PROBE_SLUG = 'readiness-probe';
