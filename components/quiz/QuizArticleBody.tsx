// An article body with quizzes (issue 17), loaded lazily by components/article/LiveArticleBody.tsx only
// for articles whose props carry quizzes: the sanitised HTML cut at its quiz placeholders
// (lib/rules/quizPlaceholders.ts), a quiz block in each one's place. The body stays one
// `div.article-html-content` (public markup); its HTML pieces are wrapped in `display: contents` divs,
// which leave the layout as if they were not there. A placeholder the props have no quiz for is
// dropped.
import type { CSSProperties } from 'react';
import { splitAtQuizPlaceholders } from '@/lib/rules/quizPlaceholders';
import type { QuizData } from '@/lib/schemas/quizAnswers';
import { QuizBlock } from './QuizBlock';

// Inline: a class would need this chunk's CSS, which arrives after the server-rendered page.
const seamless: CSSProperties = { display: 'contents' };

export interface QuizArticleBodyProps {
  /** The sanitised body HTML (lib/content/sanitizeArticleHtml.ts). */
  content: string;
  className?: string;
  quizzes: QuizData[];
}

export function QuizArticleBody({ content, className, quizzes }: QuizArticleBodyProps) {
  const seen = new Map<string, number>();
  return (
    <div className={className}>
      {splitAtQuizPlaceholders(content).map((part, index) => {
        if (part.kind === 'html') {
          return (
            <div
              key={`html-${index}`}
              style={seamless}
              dangerouslySetInnerHTML={{ __html: part.html }}
            />
          );
        }
        const quiz = quizzes.find((candidate) => candidate._id === part.quizId);
        if (!quiz) return null;
        // Keyed by quiz (and its repeat), not by position: a live article's new paragraphs above a
        // quiz keep its block, its answers and its poll.
        const nth = (seen.get(quiz._id) ?? 0) + 1;
        seen.set(quiz._id, nth);
        return <QuizBlock key={`quiz-${quiz._id}-${nth}`} quiz={quiz} />;
      })}
    </div>
  );
}
