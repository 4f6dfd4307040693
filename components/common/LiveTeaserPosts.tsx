// Under a live blog's teaser (front page blocks, lists, the app): its pinned posts, then the 4 newest
// (SPEC section 9), each its time and title linking to the post in the blog. Server-rendered; while
// the blog is live the posts are polled every 15 s (section 9: live-article poll) through the one
// polling hook, and a failed poll changes nothing (section 8). The answer's schema comes with the first
// poll, not with the page (the front and list pages' first-load JS has no room for it). The rows keep
// one height and the list keeps room for the pinned posts and 4 more, so a new post shifts nothing.
import Link from 'next/link';
import type { CSSProperties } from 'react';
import { LIVE_ARTICLE_POLL_MS, LIVEBLOG_CHILDREN_AFTER_PINNED } from '@/lib/constants';
import { usePoll } from '@/lib/hooks/usePoll';
import { useTranslate } from '@/lib/i18n/LocaleContext';
import type { LiveTeaserAnswer } from '@/lib/schemas/liveAnswers';
import type { LiveTeaserMark } from '@/lib/view/liveTeaser';
import { RelativeTime } from './RelativeTime';
import * as styles from './liveTeaserPosts.css';

const teaserSchema = () =>
  import('@/lib/schemas/liveAnswers').then(({ liveTeaserAnswerSchema }) => liveTeaserAnswerSchema);

/** The poll of a live blog's teaser posts (pages/api/liveblog/[id]/teaser.ts). */
export const liveTeaserUrl = (blogId: number) => `/api/liveblog/${blogId}/teaser`;

interface Props {
  /** A teaser's article: a live blog's carries its posts, any other nothing. */
  item: { id: number; title: string } & LiveTeaserMark;
  /** When the page was rendered on the server (unix ms). */
  renderedAt: number;
}

export function LiveTeaserPosts({ item, renderedAt }: Props) {
  return item.liveTeaser ? (
    <LiveTeaserList
      blogId={item.id}
      blogTitle={item.title}
      initial={item.liveTeaser}
      renderedAt={renderedAt}
    />
  ) : null;
}

function LiveTeaserList({
  blogId,
  blogTitle,
  initial,
  renderedAt,
}: {
  blogId: number;
  blogTitle: string;
  initial: LiveTeaserAnswer;
  renderedAt: number;
}) {
  const t = useTranslate();
  const { data } = usePoll({
    url: initial.live ? liveTeaserUrl(blogId) : null,
    schema: teaserSchema,
    // A blog that is no longer live stops its poll.
    intervalMs: (latest) => ((latest ?? initial).live ? LIVE_ARTICLE_POLL_MS : 0),
  });
  const { posts } = data ?? initial;
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
