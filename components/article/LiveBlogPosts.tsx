// The posts of a live blog (SPEC section 4): while the blog is live, its version is polled every 15 s
// (section 9); a higher version brings the new posts. A reader at the top of the list sees them at
// once; a reader further down is not moved: a button offers them, and a polite live region announces
// them. Poll failures are ignored (section 8).
import { useRef, useState } from 'react';
import useSWR from 'swr';
import { LIVE_ARTICLE_POLL_MS } from '@/lib/constants';
import type { LivePost } from '@/lib/view/livePost';
import { useTranslate } from '@/lib/i18n/LocaleContext';
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

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

export function LiveBlogPosts({ articleId, slug, version, live, initialPosts, renderedAt }: Props) {
  const t = useTranslate();
  const [posts, setPosts] = useState(initialPosts);
  const [pending, setPending] = useState<LivePost[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const knownVersion = useRef(version);
  const listRef = useRef<HTMLOListElement>(null);

  async function loadNewPosts(serverVersion: number) {
    const data = await fetchJson<{ version: number; posts: LivePost[] }>(
      `/api/liveblog/${articleId}/posts`,
    );
    knownVersion.current = Math.max(serverVersion, data.version);
    const known = new Set(posts.map((post) => post.id));
    const fresh = data.posts.filter((post) => !known.has(post.id)).length;
    if (fresh === 0) return setPosts(data.posts);
    setAnnouncement(t('live.arrived', { n: fresh }));
    const listTop = listRef.current?.getBoundingClientRect().top ?? 0;
    if (listTop >= 0) setPosts(data.posts);
    else setPending(data.posts);
  }

  useSWR(
    live ? `/api/articles/${encodeURIComponent(slug)}/version` : null,
    fetchJson<{ data: { v: number } }>,
    {
      refreshInterval: LIVE_ARTICLE_POLL_MS,
      shouldRetryOnError: false,
      revalidateOnMount: false,
      onSuccess: (data) => {
        if (data.data.v > knownVersion.current) loadNewPosts(data.data.v).catch(() => undefined);
      },
    },
  );

  const newCount = pending ? pending.length - posts.length : 0;
  return (
    <section aria-labelledby="posts-heading">
      <h2 id="posts-heading">{t('article.posts')}</h2>
      <p aria-live="polite" className={styles.caption}>
        {announcement}
      </p>
      {pending ? (
        <button
          type="button"
          className={styles.newPosts}
          onClick={() => {
            setPosts(pending);
            setPending(null);
            listRef.current?.scrollIntoView({ behavior: 'smooth' });
          }}
        >
          {t('live.showNew', { n: Math.max(1, newCount) })}
        </button>
      ) : null}
      <ol className={styles.posts} ref={listRef}>
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
