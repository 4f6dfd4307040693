// Does an on-demand revalidation reach readers through the caching proxy in time? Changes a document's
// title in the store as the newsroom's CMS would, sends the one POST /api/revalidate the CMS sends (to
// nginx, which mirrors it to every instance), and times how long readers behind nginx keep getting the
// old page. The title is put back afterwards.
import { setDocumentTitle } from '../content/storeWriter';
import { round } from './budgets';

const DOCUMENT_SLUG = 'adatvedelem';
const POLL_MS = 100;
const GIVE_UP_MS = 90_000;

export interface RevalidationResult {
  path: string;
  /** From the end of the revalidation call until nginx served the new page. */
  secondsUntilReaders: number;
  /** Whether each instance, asked directly, already had the new page (the mirror reached it). */
  instancesUpdated: boolean[];
}

async function pageHas(url: string, text: string): Promise<boolean> {
  const response = await fetch(url);
  return (await response.text()).includes(text);
}

async function revalidate(proxyOrigin: string, secret: string, pagePath: string) {
  const response = await fetch(`${proxyOrigin}/api/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ paths: [pagePath] }),
  });
  if (!response.ok) throw new Error(`POST /api/revalidate answered ${response.status}`);
  await response.arrayBuffer();
}

export async function measureRevalidation(options: {
  proxyOrigin: string;
  instanceOrigins: readonly string[];
  secret: string;
}): Promise<RevalidationResult> {
  const pagePath = `/dokumentum/${DOCUMENT_SLUG}`;
  const documentAnswer = await fetch(`${options.proxyOrigin}/api/docs/${DOCUMENT_SLUG}`);
  const { title } = (await documentAnswer.json()) as { title: string };
  // Make sure every cache holds the old page first, as it would on a busy site.
  for (const origin of [options.proxyOrigin, ...options.instanceOrigins]) {
    await fetch(origin + pagePath).then((response) => response.arrayBuffer());
  }
  const marker = `bench-${Date.now()}`;
  await setDocumentTitle(DOCUMENT_SLUG, `${title} ${marker}`);
  try {
    await revalidate(options.proxyOrigin, options.secret, pagePath);
    const revalidated = Date.now();
    while (!(await pageHas(options.proxyOrigin + pagePath, marker))) {
      if (Date.now() - revalidated > GIVE_UP_MS) break;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    const seconds = (Date.now() - revalidated) / 1000;
    const instancesUpdated = await Promise.all(
      options.instanceOrigins.map((origin) => pageHas(origin + pagePath, marker)),
    );
    return {
      path: pagePath,
      secondsUntilReaders:
        seconds > GIVE_UP_MS / 1000 ? Number.POSITIVE_INFINITY : round(seconds, 2),
      instancesUpdated,
    };
  } finally {
    await setDocumentTitle(DOCUMENT_SLUG, title);
    await revalidate(options.proxyOrigin, options.secret, pagePath);
  }
}
