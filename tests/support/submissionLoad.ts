// Issue 17's integrity check: 1,000 concurrent mixed submissions (quiz answers, newsletter sign-ups,
// topic follows) sent over real HTTP to a running site, then the user-data store read directly to find
// exactly the rows those submissions mean: none lost, none doubled. Every third submission repeats an
// earlier one word for word, so idempotency is under load too. Used by tests/e2e/integrity.spec.ts
// (one instance on the SQLite file) and scripts/test-scale.ts (two instances behind nginx on
// PostgreSQL). The site must allow this many submissions per address (SUBMISSIONS_PER_ADDRESS).
import fs from 'node:fs';
import { editionNewsletters } from '@/editions/newsletterLists';
import type { SqlEngine } from '@/lib/store/sqlEngine';

/** The main edition's open reader poll (data/quizzes.json). */
const MAIN_POLL = '6561a0c0e4b0a1b2c3d4e5f1';

export interface LoadTargets {
  /** A quiz the site serves, one of its open 'single' questions and that question's answers. */
  quizId: string;
  questionId: string;
  answerIds: readonly string[];
  /** Topics the site lets readers follow. */
  topics: readonly string[];
  /** Newsletter list codes of the site's edition. */
  listCodes: readonly string[];
}

/** The main edition's targets: the demo reader poll, real tags and sections, its newsletters. */
export function mainEditionTargets(): LoadTargets {
  const quizzes = JSON.parse(fs.readFileSync('data/quizzes.json', 'utf8')) as Array<{
    _id: string;
    questions: Array<{ _id: string; displayAs: string; answers: Array<{ _id: string }> }>;
  }>;
  const quiz = quizzes.find((candidate) => candidate._id === MAIN_POLL)!;
  const question = quiz.questions.find((candidate) => candidate.displayAs === 'single')!;
  return {
    quizId: quiz._id,
    questionId: question._id,
    answerIds: question.answers.map((answer) => answer._id),
    topics: ['tag:budapest', 'section:belfold', 'section:gazdasag', 'section:kulfold'],
    listCodes: editionNewsletters('main').map((list) => list.code),
  };
}

export interface LoadOutcome {
  sent: number;
  /** Answers by HTTP status. */
  statuses: Record<number, number>;
  /** What the store must hold for this run, and what it holds. */
  expected: StoreCounts;
  found: StoreCounts;
  /** Rows the store holds that no submission of this run asked for (or misses). */
  problems: string[];
}

interface StoreCounts {
  newsletter: number;
  topics: number;
  quiz: number;
}

const TOTAL = 1000;
/** Distinct senders of each kind: with 1,000 submissions each one submits several times. */
const VOTERS = 60;
const READERS = 150;
const DEVICES = 120;

type Submission = { kind: 'quiz' | 'newsletter' | 'topic'; path: string; init: RequestInit };

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

const ADD_ANSWERS = `mutation Answer($quizId: ID!, $answers: [AnswerInput!]!) {
  addOrUpdateAnswers(quizId: $quizId, answers: $answers) { userAnswers { questionId } }
}`;

/** Quiz tokens for `count` voters, asked of the site a few at a time (not part of the 1,000). */
async function quizTokens(baseUrl: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  while (tokens.length < count) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, count - tokens.length) }, async () => {
        const answer = await fetch(`${baseUrl}/api/functions/get-quiz-token`, { method: 'POST' });
        if (!answer.ok) throw new Error(`get-quiz-token answered ${answer.status}`);
        return (await answer.text()).trim();
      }),
    );
    tokens.push(...batch);
  }
  return tokens;
}

/** The run's submissions, in a shuffled order, and the rows they mean. */
function plan(runId: string, targets: LoadTargets, tokens: readonly string[]) {
  const submissions: Submission[] = [];
  const newsletterRows = new Set<string>();
  const topicRows = new Set<string>();
  const quizVoters = new Set<string>();
  const sent = { quiz: 0, newsletter: 0, topic: 0 };
  for (let i = 0; i < TOTAL; i++) {
    // Each sender always sends the same thing, so a repeat is word for word the same request.
    if (i % 3 === 0) {
      const voterIndex = sent.quiz++ % tokens.length;
      const voter = tokens[voterIndex]!;
      const answerId = targets.answerIds[voterIndex % targets.answerIds.length]!;
      quizVoters.add(voter);
      submissions.push({
        kind: 'quiz',
        path: '/api/quiz',
        init: json(
          {
            query: ADD_ANSWERS,
            variables: {
              quizId: targets.quizId,
              answers: [{ questionId: targets.questionId, responses: [{ answerId }] }],
            },
          },
          { authorization: `Bearer ${voter}` },
        ),
      });
    } else if (i % 3 === 1) {
      const reader = sent.newsletter++ % READERS;
      const email = `integrity-${runId}-${reader}@example.hu`;
      const listCodes = targets.listCodes.slice(0, 1 + (reader % targets.listCodes.length));
      for (const code of listCodes) newsletterRows.add(`${email}|${code}`);
      submissions.push({
        kind: 'newsletter',
        path: '/api/newsletter/subscribe',
        init: json({ email, firstName: 'Terhelés', lastName: 'Olvasó', listCodes }),
      });
    } else {
      const device = sent.topic++ % DEVICES;
      const clientToken = `integrity${runId}device${String(device).padStart(4, '0')}`;
      const topic = targets.topics[device % targets.topics.length]!;
      topicRows.add(`${clientToken}|${topic}`);
      submissions.push({
        kind: 'topic',
        path: '/api/subscriptions',
        init: json({ clientToken, topic }),
      });
    }
  }
  // A fixed shuffle (the run must be repeatable): kinds and repeats interleave.
  let seed = 17;
  for (let i = submissions.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const j = seed % (i + 1);
    [submissions[i], submissions[j]] = [submissions[j]!, submissions[i]!];
  }
  return { submissions, newsletterRows, topicRows, quizVoters };
}

/**
 * Sends the 1,000 submissions at once to `baseUrl` and compares the store behind it (`db`, the
 * user-data store's engine) with what they mean.
 */
export async function runSubmissionLoad(
  baseUrl: string,
  targets: LoadTargets,
  db: SqlEngine,
): Promise<LoadOutcome> {
  const runId = Date.now().toString(36);
  const tokens = await quizTokens(baseUrl, VOTERS);
  const { submissions, newsletterRows, topicRows, quizVoters } = plan(runId, targets, tokens);

  const statuses: Record<number, number> = {};
  await Promise.all(
    submissions.map(async ({ path, init }) => {
      const answer = await fetch(baseUrl + path, init).catch(() => null);
      const status = answer?.status ?? 0;
      statuses[status] = (statuses[status] ?? 0) + 1;
      await answer?.arrayBuffer().catch(() => undefined);
    }),
  );

  const problems: string[] = [];
  const stored = {
    newsletter: await db.all<{ email_key: string; list_code: string }>(
      'SELECT email_key, list_code FROM newsletter_subscriptions WHERE email_key LIKE ?',
      [`integrity-${runId}-%`],
    ),
    topics: await db.all<{ client_token: string; topic: string }>(
      'SELECT client_token, topic FROM topic_subscriptions WHERE client_token LIKE ?',
      [`integrity${runId}device%`],
    ),
    quiz: await db.all<{ voter: string; question_id: string }>(
      `SELECT voter, question_id FROM quiz_answers WHERE quiz_id = ? AND voter IN (${tokens
        .map(() => '?')
        .join(', ')})`,
      [targets.quizId, ...tokens],
    ),
  };
  const compare = (kind: string, expected: Set<string>, found: string[]) => {
    const seen = new Set<string>();
    for (const row of found) {
      if (seen.has(row)) problems.push(`${kind}: ${row} stored twice`);
      else if (!expected.has(row)) problems.push(`${kind}: ${row} was never submitted`);
      seen.add(row);
    }
    for (const row of expected) if (!seen.has(row)) problems.push(`${kind}: ${row} was lost`);
  };
  compare(
    'newsletter',
    newsletterRows,
    stored.newsletter.map((row) => `${row.email_key}|${row.list_code}`),
  );
  compare(
    'topic',
    topicRows,
    stored.topics.map((row) => `${row.client_token}|${row.topic}`),
  );
  compare(
    'quiz',
    new Set([...quizVoters].map((voter) => `${voter}|${targets.questionId}`)),
    stored.quiz.map((row) => `${row.voter}|${row.question_id}`),
  );

  return {
    sent: submissions.length,
    statuses,
    expected: { newsletter: newsletterRows.size, topics: topicRows.size, quiz: quizVoters.size },
    found: {
      newsletter: stored.newsletter.length,
      topics: stored.topics.length,
      quiz: stored.quiz.length,
    },
    problems: problems.slice(0, 20),
  };
}

/** A write a site answered 2xx, and the row it means in the user-data store. */
export interface AcknowledgedWrite {
  kind: 'newsletter' | 'topic' | 'quiz';
  /** newsletter: email|list code; topic: client token|topic; quiz: voter|question id. */
  row: string;
}

/**
 * Issue 29: one write of each kind readers send (a quiz answer, a newsletter sign-up, a topic follow),
 * named after `label`, through `baseUrl`; answers those the site answered 2xx. A fault may refuse one
 * (a 503 is honest); what was answered 2xx must be stored, whatever happens next (lostWrites).
 */
export async function writeEachKind(
  baseUrl: string,
  targets: LoadTargets,
  label: string,
): Promise<AcknowledgedWrite[]> {
  const acknowledged: AcknowledgedWrite[] = [];
  const send = async (write: AcknowledgedWrite, path: string, init: RequestInit) => {
    const answer = await fetch(baseUrl + path, init).catch(() => null);
    await answer?.arrayBuffer().catch(() => undefined);
    if (answer?.ok) acknowledged.push(write);
  };
  const email = `ledger-${label}@example.hu`;
  const clientToken = `ledger${label}device`;
  const listCode = targets.listCodes[0]!;
  const topic = targets.topics[0]!;
  await Promise.all([
    send({ kind: 'newsletter', row: `${email}|${listCode}` }, '/api/newsletter/subscribe', {
      ...json({ email, firstName: 'Napló', lastName: 'Olvasó', listCodes: [listCode] }),
    }),
    send({ kind: 'topic', row: `${clientToken}|${topic}` }, '/api/subscriptions', {
      ...json({ clientToken, topic }),
    }),
    (async () => {
      const voter = await quizTokens(baseUrl, 1).then(
        ([token]) => token,
        () => null,
      );
      if (!voter) return;
      await send(
        { kind: 'quiz', row: `${voter}|${targets.questionId}` },
        '/api/quiz',
        json(
          {
            query: ADD_ANSWERS,
            variables: {
              quizId: targets.quizId,
              answers: [
                { questionId: targets.questionId, responses: [{ answerId: targets.answerIds[0] }] },
              ],
            },
          },
          { authorization: `Bearer ${voter}` },
        ),
      );
    })(),
  ]);
  return acknowledged;
}

/** The acknowledged writes whose rows the user-data store (`db`) does not hold, row by row. */
export async function lostWrites(
  db: SqlEngine,
  targets: LoadTargets,
  writes: readonly AcknowledgedWrite[],
): Promise<AcknowledgedWrite[]> {
  const lost: AcknowledgedWrite[] = [];
  for (const write of writes) {
    const [first, second] = write.row.split('|') as [string, string];
    const found =
      write.kind === 'newsletter'
        ? await db.get(
            'SELECT 1 AS x FROM newsletter_subscriptions WHERE email_key = ? AND list_code = ?',
            [first, second],
          )
        : write.kind === 'topic'
          ? await db.get(
              'SELECT 1 AS x FROM topic_subscriptions WHERE client_token = ? AND topic = ?',
              [first, second],
            )
          : await db.get(
              'SELECT 1 AS x FROM quiz_answers WHERE quiz_id = ? AND voter = ? AND question_id = ?',
              [targets.quizId, first, second],
            );
    if (!found) lost.push(write);
  }
  return lost;
}
