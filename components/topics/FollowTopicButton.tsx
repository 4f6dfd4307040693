// The follow button of a tag or section page (issue 17, topic notifications; SPEC section 7
// GET, POST, DELETE /api/subscriptions): a toggle named 'Követés – {name}' that follows or unfollows
// the page's topic for this browser, with a polite status line (FollowButtonView.tsx).
//
// The server HTML has the button at its final size but disabled. Once the page runs, the working
// button (LiveFollowButton.tsx, with the API calls and the client token) loads and takes its place,
// enabled when the state is known; so that code is no part of the first-load JavaScript. Without
// JavaScript the button stays disabled: following needs the browser's token, which only script
// keeps (reading never depends on it).
//
// Delivery (issue 32): a follow also turns notifications on (LiveFollowButton.tsx, lib/topics/webPush.ts);
// the server notifies the followers of a new article's tags and sections (lib/push/).
import { Suspense, useSyncExternalStore } from 'react';
import { lazyComponent } from '@/lib/client/lazyComponent';
import { FollowButtonView } from './FollowButtonView';

const LiveFollowButton = lazyComponent(() => import('./LiveFollowButton'), 'LiveFollowButton');

const noSubscription = () => () => undefined;

interface Props {
  /** The topic id (lib/topics/topicNames.ts), e.g. 'tag:budapest'. */
  topic: string;
  /** The tag's or section's name, as the page's title shows it. */
  name: string;
}

export function FollowTopicButton({ topic, name }: Props) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const placeholder = <FollowButtonView name={name} following={false} disabled />;
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LiveFollowButton topic={topic} name={name} />
    </Suspense>
  );
}
