// The page's side of the embedded map's messages (issue 31 item 5; SPEC section 7): from the map's
// origin only, and only messages of the protocol's shapes (lib/rules/electionMessages.ts): `iframe-size`
// sets the frame's height (no inner scroll), `parent-router` opens a data page of the supplement,
// `route-push` puts the frame's view in the page's address without a reload (`?nezet=tablazat`); the
// page tells the frame its colour scheme (`themeChanged`) when the frame loads and when it changes.
import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import {
  fromExpectedOrigin,
  parseFrameMessage,
  type FrameView,
  type ParentMessage,
} from '@/lib/rules/electionMessages';
import type { ElectionFrame } from '@/lib/view/supplementElection';

/** The page's query parameter holding the frame's view (route-push). */
export const FRAME_VIEW_PARAM = 'nezet';

const DARK = '(prefers-color-scheme: dark)';

/** The frame's address for a view: the map, or its table at {path}/tablazat. */
export function frameSrcFor(src: string, view: FrameView): string {
  if (view === 'terkep') return src;
  const [path, query] = src.split('?');
  return `${path}/${view}${query ? `?${query}` : ''}`;
}

export function useElectionFrame(
  frame: ElectionFrame,
  supplement: string,
): {
  ref: RefObject<HTMLIFrameElement | null>;
  height: number | null;
  src: string;
  onLoad: () => void;
} {
  const router = useRouter();
  const ref = useRef<HTMLIFrameElement | null>(null);
  const [height, setHeight] = useState<number | null>(null);
  const requested = router.query[FRAME_VIEW_PARAM];
  // The view asked in the address when the page opened (a shared link); the frame says later ones.
  const [view] = useState<FrameView>(requested === 'tablazat' ? 'tablazat' : 'terkep');
  const src = frameSrcFor(frame.src, view);

  const targetOrigin = useCallback(() => frame.origin ?? window.location.origin, [frame.origin]);
  const sendTheme = useCallback(() => {
    const message: ParentMessage = {
      type: 'themeChanged',
      theme: window.matchMedia?.(DARK).matches ? 'dark' : 'light',
    };
    ref.current?.contentWindow?.postMessage(message, targetOrigin());
  }, [targetOrigin]);

  useEffect(() => {
    // The frame says its height as soon as it listens: the page answers with its colour scheme (the
    // frame's load event may have passed before the page's scripts ran).
    let greeted = false;
    function onMessage(event: MessageEvent) {
      if (event.source !== ref.current?.contentWindow) return;
      if (!fromExpectedOrigin(event.origin, frame.origin, window.location.origin)) return;
      const message = parseFrameMessage(event.data, supplement);
      if (!message) return;
      if (!greeted) {
        greeted = true;
        sendTheme();
      }
      switch (message.type) {
        case 'iframe-size':
          setHeight(message.height);
          break;
        case 'parent-router':
          void router.push(message.path);
          break;
        case 'route-push': {
          const query = { ...router.query };
          if (message.view === 'terkep') delete query[FRAME_VIEW_PARAM];
          else query[FRAME_VIEW_PARAM] = message.view;
          void router.replace({ pathname: router.pathname, query }, undefined, {
            shallow: true,
            scroll: false,
          });
          break;
        }
      }
    }
    window.addEventListener('message', onMessage);
    // A frame that said its height before this listener existed answers the greeting with it again.
    sendTheme();
    const scheme = window.matchMedia?.(DARK);
    scheme?.addEventListener?.('change', sendTheme);
    return () => {
      window.removeEventListener('message', onMessage);
      scheme?.removeEventListener?.('change', sendTheme);
    };
  }, [frame.origin, supplement, router, sendTheme]);

  return { ref, height, src, onLoad: sendTheme };
}
