// An article's sanitised body, rendered on the server for every article. Live articles (SPEC section 4:
// "poll for a newer version and replace content when the server version is higher") hand it to the
// polling part, and articles with quizzes (issue 17) to the quiz body, both loaded lazily like the live
// blog posts so other articles carry none of their code; the server renders those parts too, and until
// a chunk arrives on a client-side visit the plain body stands. The quiz styles are imported here: CSS
// of a lazy chunk would come after the server-rendered quiz was painted (components/quiz/quiz.css.ts).
import { Suspense } from 'react';
import { lazyComponent } from '@/lib/client/lazyComponent';
import type { QuizData } from '@/lib/schemas/quizAnswers';
import '../quiz/quiz.css';

const LiveArticleBodyPolling = lazyComponent(
  () => import('./LiveArticleBodyPolling'),
  'LiveArticleBodyPolling',
);
const QuizArticleBody = lazyComponent(() => import('../quiz/QuizArticleBody'), 'QuizArticleBody');

export interface LiveArticleBodyProps {
  /** The sanitised body HTML (lib/content/sanitizeArticleHtml.ts). */
  content: string;
  className?: string;
  slug: string;
  version: number;
  /** Poll for newer versions (live articles that are not live blogs: those poll their posts). */
  live: boolean;
  /** The quizzes the body's placeholders name; absent when there are none. */
  quizzes?: QuizData[];
}

export function LiveArticleBody({
  content,
  className,
  slug,
  version,
  live,
  quizzes,
}: LiveArticleBodyProps) {
  const body = <div className={className} dangerouslySetInnerHTML={{ __html: content }} />;
  if (!live && !quizzes) return body;
  return (
    <Suspense fallback={body}>
      {live ? (
        <LiveArticleBodyPolling
          content={content}
          className={className}
          slug={slug}
          version={version}
          quizzes={quizzes}
        />
      ) : (
        <QuizArticleBody content={content} className={className} quizzes={quizzes!} />
      )}
    </Suspense>
  );
}
