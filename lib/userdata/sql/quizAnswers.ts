// Quiz answers by quiz, voter and question, and the counts the results show.
import {
  quizAnswersSchema,
  type AnswerCount,
  type QuestionVoters,
  type StoredQuizAnswer,
  type UserDataStore,
} from '../userDataStore';
import type { UserDataContext } from './context';

export function quizAnswerQueries({
  db,
  now,
}: UserDataContext): Pick<
  UserDataStore,
  'addOrUpdateQuizAnswers' | 'quizAnswers' | 'answerCounts' | 'questionVoters'
> {
  return {
    async addOrUpdateQuizAnswers(input) {
      const { quizId, voter, answers } = quizAnswersSchema.parse(input);
      const at = now();
      await db.transaction(async (tx) => {
        // PostgreSQL: one voter's submissions to one quiz take turns, so two different answers sent
        // at once cannot both survive the delete (SQLite's BEGIN IMMEDIATE already serialises).
        if (tx.kind === 'postgres') {
          await tx.get('SELECT pg_advisory_xact_lock(hashtext(?))', [`quiz:${quizId}:${voter}`]);
        }
        for (const { questionId, responses } of answers) {
          await tx.run(
            'DELETE FROM quiz_answers WHERE quiz_id = ? AND voter = ? AND question_id = ?',
            [quizId, voter, questionId],
          );
          const byAnswer = new Map(responses.map((r) => [r.answerId, r.optionId]));
          await tx.insertMany(
            'quiz_answers',
            ['quiz_id', 'voter', 'question_id', 'answer_id', 'option_id', 'answered_at'],
            [...byAnswer].map(([answerId, optionId]) => [
              quizId,
              voter,
              questionId,
              answerId,
              optionId,
              at,
            ]),
          );
        }
      });
    },

    async quizAnswers(quizId, voter) {
      const rows = await db.all<{ questionId: string; answerId: string; optionId: string | null }>(
        `SELECT question_id AS "questionId", answer_id AS "answerId", option_id AS "optionId"
         FROM quiz_answers WHERE quiz_id = ? AND voter = ? ORDER BY question_id, answer_id`,
        [quizId, voter],
      );
      const byQuestion = new Map<string, StoredQuizAnswer['responses']>();
      for (const { questionId, answerId, optionId } of rows) {
        byQuestion.set(questionId, [...(byQuestion.get(questionId) ?? []), { answerId, optionId }]);
      }
      return [...byQuestion].map(([questionId, responses]) => ({ questionId, responses }));
    },

    async answerCounts(quizId) {
      return db.all<AnswerCount>(
        `SELECT question_id AS "questionId", answer_id AS "answerId", option_id AS "optionId",
           CAST(count(*) AS INTEGER) AS count
         FROM quiz_answers WHERE quiz_id = ?
         GROUP BY question_id, answer_id, option_id
         ORDER BY question_id, answer_id, COALESCE(option_id, '')`,
        [quizId],
      );
    },

    async questionVoters(quizId) {
      return db.all<QuestionVoters>(
        `SELECT question_id AS "questionId", CAST(count(DISTINCT voter) AS INTEGER) AS voters
         FROM quiz_answers WHERE quiz_id = ? GROUP BY question_id ORDER BY question_id`,
        [quizId],
      );
    },
  };
}
