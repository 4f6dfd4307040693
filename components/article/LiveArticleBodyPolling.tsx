// The polling part of a live article's body (loaded lazily by LiveArticleBody): the version is polled
// every 15 s (SPEC section 9); a higher one fetches the new sanitised body, which replaces the old and
// is announced politely. Failures change nothing (SPEC section 8: live-article refresh failures are
// ignored); the next poll tries again. A live article with quizzes (issue 17) renders its bodies
// through the quiz body, whose blocks keep their answers and polls across new versions.
import { Suspense, useRef, useState } from 'react';
import { lazyComponent } from '@/lib/client/lazyComponent';
import { LIVE_ARTICLE_POLL_MS } from '@/lib/constants';
import { apiGet } from '@/lib/client/apiClient';
import { usePoll } from '@/lib/hooks/usePoll';
import { useTranslate } from '@/lib/i18n/LocaleContext';
import { articleBodyAnswerSchema, articleVersionSchema } from '@/lib/schemas/liveAnswers';
import type { QuizData } from '@/lib/schemas/quizAnswers';

const QuizArticleBody = lazyComponent(() => import('../quiz/QuizArticleBody'), 'QuizArticleBody');

interface Props {
  content: string;
  className?: string;
  slug: string;
  version: number;
  quizzes?: QuizData[];
}

// Inline, not a class: this chunk's CSS would arrive after the server-rendered page and shift it.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export function LiveArticleBodyPolling({
  content: initialContent,
  className,
  slug,
  version,
  quizzes,
}: Props) {
  const t = useTranslate();
  const [content, setContent] = useState(initialContent);
  const [announcement, setAnnouncement] = useState('');
  const knownVersion = useRef(version);
  const loading = useRef(false);
  const path = `/api/articles/${encodeURIComponent(slug)}`;

  async function loadBody() {
    if (loading.current) return;
    loading.current = true;
    try {
      const { data } = await apiGet(`${path}/body`, articleBodyAnswerSchema);
      if (data.v <= knownVersion.current) return;
      knownVersion.current = data.v;
      setContent(data.content);
      setAnnouncement(t('live.bodyUpdated'));
    } catch {
      // Ignored (SPEC section 8); the next poll tries again.
    } finally {
      loading.current = false;
    }
  }

  usePoll({
    url: `${path}/version`,
    schema: articleVersionSchema,
    intervalMs: LIVE_ARTICLE_POLL_MS,
    onData: (answer) => {
      if (answer.data.v > knownVersion.current) void loadBody();
    },
  });

  const body = <div className={className} dangerouslySetInnerHTML={{ __html: content }} />;
  return (
    <>
      {/* A div, not a p: public selectors take the container's child p as the lead. */}
      <div aria-live="polite" style={visuallyHidden}>
        {announcement}
      </div>
      {quizzes ? (
        <Suspense fallback={body}>
          <QuizArticleBody content={content} className={className} quizzes={quizzes} />
        </Suspense>
      ) : (
        body
      )}
    </>
  );
}
