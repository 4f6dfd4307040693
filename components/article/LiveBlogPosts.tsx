// The posts of a live blog (SPEC section 4): while the blog is live, its version is polled every 15 s
// (section 9) through usePoll; a higher version brings the posts again, de-duplicated by id. New posts
// never move the reader (the Guardian's live blog idea): a reader at the top of the list sees them at
// once; a reader further down gets a button and a polite announcement, the count in the document title
// (`(3) Title`), and the posts by themselves once back at the top of the list (a sentinel watched by an
// IntersectionObserver). Poll failures are ignored (section 8). `#liveblog-items-container` is public
// markup: outside tools find the posts by it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { LIVE_ARTICLE_POLL_MS } from '@/lib/constants';
import { apiGet } from '@/lib/client/apiClient';
import { usePoll } from '@/lib/hooks/usePoll';
import { useLocale, useTranslate } from '@/lib/i18n/LocaleContext';
import {
  articleVersionSchema,
  livePostsAnswerSchema,
  type LivePost,
} from '@/lib/schemas/liveAnswers';
import { RelativeTime } from '../common/RelativeTime';
import * as styles from './article.css';

interface Props {
  articleId: number;
  slug: string;
  version: number;
  live: boolean;
  initialPosts: LivePost[];
  renderedAt: number;
}

export const LIVEBLOG_CONTAINER_ID = 'liveblog-items-container';

/** The first of each id, in the server's order (pinned first, then newest first). */
function uniqueById(posts: LivePost[]): LivePost[] {
  const seen = new Set<number>();
  return posts.filter((post) => !seen.has(post.id) && (seen.add(post.id), true));
}

/** The reader is at the top of the list when its start is in view or still below the viewport. */
function isAtListTop(sentinel: Element | null): boolean {
  return !sentinel || sentinel.getBoundingClientRect().top >= 0;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

export function LiveBlogPosts({ articleId, slug, version, live, initialPosts, renderedAt }: Props) {
  const t = useTranslate();
  const locale = useLocale();
  const [posts, setPosts] = useState(() => uniqueById(initialPosts));
  const [pending, setPending] = useState<LivePost[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const knownVersion = useRef(version);
  const loading = useRef(false);
  const postsRef = useRef(posts);
  const pendingRef = useRef(pending);
  const sentinelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    postsRef.current = posts;
    pendingRef.current = pending;
  }, [posts, pending]);

  const reveal = useCallback(() => {
    const waiting = pendingRef.current;
    if (!waiting) return;
    pendingRef.current = null;
    setPosts(waiting);
    setPending(null);
  }, []);

  async function loadNewPosts() {
    if (loading.current) return;
    loading.current = true;
    try {
      const answer = await apiGet(`/api/liveblog/${articleId}/posts`, livePostsAnswerSchema);
      // The posts' own version, not the polled one: a posts answer from a cache not yet refreshed
      // (older than the version that brought us here) is asked for again at the next poll.
      knownVersion.current = Math.max(knownVersion.current, answer.version);
      const next = uniqueById(answer.posts);
      const shown = new Set(postsRef.current.map((post) => post.id));
      const fresh = next.filter((post) => !shown.has(post.id)).length;
      if (fresh === 0) {
        // Edits and removals only: nothing is added above the reader.
        setPosts(next);
        setPending(null);
        return;
      }
      setAnnouncement(t('live.arrived', { n: fresh }));
      if (isAtListTop(sentinelRef.current)) {
        setPosts(next);
        setPending(null);
      } else {
        setPending(next);
      }
    } catch {
      // SPEC section 8: live refresh failures are ignored; the next poll tries again.
    } finally {
      loading.current = false;
    }
  }

  usePoll({
    url: live ? `/api/articles/${encodeURIComponent(slug)}/version` : null,
    schema: articleVersionSchema,
    intervalMs: LIVE_ARTICLE_POLL_MS,
    onData: (answer) => {
      if (answer.data.v > knownVersion.current) void loadNewPosts();
    },
  });

  const shownIds = new Set(posts.map((post) => post.id));
  const newCount = pending ? pending.filter((post) => !shownIds.has(post.id)).length : 0;

  // Back at the top of the list: the waiting posts come in by themselves.
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!pending || !sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) reveal();
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [pending, reveal]);

  // While posts wait, the tab title carries their count; the original comes back afterwards.
  useEffect(() => {
    if (newCount === 0) return;
    const original = document.title;
    document.title = t('live.titleCount', { n: newCount, title: original });
    return () => {
      document.title = original;
    };
    // `t` is a new function each render but changes its texts only with the locale.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [newCount, locale]);

  return (
    <section aria-labelledby="posts-heading">
      <h2 id="posts-heading">{t('article.posts')}</h2>
      <p aria-live="polite" className={styles.caption}>
        {announcement}
      </p>
      {newCount > 0 ? (
        <button
          type="button"
          className={styles.newPosts}
          onClick={() => {
            reveal();
            sentinelRef.current?.scrollIntoView?.({
              behavior: prefersReducedMotion() ? 'auto' : 'smooth',
            });
          }}
        >
          {t('live.showNew', { n: newCount })}
        </button>
      ) : null}
      <div ref={sentinelRef} aria-hidden="true" />
      <ol id={LIVEBLOG_CONTAINER_ID} className={styles.posts}>
        {posts.map((post) => (
          <li
            key={post.id}
            id={post.slug}
            className={post.pinned ? `${styles.post} ${styles.pinnedPost}` : styles.post}
          >
            <div>
              <p className={styles.caption}>
                {post.pinned ? `${t('article.pinned')} · ` : null}
                <RelativeTime unixSeconds={post.pubDate} renderedAt={renderedAt} />
              </p>
              <h3 className={styles.postTitle}>{post.title}</h3>
              <div className={styles.body} dangerouslySetInnerHTML={{ __html: post.content }} />
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
