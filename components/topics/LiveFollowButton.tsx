// The working follow button (issue 17), loaded once the page runs (FollowTopicButton.tsx): asks GET
// /api/subscriptions for the state when the browser has a client token, then follows (POST) and
// unfollows (DELETE) on a press, and says what happened in the status line. The token is made on the
// first follow (lib/topics/clientToken.ts); a browser without one follows nothing, so it is not asked.
import { useEffect, useState } from 'react';
import { ensureClientToken, readClientToken } from '@/lib/topics/clientToken';
import { fetchTopics, setTopicFollowed, topicErrorKey } from '@/lib/topics/topicsApi';
import { FollowButtonView, type FollowStatus } from './FollowButtonView';

interface Props {
  topic: string;
  name: string;
}

export function LiveFollowButton({ topic, name }: Props) {
  // Rendered only in the browser, after hydration: localStorage can be read while rendering.
  const [token] = useState(readClientToken);
  /** Whether the state is known: at once without a token, else after the GET. */
  const [ready, setReady] = useState(token === null);
  const [following, setFollowing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<FollowStatus>(null);

  useEffect(() => {
    if (token === null) return;
    let current = true;
    fetchTopics(token).then(
      (topics) => {
        if (!current) return;
        setFollowing(topics.includes(topic));
        setReady(true);
      },
      (error: unknown) => {
        // The state is unknown: a press could not say what it does, so the button stays disabled.
        if (current) setStatus({ key: topicErrorKey(error, 'load'), error: true });
      },
    );
    return () => {
      current = false;
    };
  }, [token, topic]);

  async function toggle() {
    if (!ready || busy) return;
    setBusy(true);
    try {
      const topics = await setTopicFollowed(ensureClientToken(), topic, !following);
      const now = topics.includes(topic);
      setFollowing(now);
      setStatus({ key: now ? 'topics.followed' : 'topics.unfollowed', error: false });
    } catch (error) {
      setStatus({ key: topicErrorKey(error, 'save'), error: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <FollowButtonView
      name={name}
      following={following}
      disabled={!ready}
      busy={busy}
      status={status}
      onToggle={toggle}
    />
  );
}
