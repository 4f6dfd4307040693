// An article's sanitised body, rendered on the server for every article. Live articles (SPEC section 4:
// "poll for a newer version and replace content when the server version is higher") hand it to the
// polling part, loaded lazily like the live blog posts so other articles carry none of its code; the
// server renders that part too, and until its chunk arrives on a client-side visit the plain body stands.
import { lazy, Suspense } from 'react';

const LiveArticleBodyPolling = lazy(() =>
  import('./LiveArticleBodyPolling').then((m) => ({ default: m.LiveArticleBodyPolling })),
);

export interface LiveArticleBodyProps {
  /** The sanitised body HTML (lib/content/sanitizeArticleHtml.ts). */
  content: string;
  className?: string;
  slug: string;
  version: number;
  /** Poll for newer versions (live articles that are not live blogs: those poll their posts). */
  live: boolean;
}

export function LiveArticleBody({ content, className, slug, version, live }: LiveArticleBodyProps) {
  const body = <div className={className} dangerouslySetInnerHTML={{ __html: content }} />;
  if (!live) return body;
  return (
    <Suspense fallback={body}>
      <LiveArticleBodyPolling
        content={content}
        className={className}
        slug={slug}
        version={version}
      />
    </Suspense>
  );
}
