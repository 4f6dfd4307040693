// Under a live blog's teaser (front page blocks, lists, the app): its pinned posts, then the 4 newest
// (SPEC section 9), each its time and title linking to the post in the blog. Server-rendered; while
// the blog is live the posts are polled every 15 s (section 9: live-article poll) by the polling part,
// loaded lazily like a live article's body (components/article/LiveArticleBody.tsx): the list pages'
// first-load JS has no room for the polling hook, and a blog that is not live needs none of it. The
// rows keep one height and the list keeps room for the pinned posts and 4 more, so a new post shifts
// nothing.
import { Suspense } from 'react';
import { lazyComponent } from '@/lib/client/lazyComponent';
import type { LiveTeaserMark } from '@/lib/view/liveTeaser';
import { LiveTeaserList } from './LiveTeaserList';

const LiveTeaserPolling = lazyComponent(() => import('./LiveTeaserPolling'), 'LiveTeaserPolling');

interface Props {
  /** A teaser's article: a live blog's carries its posts, any other nothing. */
  item: { id: number; title: string } & LiveTeaserMark;
  /** When the page was rendered on the server (unix ms). */
  renderedAt: number;
}

export function LiveTeaserPosts({ item, renderedAt }: Props) {
  const initial = item.liveTeaser;
  if (!initial) return null;
  const list = (
    <LiveTeaserList blogTitle={item.title} posts={initial.posts} renderedAt={renderedAt} />
  );
  if (!initial.live) return list;
  return (
    <Suspense fallback={list}>
      <LiveTeaserPolling
        blogId={item.id}
        blogTitle={item.title}
        initial={initial}
        renderedAt={renderedAt}
      />
    </Suspense>
  );
}
