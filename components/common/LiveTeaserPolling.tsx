// The polling part of a live blog's teaser posts (components/common/LiveTeaserPosts.tsx), loaded only
// where a teased blog is live: the posts follow the blog every 15 s through the one polling hook, a
// failed poll changes nothing (SPEC section 8), and a blog that is no longer live stops its poll. The
// answer's schema comes with the first poll.
import { LIVE_ARTICLE_POLL_MS } from '@/lib/constants';
import { usePoll } from '@/lib/hooks/usePoll';
import type { LiveTeaserAnswer } from '@/lib/schemas/liveAnswers';
import { LiveTeaserList } from './LiveTeaserList';

const teaserSchema = () =>
  import('@/lib/schemas/liveAnswers').then(({ liveTeaserAnswerSchema }) => liveTeaserAnswerSchema);

/** The poll of a live blog's teaser posts (pages/api/liveblog/[id]/teaser.ts). */
export const liveTeaserUrl = (blogId: number) => `/api/liveblog/${blogId}/teaser`;

export function LiveTeaserPolling({
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
  const { data } = usePoll({
    url: liveTeaserUrl(blogId),
    schema: teaserSchema,
    intervalMs: (latest) => ((latest ?? initial).live ? LIVE_ARTICLE_POLL_MS : 0),
  });
  return (
    <LiveTeaserList blogTitle={blogTitle} posts={(data ?? initial).posts} renderedAt={renderedAt} />
  );
}
