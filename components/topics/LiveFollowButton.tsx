// The working follow button (issue 17), loaded once the page runs (FollowTopicButton.tsx): asks GET
// /api/subscriptions for the state when the browser has a client token, then follows (POST) and
// unfollows (DELETE) on a press, and says what happened in the status line. The token is made on the
// first follow (lib/topics/clientToken.ts); a browser without one follows nothing, so it is not asked.
// A follow also turns notifications on (issue 32, lib/topics/webPush.ts: Web Push in a browser, the
// app's push token in the app); unfollowing the last topic turns them off. The second status line
// says which.
import { useEffect, useState } from 'react';
import { useRenderMode } from '@/components/app/RenderModeContext';
import { onAppMessage } from '@/lib/client/appBridge';
import type { TopicsKey } from '@/lib/i18n/topicTexts';
import { ensureClientToken, readClientToken } from '@/lib/topics/clientToken';
import { fetchTopics, setTopicFollowed, topicErrorKey } from '@/lib/topics/topicsApi';
import {
  askNotificationPermission,
  disableNotifications,
  enableNotifications,
  pushNoteKey,
  savePushSubscription,
} from '@/lib/topics/webPush';
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
  const [note, setNote] = useState<TopicsKey | null>(null);
  const inApp = useRenderMode() === 'app';

  // In the app: the app answers a push registration with its push token.
  useEffect(() => {
    if (!inApp) return;
    return onAppMessage('push', (message) => {
      const clientToken = readClientToken();
      if (message.action !== 'token' || typeof message.token !== 'string' || !clientToken) return;
      savePushSubscription(clientToken, { appToken: message.token }).catch(() =>
        setNote('topics.push.failed'),
      );
    });
  }, [inApp]);

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
    // Asked now, while the press is fresh: browsers ask for permission only then.
    const permission = following || inApp ? null : askNotificationPermission();
    try {
      const clientToken = ensureClientToken();
      const topics = await setTopicFollowed(clientToken, topic, !following);
      const now = topics.includes(topic);
      setFollowing(now);
      setStatus({ key: now ? 'topics.followed' : 'topics.unfollowed', error: false });
      if (now) {
        const setup = await enableNotifications(
          clientToken,
          permission ?? Promise.resolve('default'),
          {
            inApp,
          },
        );
        setNote(pushNoteKey(setup));
      } else if (topics.length === 0) {
        await disableNotifications(clientToken).catch(() => undefined);
        setNote('topics.push.off');
      } else setNote(null);
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
      note={note}
      onToggle={toggle}
    />
  );
}
