// Quiz placeholders in article bodies (issue 17; SPEC section 3: a quiz id is 24 characters): an editor
// puts `<div data-quiz-id="{id}"></div>` between paragraphs, the sanitiser keeps exactly that
// (lib/content/sanitizeArticleHtml.ts), the article page's props carry the quizzes it names
// (lib/pages/articlePageProps.ts) and the body is cut there so that a quiz block stands in each one's
// place (components/quiz/QuizArticleBody.tsx). The server and the browser read them with the same
// functions; this module imports nothing, as it ships in the quiz chunk.

/**
 * SPEC section 3: a quiz id is a 24-character string. Word characters and '-' only, so that the id
 * needs no escaping in the attribute and the sanitised markup is exactly what the splitter looks for.
 */
const QUIZ_ID = /^[\w-]{24}$/;

/** The sanitiser's output for a placeholder: the div, the attribute, nothing inside. */
const PLACEHOLDER = /<div data-quiz-id="([\w-]{24})"><\/div>/g;

export function isQuizPlaceholderId(value: unknown): value is string {
  return typeof value === 'string' && QUIZ_ID.test(value);
}

/** The quiz ids of a sanitised body, each once, in reading order. */
export function quizIdsIn(html: string): string[] {
  return [...new Set(Array.from(html.matchAll(PLACEHOLDER), (match) => match[1]!))];
}

export type BodyPart = { kind: 'html'; html: string } | { kind: 'quiz'; quizId: string };

/**
 * A sanitised body cut at its quiz placeholders: the HTML between them (empty pieces left out) and a
 * quiz part in each placeholder's place. A body without placeholders is one HTML part.
 */
export function splitAtQuizPlaceholders(html: string): BodyPart[] {
  const parts: BodyPart[] = [];
  let from = 0;
  for (const match of html.matchAll(PLACEHOLDER)) {
    const before = html.slice(from, match.index);
    if (before.trim()) parts.push({ kind: 'html', html: before });
    parts.push({ kind: 'quiz', quizId: match[1]! });
    from = match.index + match[0].length;
  }
  const rest = html.slice(from);
  if (rest.trim()) parts.push({ kind: 'html', html: rest });
  return parts;
}
