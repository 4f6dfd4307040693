// The user-data port (issue 13): what readers and editors submit: accounts, sessions, newsletter and
// topic subscriptions, quiz answers and tips. One implementation over the store's SqlEngine
// (sqlUserData.ts) runs on the SQLite file and on PostgreSQL; getUserDataStore.ts picks one. Inputs
// from users are checked here with zod (SPEC sections 3 and 5), so every adapter gets clean values.
import { z } from 'zod';

/** SPEC section 5: "Quiz token must be 24 characters"; section 3: quiz id is a 24-character string. */
export const QUIZ_ID_LENGTH = 24;
export const MAX_NAME_LENGTH = 200;
export const MAX_TOPIC_LENGTH = 200;
export const MAX_TIP_LENGTH = 10_000;
export const MAX_URL_LENGTH = 2_000;
/** At most this many answers in one quiz submission (more is not a reader). */
export const MAX_QUIZ_ANSWERS = 100;

const email = z.string().trim().max(320).email();
const name = z.string().trim().max(MAX_NAME_LENGTH);

export const newUserSchema = z.object({
  email,
  name: name.min(1),
  /** A hash made by the accounts layer (never the password). */
  passwordHash: z.string().min(1).max(1_000).nullable(),
});
export type NewUser = z.infer<typeof newUserSchema>;

export interface User {
  id: number;
  email: string;
  name: string;
  passwordHash: string | null;
  createdAt: number;
}

export const newSessionSchema = z.object({
  userId: z.number().int().positive(),
  /** Hashes of the access and refresh tokens (the tokens themselves are never stored). */
  tokenHash: z.string().min(16).max(200),
  refreshHash: z.string().min(16).max(200),
  expiresAt: z.number().int().positive(),
});
export type NewSession = z.infer<typeof newSessionSchema>;

export interface Session extends NewSession {
  createdAt: number;
}

/** SPEC section 7 POST /api/newsletter/subscribe: email, firstName, lastName, listCodes. */
export const newsletterSubscriptionSchema = z.object({
  email,
  firstName: name.default(''),
  lastName: name.default(''),
  listCodes: z.array(z.string().trim().min(1).max(100)).min(1).max(50),
});
export type NewsletterSubscription = z.input<typeof newsletterSubscriptionSchema>;

/** SPEC section 7 /api/subscriptions: clientToken, topic. */
export const topicSubscriptionSchema = z.object({
  clientToken: z.string().trim().min(1).max(500),
  topic: z.string().trim().min(1).max(MAX_TOPIC_LENGTH),
});
export type TopicSubscription = z.infer<typeof topicSubscriptionSchema>;

/** SPEC section 3: answer submission: quizId and a list of answers (questionId, responses). */
export const quizAnswersSchema = z.object({
  quizId: z.string().length(QUIZ_ID_LENGTH),
  /** Who answers: a signed-in user's id or an anonymous voter token. */
  voter: z.string().min(1).max(200),
  answers: z
    .array(
      z.object({
        questionId: z.string().min(1).max(100),
        answerIds: z.array(z.string().min(1).max(100)).min(1).max(50),
      }),
    )
    .min(1)
    .max(MAX_QUIZ_ANSWERS),
});
export type QuizAnswers = z.infer<typeof quizAnswersSchema>;

export interface AnswerCount {
  questionId: string;
  answerId: string;
  count: number;
}

export const tipSchema = z.object({
  text: z.string().trim().min(1).max(MAX_TIP_LENGTH),
  contact: z.string().trim().max(500).default(''),
  pageUrl: z.string().trim().max(MAX_URL_LENGTH).default(''),
});
export type TipInput = z.input<typeof tipSchema>;

export interface Tip {
  id: number;
  text: string;
  contact: string;
  pageUrl: string;
  createdAt: number;
}

export interface UserDataStore {
  /** A new account; an email already taken (in any letter case) is answered, not thrown. */
  createUser(
    input: NewUser,
  ): Promise<{ ok: true; user: User } | { ok: false; reason: 'email-taken' }>;
  findUserByEmail(email: string): Promise<User | null>;
  createSession(input: NewSession): Promise<Session>;
  /** The session of a token hash, unless it expired (at `now`, unix ms) or was revoked. */
  findSession(tokenHash: string, now: number): Promise<Session | null>;
  revokeSession(tokenHash: string): Promise<void>;
  /** Idempotent: subscribing again to a list keeps one subscription and updates the names. */
  subscribeNewsletter(input: NewsletterSubscription): Promise<{ listCodes: string[] }>;
  newsletterLists(email: string): Promise<string[]>;
  /** Idempotent both ways. */
  addTopic(input: TopicSubscription): Promise<void>;
  removeTopic(input: TopicSubscription): Promise<void>;
  topics(clientToken: string): Promise<string[]>;
  /** One answer per voter and question: a new submission replaces the voter's earlier answers. */
  addOrUpdateQuizAnswers(input: QuizAnswers): Promise<void>;
  quizAnswers(quizId: string, voter: string): Promise<QuizAnswers['answers']>;
  answerCounts(quizId: string): Promise<AnswerCount[]>;
  /** Stored before anything else happens with it, so a tip is never lost. */
  submitTip(input: TipInput): Promise<{ id: number }>;
  recentTips(limit: number): Promise<Tip[]>;
  close(): Promise<void>;
}
