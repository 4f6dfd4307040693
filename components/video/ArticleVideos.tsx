// Loads the article's video code (./articleVideos.ts, its own chunk) after hydration, and only when the
// server said the body has a video facade (ArticlePageProps.hasVideo): other articles carry none of it
// but these few lines. The facades are server-rendered links inside the body; the chunk upgrades them
// in place, and a live article's new body is picked up there (it watches the body).
import { useEffect } from 'react';
import { withChunkRecovery } from '@/lib/client/chunkRecovery';
import { useLocale } from '@/lib/i18n/LocaleContext';

export function ArticleVideos({
  hasVideo,
  title,
  bodyClass,
}: {
  hasVideo: boolean;
  title: string;
  bodyClass: string;
}) {
  const locale = useLocale();
  useEffect(() => {
    const body = hasVideo ? document.querySelector(`.${bodyClass}`) : null;
    if (!body) return;
    let stop: (() => void) | undefined;
    let gone = false;
    // A failed chunk reaches the chunk guard; the rejection is the browser's to log.
    void withChunkRecovery(() => import('./articleVideos'))().then(({ mountArticleVideos }) => {
      if (!gone) stop = mountArticleVideos(body, { title, locale });
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [hasVideo, title, bodyClass, locale]);
  return null;
}
