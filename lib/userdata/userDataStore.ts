// The user-data port (issue 13): what readers and editors submit: accounts, sessions, newsletter and
// topic subscriptions, quiz answers, tips to the newsroom and the tippjáték's predictions, payments and
// what they add to the minutes counter. One implementation over the store's SqlEngine
// (sqlUserData.ts) runs on the SQLite file and on PostgreSQL; getUserDataStore.ts picks one. Inputs
// from users are checked here with zod (SPEC sections 3 and 5), so every adapter gets clean values.
import { z } from 'zod';
import { MAX_NAME_LENGTH, QUIZ_TOKEN_LENGTH } from '../constants';
import type { DayCounts } from '../rules/minutes';
import { PAYMENT_EVENTS, type PaymentState } from '../rules/payments';

export { MAX_NAME_LENGTH };
export const MAX_TOPIC_LENGTH = 200;
export const MAX_TIP_LENGTH = 10_000;
export const MAX_URL_LENGTH = 2_000;
/** At most this many answers in one quiz submission (more is not a reader). */
export const MAX_QUIZ_ANSWERS = 100;
/** At most this many responses to one question (a rating question rates each of its answers). */
export const MAX_QUIZ_RESPONSES = 50;

const email = z.string().trim().max(320).email();
const name = z.string().trim().max(MAX_NAME_LENGTH);

/** SPEC section 6 and issue 14: what an account may do. */
export const ROLES = ['reader', 'subscriber', 'editor'] as const;
export type Role = (typeof ROLES)[number];

export const newUserSchema = z.object({
  email,
  name: name.min(1),
  /** A hash made by the accounts layer (never the password); null for social sign-in only. */
  passwordHash: z.string().min(1).max(1_000).nullable(),
  role: z.enum(ROLES).default('reader'),
});
export type NewUser = z.input<typeof newUserSchema>;

export interface User {
  id: number;
  email: string;
  name: string;
  passwordHash: string | null;
  role: Role;
  createdAt: number;
}

/** Hashes of secrets (tokens, codes): the secrets themselves are never stored. */
const secretHash = z.string().min(16).max(200);
const userId = z.number().int().positive();
const time = z.number().int().positive();

/** The first step of the two-step login (SPEC section 6): a token, and the code sent by mail. */
export const newLoginChallengeSchema = z.object({
  tokenHash: secretHash,
  userId,
  codeHash: secretHash,
  expiresAt: time,
});
export type NewLoginChallenge = z.infer<typeof newLoginChallengeSchema>;

export interface LoginChallenge extends NewLoginChallenge {
  attempts: number;
  usedAt: number | null;
}

export const newRefreshTokenSchema = z.object({
  tokenHash: secretHash,
  /** All tokens rotated from one login share a family; a reused token revokes the family. */
  family: z.string().min(8).max(100),
  userId,
  expiresAt: time,
});
export type NewRefreshToken = z.infer<typeof newRefreshTokenSchema>;

export type RefreshOutcome =
  | { status: 'ok'; userId: number; family: string }
  /** The token was used before: someone holds a copy. Its whole family is revoked now. */
  | { status: 'reused'; userId: number; family: string }
  | { status: 'invalid' };

export const newSubscriptionSchema = z.object({
  userId,
  product: z.string().trim().min(1).max(200),
  startsAt: time,
  endsAt: time,
});
export type NewSubscription = z.infer<typeof newSubscriptionSchema>;

export interface Subscription extends NewSubscription {
  id: number;
}

/** A payment the payment button started (issue 32); its reference is what the provider echoes back. */
export const newPaymentSchema = z.object({
  reference: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  /** The signed-in reader who started it, or null (the callback's payer email names the account). */
  userId: userId.nullable(),
  amount: z.number().int().positive(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  period: z.enum(['monthly', 'once']),
  /** The product its subscription carries in the CRM answers (SPEC section 7). */
  product: z.string().trim().min(1).max(200),
});
export type NewPayment = z.infer<typeof newPaymentSchema>;

export interface Payment extends NewPayment {
  state: PaymentState;
  /** The CRM subscription it holds, once it succeeded. */
  subscriptionId: number | null;
  createdAt: number;
  updatedAt: number;
}

/** One verified provider callback (issue 32), as the payment service read it. */
export const paymentEventSchema = z.object({
  /** The provider's id of the event: the same id twice is the same event. */
  eventId: z.string().min(1).max(200),
  reference: newPaymentSchema.shape.reference,
  type: z.enum(PAYMENT_EVENTS),
  /** Who paid: the account a payment started anonymously goes to (created if there is none). */
  payerEmail: email,
  payerName: name.default(''),
});
export type PaymentEventInput = z.input<typeof paymentEventSchema>;

export type PaymentEventOutcome =
  /** No payment has this reference: nothing recorded. */
  | { status: 'unknown' }
  /** This event id was recorded before: nothing changes. */
  | { status: 'duplicate'; payment: Payment }
  | {
      status: 'applied';
      payment: Payment;
      /** The state before this event. */
      from: PaymentState;
      /** The reader charged by this event (a success or a renewal), to send the receipt to. */
      charged: { email: string; name: string; subscription: Subscription } | null;
    };

/**
 * What the minutes counter asks of the recorded payments (SPEC section 9): the charges of the
 * edition's currency (two editions may share one store) from `start` to `end` ([start, end), unix
 * ms): a day or a range of days in the edition's time zone (lib/rules/minutes.ts rangeSpanIn).
 */
export const countedPaymentsQuerySchema = z
  .object({
    currency: newPaymentSchema.shape.currency,
    start: z.number().int(),
    end: z.number().int(),
  })
  .refine((span) => span.start < span.end, { message: 'a range must end after it starts' });
export type CountedPaymentsQuery = z.input<typeof countedPaymentsQuerySchema>;

/** SPEC section 7 POST /api/newsletter/subscribe: email, firstName, lastName, listCodes. */
export const newsletterSubscriptionSchema = z.object({
  email,
  firstName: name.default(''),
  lastName: name.default(''),
  listCodes: z.array(z.string().trim().min(1).max(100)).min(1).max(50),
});
export type NewsletterSubscription = z.input<typeof newsletterSubscriptionSchema>;

/**
 * Double opt-in (issue 17): what a sign-up through the site stores besides the subscription when it
 * sends the confirmation mail: the hashes of the mail's two links' tokens.
 */
export const newsletterSignupSchema = z.object({
  confirmHash: secretHash,
  unsubscribeHash: secretHash,
  confirmExpiresAt: time,
  /** No new mail when one went to this address for these lists less than this long ago. */
  resendAfterMs: z.number().int().nonnegative(),
});
export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>;

export type NewsletterStatus = 'pending' | 'confirmed' | 'unsubscribed';

export interface NewsletterListStatus {
  listCode: string;
  status: NewsletterStatus;
}

export type NewsletterTokenPurpose = 'confirm' | 'unsubscribe';

/** A confirm or unsubscribe link's token as stored, with the subscriptions it acts on. */
export interface NewsletterToken {
  purpose: NewsletterTokenPurpose;
  /** The address as the reader typed it. */
  email: string;
  /** Unix ms; null: never (unsubscribe links). */
  expiresAt: number | null;
  usedAt: number | null;
  lists: NewsletterListStatus[];
}

/** What using a link's token did. */
export type NewsletterTokenOutcome =
  | { status: 'done'; email: string; listCodes: string[] }
  /** A confirm link works once (its lists stay confirmed). */
  | { status: 'used' }
  | { status: 'expired' }
  /** No such token, or not for these lists. */
  | { status: 'invalid' };

/** SPEC section 7 /api/subscriptions: clientToken, topic. */
export const topicSubscriptionSchema = z.object({
  clientToken: z.string().trim().min(1).max(500),
  topic: z.string().trim().min(1).max(MAX_TOPIC_LENGTH),
});
export type TopicSubscription = z.infer<typeof topicSubscriptionSchema>;

/** SPEC section 3: answer submission: quizId and a list of answers (questionId, responses). */
export const quizAnswersSchema = z.object({
  // SPEC section 3: the quiz id is a 24-character string (section 5: so is its token).
  quizId: z.string().length(QUIZ_TOKEN_LENGTH),
  /** Who answers: a signed-in user's id or an anonymous voter token. */
  voter: z.string().min(1).max(200),
  answers: z
    .array(
      z.object({
        questionId: z.string().min(1).max(100),
        /**
         * The answers chosen, or rated: a rating (issue 17) names the option the voter gave that
         * answer. One row per answer: a second response naming the same answer replaces the first.
         */
        responses: z
          .array(
            z.object({
              answerId: z.string().min(1).max(100),
              optionId: z.string().min(1).max(100).nullable().default(null),
            }),
          )
          .min(1)
          .max(MAX_QUIZ_RESPONSES),
      }),
    )
    .min(1)
    .max(MAX_QUIZ_ANSWERS),
});
export type QuizAnswersInput = z.input<typeof quizAnswersSchema>;
export type QuizAnswers = z.infer<typeof quizAnswersSchema>;
export type StoredQuizAnswer = QuizAnswers['answers'][number];

/** How many voters chose an answer (and, for a rating, gave it that option). */
export interface AnswerCount {
  questionId: string;
  answerId: string;
  optionId: string | null;
  count: number;
}

/** How many distinct voters answered a question (a rating voter rates several answers). */
export interface QuestionVoters {
  questionId: string;
  voters: number;
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

/** At most this many answers in one tip (a game has at most 20 questions). */
export const MAX_PREDICTION_ANSWERS = 50;

const predictionKey = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

/**
 * A reader's tip in a prediction game (issue 31). The answers are checked against the game by the
 * rules (lib/rules/predictions.ts) before they come here; this checks their shape.
 */
export const newPredictionSchema = z.object({
  game: z.string().regex(/^[a-z0-9-]{1,60}$/),
  /** Who tips: `user:{id}` for a signed-in reader, `anon:{hash of the cookie token}` otherwise. */
  voter: z.string().min(1).max(200),
  /** The random, URL-safe key of the tip's shareable page. */
  key: predictionKey,
  answers: z
    .record(z.string().min(1).max(60), z.union([z.number().finite(), z.string().min(1).max(60)]))
    .refine((answers) => Object.keys(answers).length <= MAX_PREDICTION_ANSWERS, {
      message: `at most ${MAX_PREDICTION_ANSWERS} answers`,
    }),
  /** Shown on the leaderboard only with consent; kept only with consent. */
  displayName: z.string().trim().max(100).default(''),
  consent: z.boolean().default(false),
  /** The game's deadline (unix ms): a tip made then or later is refused, and nothing is stored. */
  closesAt: time,
  /** When the tip was made (unix ms; default: now). Only imports of earlier tips name it. */
  createdAt: time.optional(),
});
export type NewPrediction = z.input<typeof newPredictionSchema>;

export interface Prediction {
  game: string;
  voter: string;
  key: string;
  answers: Record<string, number | string>;
  /** '' without consent. */
  displayName: string;
  consent: boolean;
  createdAt: number;
}

export type PredictionOutcome =
  | { status: 'created'; prediction: Prediction }
  /** The reader had tipped in this game: that tip, unchanged. */
  | { status: 'exists'; prediction: Prediction }
  /** Made at or after the deadline: nothing stored. */
  | { status: 'closed' };

/** What the mail queue holds of a mail (issue 29): the message itself is the mail port's. */
export const newQueuedMailSchema = z.object({
  /** What the mail is, for logs and metrics: e.g. 'login-code'. */
  kind: z.string().regex(/^[a-z-]{1,40}$/),
  /** The message as JSON (lib/mail/mailer.ts mailMessageSchema). */
  message: z.string().min(2).max(200_000),
  /** The mail is of no use from this time on (a login code's expiry): it is dropped, not sent. */
  notAfter: time,
  /** The caller holds it until then (its own first attempt); nobody else sends it before. */
  claimedUntil: time,
});
export type NewQueuedMail = z.infer<typeof newQueuedMailSchema>;

export interface QueuedMail {
  id: number;
  kind: string;
  message: string;
  notAfter: number;
  /** Attempts that failed so far. */
  attempts: number;
}

/** Where a client token's notifications go (issue 32): a browser's Web Push endpoint, or the app. */
export const PUSH_CHANNELS = ['web', 'app'] as const;
export type PushChannel = (typeof PUSH_CHANNELS)[number];

export const pushSubscriptionSchema = z.object({
  clientToken: z.string().trim().min(1).max(500),
  edition: z.string().regex(/^[a-z]{1,40}$/),
  channel: z.enum(PUSH_CHANNELS),
  /** web: the push service's endpoint URL; app: the app's push token, handed to the gateway. */
  endpoint: z.string().min(1).max(MAX_URL_LENGTH),
  /** web only (RFC 8291): the browser's P-256 public key and auth secret, base64url; '' for the app. */
  p256dh: z.string().max(200).default(''),
  auth: z.string().max(100).default(''),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionSchema>;
export type StoredPushSubscription = z.infer<typeof pushSubscriptionSchema>;

/** A follower of some topics who has a push subscription on the edition. */
export interface PushFollower {
  clientToken: string;
  /** When their notifications since the time asked for were queued (unix ms). */
  queuedAt: number[];
}

export const newPushNotificationSchema = z.object({
  clientToken: z.string().min(1).max(500),
  edition: z.string().regex(/^[a-z]{1,40}$/),
  articleId: z.number().int(),
  /** The notification as JSON (lib/push/pushPayload.ts). */
  payload: z.string().min(2).max(4_000),
  notAfter: time,
});
export type NewPushNotification = z.infer<typeof newPushNotificationSchema>;

export interface QueuedPush {
  id: number;
  clientToken: string;
  articleId: number;
  payload: string;
  attempts: number;
  subscription: StoredPushSubscription;
}

export interface UserDataStore {
  /** A new account; an email already taken (in any letter case) is answered, not thrown. */
  createUser(
    input: NewUser,
  ): Promise<{ ok: true; user: User } | { ok: false; reason: 'email-taken' }>;
  findUserByEmail(email: string): Promise<User | null>;
  findUserById(id: number): Promise<User | null>;
  setRole(userId: number, role: Role): Promise<void>;
  createLoginChallenge(input: NewLoginChallenge): Promise<void>;
  findLoginChallenge(tokenHash: string): Promise<LoginChallenge | null>;
  /** Counts a wrong code; answers the attempts so far (the caller locks out after its limit). */
  countWrongCode(tokenHash: string): Promise<number>;
  /** Uses the challenge up: true only once, and only before it expires (at `now`, unix ms). */
  consumeLoginChallenge(tokenHash: string, now: number): Promise<boolean>;
  issueRefreshToken(input: NewRefreshToken): Promise<void>;
  /** Marks a refresh token used (it rotates: the caller issues the next one in the same family). */
  useRefreshToken(tokenHash: string, now: number): Promise<RefreshOutcome>;
  revokeFamily(family: string, now: number): Promise<void>;
  /**
   * One hit on a rate-limit bucket (shared by every instance): the hits in the current window of
   * `windowMs`, which starts anew once it has passed.
   */
  hit(
    bucket: string,
    windowMs: number,
    now: number,
  ): Promise<{ hits: number; windowStart: number }>;
  addSubscription(input: NewSubscription): Promise<Subscription>;
  /** A user's subscriptions, newest end first; finished ones (ended before `now`) only if asked. */
  subscriptions(
    userId: number,
    options: { showFinished: boolean; now: number },
  ): Promise<Subscription[]>;
  /** Records a payment as started (issue 32); a reference used before is refused (thrown). */
  startPayment(input: NewPayment): Promise<Payment>;
  payment(reference: string): Promise<Payment | null>;
  /**
   * Applies one verified callback in one transaction (lib/rules/payments.ts decides): an event id
   * seen before records nothing; a success starts the reader's subscription (on the account of the
   * payer's email, created without a password if there is none, when nobody was signed in), a
   * renewal extends it, a refund ends it.
   */
  applyPaymentEvent(input: PaymentEventInput): Promise<PaymentEventOutcome>;
  /**
   * The minutes counter's share of the recorded payments (SPEC section 9, lib/rules/paymentMinutes.ts):
   * the charges that count (each success and monthly renewal, stamped with the store's clock when it
   * was applied) of the currency's payments that stand succeeded (a refunded payment counts no more),
   * charged within the query's span, as recurring (monthly) and onetime.
   */
  countedPayments(query: CountedPaymentsQuery): Promise<DayCounts>;
  /**
   * Idempotent: subscribing again to a list keeps one subscription and updates the names; a list the
   * address had left is pending again. With `signup` (issue 17) the same transaction claims the
   * confirmation mail: unless one went to this address for these lists within `resendAfterMs`, the
   * links' token hashes are stored and `mailClaimedAt` says the caller sends it now (through the mail
   * queue, which keeps it until it goes).
   */
  subscribeNewsletter(
    input: NewsletterSubscription,
    signup?: NewsletterSignup,
  ): Promise<{ listCodes: string[]; mailClaimedAt: number | null }>;
  /** The lists an address has not left (pending or confirmed), by code. */
  newsletterLists(email: string): Promise<string[]>;
  newsletterStatus(email: string): Promise<NewsletterListStatus[]>;
  findNewsletterToken(tokenHash: string): Promise<NewsletterToken | null>;
  /**
   * Uses a confirm link's token (once, before it expires) on its lists among `listCodes` (this
   * edition's): they become confirmed, also one left in between (the later click wins).
   */
  confirmNewsletter(
    tokenHash: string,
    options: { now: number; listCodes: readonly string[] },
  ): Promise<NewsletterTokenOutcome>;
  /** Ends the subscriptions an unsubscribe link names; idempotent (mail clients repeat the call). */
  unsubscribeNewsletter(
    tokenHash: string,
    options: { now: number; listCodes: readonly string[] },
  ): Promise<NewsletterTokenOutcome>;
  /** Idempotent both ways. */
  addTopic(input: TopicSubscription): Promise<void>;
  removeTopic(input: TopicSubscription): Promise<void>;
  topics(clientToken: string): Promise<string[]>;
  /**
   * A submission replaces the voter's earlier answers to the questions it names (one row per voter,
   * question and answer), in one transaction; the same submission twice leaves the same rows.
   */
  addOrUpdateQuizAnswers(input: QuizAnswersInput): Promise<void>;
  /** The voter's answers, by question id, then answer id. */
  quizAnswers(quizId: string, voter: string): Promise<StoredQuizAnswer[]>;
  /** Rows per question, answer and option (null for a plain choice). */
  answerCounts(quizId: string): Promise<AnswerCount[]>;
  questionVoters(quizId: string): Promise<QuestionVoters[]>;
  /** Stored before anything else happens with it, so a tip is never lost. */
  submitTip(input: TipInput): Promise<{ id: number }>;
  recentTips(limit: number): Promise<Tip[]>;
  /**
   * Stores a tip (issue 31): once per reader and game, before the game's deadline. A second tip of the
   * same reader (also one sent at the same moment) stores nothing and answers the first one.
   */
  submitPrediction(input: NewPrediction): Promise<PredictionOutcome>;
  /** The tip of this share key, or null. */
  predictionByKey(key: string): Promise<Prediction | null>;
  /** The reader's tip in this game, or null. */
  predictionOf(game: string, voter: string): Promise<Prediction | null>;
  /** Every tip of a game, oldest first (the leaderboard scores them all). */
  predictionsOf(game: string): Promise<Prediction[]>;
  /** Stores a mail before its first attempt (issue 29); answers its id. */
  queueMail(input: NewQueuedMail): Promise<number>;
  /**
   * Claims, until `claimedUntil`, up to `limit` mails due at `now` that nobody holds and that are
   * still of use, oldest first; two senders claiming at once never get the same mail.
   */
  claimDueMail(now: number, claimedUntil: number, limit: number): Promise<QueuedMail[]>;
  /** The mail server took it: it leaves the queue. */
  removeMail(id: number): Promise<void>;
  /** The attempt failed: one more counted, released for another attempt at `nextAttemptAt`. */
  retryMail(id: number, nextAttemptAt: number, error: string): Promise<void>;
  /** Removes the mails of no use at `now` (never sent); answers what they were, by kind. */
  dropExpiredMail(now: number): Promise<string[]>;
  /** How many mails wait. */
  queuedMailCount(): Promise<number>;
  /** Stores (or replaces) a client token's push subscription (issue 32). */
  savePushSubscription(input: PushSubscriptionInput): Promise<void>;
  /** Removes it with its notifications not yet sent; true when there was one. */
  removePushSubscription(clientToken: string): Promise<boolean>;
  pushSubscription(clientToken: string): Promise<StoredPushSubscription | null>;
  /** Whether this edition has marked any article notified (none: the notifier's first look). */
  hasNotifiedArticles(edition: string): Promise<boolean>;
  /**
   * Marks articles notified on the edition; answers those marked now (each id is answered to one
   * caller only, also with instances racing), so each article notifies once.
   */
  markArticlesNotified(edition: string, articleIds: number[], now: number): Promise<number[]>;
  /**
   * The client tokens that follow any of `topics` and have a push subscription on the edition, each
   * once, with the times of their notifications queued since `since`.
   */
  pushFollowers(edition: string, topics: string[], since: number): Promise<PushFollower[]>;
  /** Queues notifications, due now; one for a reader and article already queued is left out. */
  queuePush(items: NewPushNotification[]): Promise<number>;
  /**
   * Claims, until `claimedUntil`, up to `limit` unsent notifications due at `now` whose token still
   * has a subscription and that are still of use, oldest first; two senders never get the same one.
   */
  claimDuePush(now: number, claimedUntil: number, limit: number): Promise<QueuedPush[]>;
  /** The push service took it: kept as sent (for the hourly limit), never sent again. */
  markPushSent(id: number, now: number): Promise<void>;
  retryPush(id: number, nextAttemptAt: number, error: string): Promise<void>;
  /**
   * Drops the unsent notifications of no use at `now` and forgets the sent ones queued before
   * `forgetSentBefore`; answers how many unsent were dropped.
   */
  dropExpiredPush(now: number, forgetSentBefore: number): Promise<number>;
  /** How many notifications wait. */
  queuedPushCount(): Promise<number>;
  close(): Promise<void>;
}
