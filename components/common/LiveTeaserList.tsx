// A live blog's teaser posts as a list (SPEC section 9: pinned, then the 4 newest): the time, the pin
// and the title linking to the post in the blog; rows of one height, room kept for the pinned posts and
// 4 more. Rendered by LiveTeaserPosts on the server and by its polling part after each poll.
import Link from 'next/link';
import type { CSSProperties } from 'react';
import { LIVEBLOG_CHILDREN_AFTER_PINNED } from '@/lib/constants';
import { useTranslate } from '@/lib/i18n/LocaleContext';
import type { LiveTeaserPost } from '@/lib/schemas/liveAnswers';
import { RelativeTime } from './RelativeTime';
import * as styles from './liveTeaserPosts.css';

export function LiveTeaserList({
  blogTitle,
  posts,
  renderedAt,
}: {
  blogTitle: string;
  posts: LiveTeaserPost[];
  renderedAt: number;
}) {
  const t = useTranslate();
  if (posts.length === 0) return null;
  const rows = posts.filter((post) => post.pinned).length + LIVEBLOG_CHILDREN_AFTER_PINNED;
  return (
    <ol
      className={styles.list}
      aria-label={t('live.teaserPosts', { title: blogTitle })}
      style={{ '--live-teaser-rows': rows } as CSSProperties}
    >
      {posts.map((post) => (
        <li key={post.id} className={styles.row}>
          <span className={styles.time}>
            <RelativeTime unixSeconds={post.pubDate} renderedAt={renderedAt} />
          </span>
          {post.pinned ? <span className={styles.pinned}>{t('article.pinned')}</span> : null}
          <Link href={post.url} className={styles.link} title={post.title}>
            {post.title}
          </Link>
        </li>
      ))}
    </ol>
  );
}
