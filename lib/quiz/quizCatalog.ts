// The quizzes the quiz service serves (issue 17): data/quizzes.json, checked once when the module
// loads, so a broken definition stops the build or the service's start instead of a reader's vote.
// Beyond the shapes (lib/schemas/quiz.ts) it checks what ties a definition together: ids unique,
// the right answer one of the question's answers, ratings only in complex quizzes and on options
// whose titles are numbers.
import { z } from 'zod';
import quizzesJson from '@/data/quizzes.json';
import type { EditionSlug } from '@/editions/editionSlugs';
import { demoImage } from '../content/services/demoImage';
import {
  quizDefinitionSchema,
  type QuizDefinition,
  type QuizQuestionDefinition,
} from '../schemas/quizDefinition';
import { ratingValue } from './quizResults';

function duplicates(ids: readonly string[]): string[] {
  return ids.filter((id, index) => ids.indexOf(id) !== index);
}

function questionIssues(quiz: QuizDefinition, question: QuizQuestionDefinition): string[] {
  const issues: string[] = [];
  const answerIds = question.answers.map((answer) => answer._id);
  for (const id of duplicates(answerIds)) issues.push(`answer id ${id} twice`);
  for (const id of duplicates(question.options.map((option) => option._id))) {
    issues.push(`option id ${id} twice`);
  }
  if (question.rightAnswer && !answerIds.includes(question.rightAnswer.value)) {
    issues.push(`right answer ${question.rightAnswer.value} is none of its answers`);
  }
  if (question.displayAs === 'rating') {
    if (!quiz.complex) issues.push('a rating question in a quiz that is not complex');
    if (question.options.length === 0) issues.push('a rating question without options');
    for (const option of question.options) {
      if (!Number.isFinite(ratingValue(option))) {
        issues.push(`rating option ${option._id} has no number as its title`);
      }
    }
  }
  return issues.map((issue) => `question ${question._id}: ${issue}`);
}

const catalogSchema = z.array(quizDefinitionSchema).superRefine((quizzes, ctx) => {
  for (const id of duplicates(quizzes.map((quiz) => quiz._id))) {
    ctx.addIssue({ code: 'custom', message: `quiz id ${id} twice` });
  }
  quizzes.forEach((quiz, index) => {
    const issues = [
      ...duplicates(quiz.questions.map((question) => question._id)).map(
        (id) => `question id ${id} twice`,
      ),
      ...quiz.questions.flatMap((question) => questionIssues(quiz, question)),
    ];
    for (const message of issues) {
      ctx.addIssue({ code: 'custom', path: [index], message: `quiz ${quiz._id}: ${message}` });
    }
  });
});

/** Definitions from JSON, checked; images named as the demo import writes them (data/README.md). */
export function parseQuizCatalog(raw: unknown): QuizDefinition[] {
  return catalogSchema.parse(raw).map((quiz) => ({
    ...quiz,
    questions: quiz.questions.map((question) => ({
      ...question,
      image: demoImage(question.image),
      answers: question.answers.map((answer) => ({ ...answer, image: demoImage(answer.image) })),
    })),
  }));
}

export const QUIZ_DEFINITIONS: readonly QuizDefinition[] = parseQuizCatalog(quizzesJson);

/** The quiz with this id in this edition; a quiz of the other edition is not served. */
export function findQuiz(
  id: string,
  edition: EditionSlug,
  definitions: readonly QuizDefinition[] = QUIZ_DEFINITIONS,
): QuizDefinition | null {
  return definitions.find((quiz) => quiz._id === id && quiz.editions.includes(edition)) ?? null;
}
