// Issue 17's integrity check: 1,000 concurrent mixed submissions (quiz answers, newsletter sign-ups,
// topic follows and, since issue 31, tippjáték tips) sent over real HTTP to a running site, then the
// user-data store read directly to find exactly the rows those submissions mean: none lost, none
// doubled. Senders repeat their submission word for word, so idempotency is under load too; a tip is
// taken once per reader (the repeats answer 409 with the first tip's key), and every tip the site
// accepted must be readable by its key afterwards. Used by tests/e2e/integrity.spec.ts
// (one instance on the SQLite file) and scripts/test-scale.ts (two instances behind nginx on
// PostgreSQL). The site must allow this many submissions per address (SUBMISSIONS_PER_ADDRESS).
import fs from 'node:fs';
import path from 'node:path';
import { editionNewsletters } from '@/editions/newsletterLists';
import { anonymousVoterKey } from '@/lib/predictions/predictionVoter';
import { refreshTokenHash } from '@/lib/accounts/accountService';
import { COOKIES } from '@/lib/accounts/cookies';
import { predictionGameSchema } from '@/lib/schemas/predictionGame';
import type { SqlEngine } from '@/lib/store/sqlEngine';

/** The main edition's open reader poll (data/quizzes.json). */
const MAIN_POLL = '6561a0c0e4b0a1b2c3d4e5f1';
/** The tippjáték's game open until election day 2028 (data/predictions/usa-2028.json). */
const OPEN_PREDICTION_GAME = 'usa-2028';

export interface LoadTargets {
  /** A quiz the site serves, one of its open 'single' questions and that question's answers. */
  quizId: string;
  questionId: string;
  answerIds: readonly string[];
  /** Topics the site lets readers follow. */
  topics: readonly string[];
  /** Newsletter list codes of the site's edition. */
  listCodes: readonly string[];
  /** A tippjáték game that takes tips, and a valid tip of it (JSON answers by question id). */
  predictionGame: string;
  predictionAnswers: Record<string, number | string>;
}

/** A valid tip of a game: the lowest count, a small share, the first option. */
function validAnswers(slug: string): Record<string, number | string> {
  const game = predictionGameSchema.parse(
    JSON.parse(fs.readFileSync(path.join('data', 'predictions', `${slug}.json`), 'utf8')),
  );
  return Object.fromEntries(
    game.questions.map((question) => [
      question.id,
      question.kind === 'share'
        ? 10
        : question.kind === 'count'
          ? question.min
          : question.options[0]!.id,
    ]),
  );
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
    predictionGame: OPEN_PREDICTION_GAME,
    predictionAnswers: validAnswers(OPEN_PREDICTION_GAME),
  };
}

/**
 * An anonymous reader's tippjáték cookie token (43 URL-safe characters, as the site mints them) named
 * after `label`, and the cookie header that sends it.
 */
function predictionToken(label: string): { token: string; cookie: string } {
  const token = `t${label.replace(/[^A-Za-z0-9]/g, '')}`.padEnd(43, '_').slice(0, 43);
  return { token, cookie: `${COOKIES.prediction}=${token}` };
}

export interface LoadOutcome {
  sent: number;
  /** Answers by HTTP status. */
  statuses: Record<number, number>;
  /**
   * Answers no submission of their kind should get, by kind and status ('quiz 500'): anything but
   * 2xx, and for tips anything but 201 (the reader's first) and 409 (a repeat).
   */
  unexpected: Record<string, number>;
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
  predictions: number;
}

const TOTAL = 1000;
/** Distinct senders of each kind: with 1,000 submissions each one submits several times. */
const VOTERS = 60;
const READERS = 150;
const DEVICES = 120;
const PREDICTORS = 80;

type Submission = {
  kind: 'quiz' | 'newsletter' | 'topic' | 'prediction';
  path: string;
  init: RequestInit;
  /** A tip's reader (their voter key in the store). */
  voter?: string;
};

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
  const predictionVoters = new Set<string>();
  const sent = { quiz: 0, newsletter: 0, topic: 0, prediction: 0 };
  for (let i = 0; i < TOTAL; i++) {
    // Each sender always sends the same thing, so a repeat is word for word the same request.
    if (i % 4 === 3) {
      const reader = sent.prediction++ % PREDICTORS;
      const { token, cookie } = predictionToken(`integrity${runId}tip${reader}`);
      const voter = anonymousVoterKey(token);
      predictionVoters.add(voter);
      submissions.push({
        kind: 'prediction',
        path: `/api/predictions/${targets.predictionGame}`,
        init: json({ answers: targets.predictionAnswers }, { cookie }),
        voter,
      });
    } else if (i % 3 === 0) {
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
  return { submissions, newsletterRows, topicRows, quizVoters, predictionVoters };
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
  const { submissions, newsletterRows, topicRows, quizVoters, predictionVoters } = plan(
    runId,
    targets,
    tokens,
  );

  const statuses: Record<number, number> = {};
  const unexpected: Record<string, number> = {};
  /** The keys the site answered for each tip's reader: 201s (accepted) and 409s (repeats). */
  const accepted = new Map<string, string[]>();
  const repeated = new Map<string, string[]>();
  await Promise.all(
    submissions.map(async ({ kind, path: route, init, voter }) => {
      const answer = await fetch(baseUrl + route, init).catch(() => null);
      const status = answer?.status ?? 0;
      statuses[status] = (statuses[status] ?? 0) + 1;
      const expected =
        kind === 'prediction' ? status === 201 || status === 409 : /^2/.test(String(status));
      if (!expected) unexpected[`${kind} ${status}`] = (unexpected[`${kind} ${status}`] ?? 0) + 1;
      if (kind === 'prediction' && voter && (status === 201 || status === 409)) {
        const body = (await answer!.json().catch(() => ({}))) as {
          data?: { key?: string };
          key?: string;
        };
        const key = (status === 201 ? body.data?.key : body.key) ?? '';
        const into = status === 201 ? accepted : repeated;
        into.set(voter, [...(into.get(voter) ?? []), key]);
        return;
      }
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
    predictions: await db.all<{ voter: string; share_key: string }>(
      `SELECT voter, share_key FROM predictions WHERE game = ? AND voter IN (${[...predictionVoters]
        .map(() => '?')
        .join(', ')})`,
      [targets.predictionGame, ...predictionVoters],
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
  compare(
    'prediction',
    predictionVoters,
    stored.predictions.map((row) => row.voter),
  );
  // Exactly one tip accepted per reader; its repeats name that tip; it is the one stored, and its
  // page answers with what was sent.
  for (const voter of predictionVoters) {
    const keys = accepted.get(voter) ?? [];
    const storedKey = stored.predictions.find((row) => row.voter === voter)?.share_key;
    if (keys.length !== 1) problems.push(`prediction: ${voter} accepted ${keys.length} times`);
    if (keys[0] && keys[0] !== storedKey)
      problems.push(`prediction: ${voter} accepted ${keys[0]}, stored ${storedKey}`);
    for (const key of repeated.get(voter) ?? []) {
      if (key !== storedKey)
        problems.push(`prediction: a repeat of ${voter} named ${key}, not ${storedKey}`);
    }
  }
  const acceptedKeys = [...accepted.values()].flat();
  for (let i = 0; i < acceptedKeys.length; i += 10) {
    await Promise.all(
      acceptedKeys.slice(i, i + 10).map(async (key) => {
        const answer = await fetch(
          `${baseUrl}/api/predictions/${targets.predictionGame}/${key}`,
        ).catch(() => null);
        const body = (await answer?.json().catch(() => null)) as {
          data?: { answers?: unknown };
        } | null;
        if (answer?.status !== 200)
          problems.push(`prediction: ${key} answers ${answer?.status ?? 'nothing'}`);
        else if (
          JSON.stringify(body?.data?.answers) !== JSON.stringify(targets.predictionAnswers)
        ) {
          problems.push(`prediction: ${key} does not show what was sent`);
        }
      }),
    );
  }

  return {
    sent: submissions.length,
    statuses,
    unexpected,
    expected: {
      newsletter: newsletterRows.size,
      topics: topicRows.size,
      quiz: quizVoters.size,
      predictions: predictionVoters.size,
    },
    found: {
      newsletter: stored.newsletter.length,
      topics: stored.topics.length,
      quiz: stored.quiz.length,
      predictions: stored.predictions.length,
    },
    problems: problems.slice(0, 20),
  };
}

/** A write a site answered 2xx, and the row it means in the user-data store. */
export interface AcknowledgedWrite {
  kind: 'newsletter' | 'topic' | 'quiz' | 'prediction' | 'account' | 'session';
  /**
   * newsletter: email|list code; topic: client token|topic; quiz: voter|question id; prediction:
   * voter key|share key; account: email; session: email|refresh token hash (as the store keeps it).
   */
  row: string;
}

/** A reader with an account (email and password) who has not signed in yet. */
export interface SigningInReader {
  email: string;
  password: string;
}

/** What a sign-in with a mailed login code needs (SPEC section 6: password, then the code). */
export interface LoginCodeMail {
  /** The HTTP address of the mail sink the site sends its codes to (scripts/dev/mailSink.ts). */
  mailbox: string;
  /** The next reader to sign in, each once; undefined when none is left. */
  nextReader: () => SigningInReader | undefined;
  /** The site's AUTH_SECRET and edition: the store keeps a session as its refresh token's hash. */
  secret: Uint8Array;
  audience: string;
}

/**
 * How long a sign-in waits for its code in the mail sink (the site sends it before it answers). Real
 * time: the sink is another process; the wait ends once the mail is there.
 */
const CODE_MAIL_TIMEOUT_MS = 30_000;

/** The 6-digit code of the newest login-code mail to `email` in the sink, or null. */
async function mailedCode(mailbox: string, email: string): Promise<string | null> {
  const deadline = Date.now() + CODE_MAIL_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const answer = await fetch(`${mailbox}/messages?to=${encodeURIComponent(email)}`).catch(
      () => null,
    );
    const mails = ((await answer?.json().catch(() => null)) ?? []) as Array<{ text: string }>;
    const code = mails.length ? /\b(\d{6})\b/.exec(mails.at(-1)!.text)?.[1] : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return null;
}

/**
 * A reader signing in with a mailed login code through `baseUrl` (POST /api/login, the code from the
 * mail sink, POST /api/login/otp/verify): when the site answered the code 2xx, the account and the
 * session it answered.
 */
async function signInWithMailedCode(
  baseUrl: string,
  login: LoginCodeMail,
): Promise<AcknowledgedWrite[]> {
  const reader = login.nextReader();
  if (!reader) return [];
  const first = await fetch(baseUrl + '/api/login', json(reader)).catch(() => null);
  const { firstStepToken } = ((await first?.json().catch(() => null)) ?? {}) as {
    firstStepToken?: string;
  };
  if (!first?.ok || !firstStepToken) return [];
  const code = await mailedCode(login.mailbox, reader.email);
  if (!code) return [];
  const second = await fetch(
    baseUrl + '/api/login/otp/verify',
    json({ code }, { authorization: `Bearer ${firstStepToken}` }),
  ).catch(() => null);
  const session = ((await second?.json().catch(() => null)) ?? {}) as { refreshToken?: string };
  if (!second?.ok || !session.refreshToken) return [];
  return [
    { kind: 'account', row: reader.email },
    {
      kind: 'session',
      row: `${reader.email}|${refreshTokenHash(login.secret, login.audience, session.refreshToken)}`,
    },
  ];
}

/**
 * Issue 29: one write of each kind readers send (a quiz answer, a newsletter sign-up, a topic follow,
 * a tippjáték tip and, given `login`, a sign-in with a mailed login code), named after `label`,
 * through `baseUrl`; answers those the site answered 2xx. A fault may refuse one (a 503 is honest);
 * what was answered 2xx must be stored, whatever happens next (lostWrites).
 */
export async function writeEachKind(
  baseUrl: string,
  targets: LoadTargets,
  label: string,
  login?: LoginCodeMail,
): Promise<AcknowledgedWrite[]> {
  const acknowledged: AcknowledgedWrite[] = [];
  const send = async (write: AcknowledgedWrite, route: string, init: RequestInit) => {
    const answer = await fetch(baseUrl + route, init).catch(() => null);
    await answer?.arrayBuffer().catch(() => undefined);
    if (answer?.ok) acknowledged.push(write);
  };
  const tip = predictionToken(`ledger${label}`);
  const email = `ledger-${label}@example.hu`;
  const clientToken = `ledger${label}device`;
  const listCode = targets.listCodes[0]!;
  const topic = targets.topics[0]!;
  await Promise.all([
    login && signInWithMailedCode(baseUrl, login).then((written) => acknowledged.push(...written)),
    send({ kind: 'newsletter', row: `${email}|${listCode}` }, '/api/newsletter/subscribe', {
      ...json({ email, firstName: 'Napló', lastName: 'Olvasó', listCodes: [listCode] }),
    }),
    send({ kind: 'topic', row: `${clientToken}|${topic}` }, '/api/subscriptions', {
      ...json({ clientToken, topic }),
    }),
    (async () => {
      const answer = await fetch(
        `${baseUrl}/api/predictions/${targets.predictionGame}`,
        json({ answers: targets.predictionAnswers }, { cookie: tip.cookie }),
      ).catch(() => null);
      const body = (await answer?.json().catch(() => null)) as { data?: { key?: string } } | null;
      if (answer?.ok && body?.data?.key) {
        acknowledged.push({
          kind: 'prediction',
          row: `${anonymousVoterKey(tip.token)}|${body.data.key}`,
        });
      }
    })(),
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
  /** Each kind's row as a query and its parameters, from the row's two parts. */
  const rowQuery: Record<
    AcknowledgedWrite['kind'],
    (first: string, second: string) => [string, unknown[]]
  > = {
    newsletter: (email, listCode) => [
      'SELECT 1 AS x FROM newsletter_subscriptions WHERE email_key = ? AND list_code = ?',
      [email, listCode],
    ],
    topic: (clientToken, topic) => [
      'SELECT 1 AS x FROM topic_subscriptions WHERE client_token = ? AND topic = ?',
      [clientToken, topic],
    ],
    prediction: (voter, shareKey) => [
      'SELECT 1 AS x FROM predictions WHERE game = ? AND voter = ? AND share_key = ?',
      [targets.predictionGame, voter, shareKey],
    ],
    quiz: (voter, questionId) => [
      'SELECT 1 AS x FROM quiz_answers WHERE quiz_id = ? AND voter = ? AND question_id = ?',
      [targets.quizId, voter, questionId],
    ],
    account: (email) => ['SELECT 1 AS x FROM users WHERE email_key = ?', [email]],
    // The session the reader was answered, not revoked since.
    session: (email, tokenHash) => [
      `SELECT 1 AS x FROM refresh_tokens JOIN users ON users.id = refresh_tokens.user_id
       WHERE users.email_key = ? AND refresh_tokens.token_hash = ?
         AND refresh_tokens.revoked_at IS NULL`,
      [email, tokenHash],
    ],
  };
  const lost: AcknowledgedWrite[] = [];
  for (const write of writes) {
    const [first, second = ''] = write.row.split('|') as [string, string?];
    if (!(await db.get(...rowQuery[write.kind](first, second)))) lost.push(write);
  }
  return lost;
}
