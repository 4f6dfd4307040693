// Business constants and limits of SPEC section 9, named, in one place.

export const LIST_PAGE_SIZE = 10;
/**
 * SPEC section 9 "some lists 5": the lists asked for with `limit` (lib/rules/paging.ts parseListSize)
 * and the sidebar boxes of a list page ('Túra hírek' on /rovat/szepkilatas).
 */
export const SHORT_LIST_PAGE_SIZE = 5;
export const SEARCH_PAGE_SIZE = 10;
export const TYPEAHEAD_LIMIT = 5;
export const LATEST_ARTICLES_DEFAULT = 6;
export const LATEST_EPISODES_DEFAULT = 4;
export const SUB_ARTICLE_PAGE_SIZE = 30;
export const LIVEBLOG_CHILDREN_AFTER_PINNED = 4;
/** Largest perPage the public API accepts; larger values are clamped. */
export const MAX_PER_PAGE = 100;

export const TITLE_MAX_LIST = 100;
export const LEAD_MAX_LIST = 200;
export const COVER_TITLE_LIMITS = [60, 70, 80, 90] as const;

export const QUIZ_PERCENT_DECIMALS = 1;
export const QUIZ_TOKEN_LENGTH = 24;
/**
 * SPEC section 7: "quiz id cookie about 1 year": the reader's voter token, which the page's script
 * sends to the quiz service as its bearer token (so not HttpOnly).
 */
export const QUIZ_TOKEN_COOKIE = 'quizToken';
export const QUIZ_TOKEN_COOKIE_DAYS = 365;
/**
 * The quiz service (issue 17). Ours, not the SPEC's: a submission is a few hundred bytes; the SDL's
 * deepest path (quiz, questions, answers, a field) is 4 deep; a query costs one per field, a list
 * field its items' cost times the weight (lib/quiz/queryLimits.ts): the UI's whole poll costs about
 * 400, so two of them fit in one request and a wall of aliases does not.
 */
export const QUIZ_MAX_BODY_BYTES = 64 * 1024;
export const QUIZ_MAX_QUERY_DEPTH = 8;
export const QUIZ_MAX_QUERY_COST = 1_000;
export const QUIZ_QUERY_LIST_WEIGHT = 5;
/** The site waits this long for a quiz service of its own (QUIZ_SERVICE_URL). */
export const QUIZ_SERVICE_TIMEOUT_MS = 5_000;
export const FACEBOOK_INTERACTION_THRESHOLDS = { high: 300, medium: 100 } as const;

export const CHUNK_RELOAD_TTL_MS = 10_000;
export const PREFETCH_CONCURRENCY = 4;

export const SHARED_DATA_REFRESH_MS = 15_000;
export const LIVE_ARTICLE_POLL_MS = 15_000;
export const RELATIVE_DATE_REFRESH_MS = 15_000;
export const VISIBILITY_REARM_MS = 30_000;
export const MATCH_REFRESH_MS = 15_000;
export const F1_REFRESH_MS = 15_000;
export const QUIZ_POLL_MS = 15_000;
/** An election page follows a running count this often (issue 31; stops once the count is final). */
export const ELECTION_POLL_MS = 15_000;
/** Route changes and progress calls shorter than this show no progress bar (no flash when fast). */
export const PROGRESS_BAR_DELAY_MS = 250;

export const AD_LAZY_MARGIN_MAX_PX = 300;
export const AD_DELAY_MS = 2_000;
export const AD_DESKTOP_MIN_WIDTH = 768;
/**
 * Content ads (issue 18; SPEC section 9 numbers them, gives no spacing): a body without placeholders
 * placed by the editor gets one after every 4th paragraph, at most 3.
 */
export const CONTENT_AD_PARAGRAPH_INTERVAL = 4;
export const CONTENT_AD_MAX = 3;
export const IMAGE_BREAKPOINTS = { xs: 375, s: 500, m: 768, l: 1200 } as const;
export const IMAGE_SRCSET_DENSITIES = [2, 3, 4, 1.25] as const;

/**
 * The image service (lib/images/server): what a source may be, what a conversion may take, and how
 * much disk the made variants may fill (IMAGE_CACHE_MAX_BYTES overrides the last one).
 */
export const IMAGE_SOURCE_MAX_BYTES = 25 * 1024 * 1024;
/** 50 megapixels: any camera's photo; a decompression bomb claims far more. */
export const IMAGE_SOURCE_MAX_PIXELS = 50_000_000;
/** An original is kept (and its unsized URL served) at most this long on its long side. */
export const IMAGE_ORIGINAL_MAX_SIDE = 2400;
export const IMAGE_CONVERSION_TIMEOUT_SECONDS = 30;
export const IMAGE_CONVERSIONS_AT_ONCE = 2;
export const IMAGE_CONVERSIONS_WAITING_MAX = 64;
export const IMAGE_VARIANT_CACHE_MAX_BYTES = 2 * 1024 * 1024 * 1024;
/** Encoder settings: the quality each format needs to look like the JPEG at 80 (libvips' scales). */
export const IMAGE_QUALITY = { avif: 50, webp: 75, jpeg: 80 } as const;
/** AVIF's encoder effort (0-9): 4 is libvips' default and several times slower for 2-3 % fewer bytes. */
export const IMAGE_AVIF_EFFORT = 2;
/** The blurred preview stored with a photo, shown until it arrives: this many pixels wide. */
export const IMAGE_PREVIEW_WIDTH = 16;

export const SCROLL_THROTTLE_MS = 10;
export const SCROLL_THROTTLE_DEFAULT_MS = 300;
export const SCROLL_DELTA_PX = 50;
export const SCROLL_HEADLINE_PX = 80;
export const SCROLL_TOP_PX = 30;
export const SCROLL_HERO_TOP_PX = 80;
export const SCROLL_HALF_HERO_OFFSET_PX = 70;
export const SCROLL_DESKTOP_BREAKPOINT_PX = 900;
export const SMOOTH_SCROLL_MS = 1_000;
export const SMOOTH_SCROLL_OFFSET_PX = -200;

export const CAMPAIGN_RETRY_MS = 1_000;
/**
 * Build detection (issue 18; SPEC section 4 gives no interval): a page asks for the latest build id
 * once after it loaded and then this often while visible (usePoll also asks when the tab comes back
 * after more than 30 s).
 */
export const BUILD_CHECK_INTERVAL_MS = 5 * 60 * 1000;
/**
 * Work readers do not need for the first paint (the ad slots, the client runtime, the pip) starts
 * after the load event at the first idle moment, or after this long at the latest (lib/client/afterLoad.ts).
 */
export const AFTER_LOAD_IDLE_TIMEOUT_MS = 2_000;
export const VIDEO_API_POLL_MS = 100;
/**
 * Video and picture-in-picture (issue 18): an autoplay not reported playing after this long counts as
 * blocked by the browser (only logged, SPEC section 8); the pip box's leaving animation.
 */
export const VIDEO_AUTOPLAY_CHECK_MS = 4_000;
export const PIP_FINISHING_MS = 300;

export const LIVE_BADGE_REFRESH_WINDOW_MIN = 10;
export const RELATIVE_MINUTES_WINDOW = 60;

export const RECOMMENDER_CAPS = {
  special: 4,
  breaking: 6,
  important: 4,
  newest: 4,
  favorite: 6,
  prMin: 2,
  prMax: 4,
} as const;
export const RECOMMENDER_VERSIONS = 20;
export const AUTO_BLOCK_VERSIONS = 4;
/** Front page blocks at this position are breaking blocks (SPEC section 3). */
export const BREAKING_BLOCK_POSITION = 1000;

export const AUTOCOMPLETE_MIN_LENGTH = 1;
export const SEARCH_TAG_SEPARATOR = ';';
export const SEARCH_TAG_DELETE_MARK_MS = 1_000;
/** The search suggestions close this long after the field loses focus: a click on one lands first. */
export const SEARCH_SUGGESTIONS_CLOSE_MS = 150;

export const MINUTES_REFRESH_MS = 60_000;
export const MINUTES_DEFAULT_TOTAL_HOURS = 300_000;
export const MINUTES_DEFAULT_START_DATE = '2025-03-28';
export const MINUTES_RECURRING_FACTOR = 10;

export const NEWSLETTER_PROMO_COOKIE_DAYS = { permanent: 730, frontPage: 1, article: 2 } as const;
// Newsletter sign-ups with double opt-in (issue 17). The SPEC gives no numbers here: these are ours.
/** A confirmation link works this long; a later sign-up sends a new one. */
export const NEWSLETTER_CONFIRM_TTL_MS = 3 * 24 * 60 * 60 * 1000;
/**
 * A repeated sign-up sends the confirmation mail again (the first may be lost), but not to the same
 * address and lists more often than this: the form cannot be used to flood someone's mailbox.
 */
export const NEWSLETTER_CONFIRM_RESEND_MS = 60 * 1000;
/** The most list codes one sign-up may name (an edition has a handful). */
export const NEWSLETTER_MAX_LIST_CODES = 20;

// The mail queue (issue 29): a login code or a confirmation mail the mail server did not take waits in
// the user-data store and is tried again, ever less often, until it is of no use.
/** The first retry comes this long after a failed attempt; each next one waits twice as long. */
export const MAIL_RETRY_FIRST_MS = 15 * 1000;
/** ... but never longer than this. */
export const MAIL_RETRY_MAX_MS = 5 * 60 * 1000;
/** How often each instance looks for queued mails that are due. */
export const MAIL_QUEUE_TICK_MS = 5 * 1000;
/** A sender holds a mail this long (longer than an SMTP attempt may take), so no other sends it too. */
export const MAIL_CLAIM_MS = 60 * 1000;
/** Mails one look sends at most. */
export const MAIL_QUEUE_BATCH = 20;
export const MUSIC_EMBED_HEIGHTS = { default: 155, episode: 233, compact: 80, after: 400 } as const;

/** Article canonical paths carry the date in this zone (issue: URL layer). */
export const CANONICAL_TIME_ZONE = 'Europe/Budapest';

// Accounts and preview (issue 14; SPEC sections 4, 6 and 7). The SPEC gives no numbers here: these
// are ours, chosen for a newsroom's editors and subscribers.
/** An access token (JWT) lives this long; the client refreshes it silently (SPEC section 4). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** A refresh token lives this long unless it is rotated, reused (family revoked) or logged out. */
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/** The one-time login code (SPEC section 6): digits, valid this long, used once. */
export const LOGIN_CODE_DIGITS = 6;
export const LOGIN_CODE_TTL_MS = 10 * 60 * 1000;
/** After this many wrong codes the first-step token is locked: the reader signs in again. */
export const LOGIN_CODE_MAX_WRONG = 5;
/** Login and code attempts per account and per address within one window (429 with Retry-After). */
export const LOGIN_RATE_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_ATTEMPTS_PER_ACCOUNT = 10;
export const LOGIN_ATTEMPTS_PER_ADDRESS = 60;
/** The path kept for after the login (SPEC section 4) and the social sign-in state live this long. */
export const KEPT_PATH_TTL_SECONDS = 15 * 60;
export const OIDC_FLOW_TTL_SECONDS = 10 * 60;
/** A CRM token (POST /api/v2/user/token) lives this long. */
export const CRM_TOKEN_TTL_SECONDS = 5 * 60;
/**
 * What readers submit (quiz answers, newsletter sign-ups, topic follows; issue 17): at most this many
 * per address within one window, then 429 with Retry-After. SUBMISSIONS_PER_ADDRESS overrides it.
 */
/** The longest name the user data store keeps (an account's name from a social sign-in too). */
export const MAX_NAME_LENGTH = 200;
/** The longest first or last name the newsletter sign-up takes (lib/rules/personalName.ts, issue 28). */
export const MAX_PERSONAL_NAME_LENGTH = 80;
export const SUBMISSION_RATE_WINDOW_MS = 10 * 60 * 1000;
export const SUBMISSIONS_PER_ADDRESS = 120;

/** SPEC section 9: "Supplement football league 4, season 2024, start 2024-06-14" (also the football
 * page's default league, in the country api-sports files it under). */
/** Hungary's IOC code: its line is marked in an Olympic medal table, its medals counted. */
export const HUNGARY_NOC = 'HUN';

export const SUPPLEMENT_FOOTBALL = {
  country: 'World',
  league: 4,
  season: 2024,
  start: '2024-06-14',
} as const;

/**
 * SPEC section 9 "Cover pulls": what the sub-brand covers pull (/api/search?for= groups) and how many of
 * a pull they show. after is the first sub-brand, g7 the second.
 */
export const AFTER_COVER_PULLS = {
  recommendations: 3,
  cards: 8,
  articles: 5,
  podcasts: 5,
} as const;
export const G7_COVER_PULLS = {
  publicAffairs: 1,
  cards: 8,
  data: 1,
  money: 1,
  articles: 5,
  articlesShown: 3,
  podcasts: 5,
  podcastsShown: 3,
  partner: 2,
} as const;

/**
 * Exchange rates (/arfolyam, /api/exchange; issue 16): the chart ranges in days, the defaults, the
 * longest history the API gives (old clients send a number of days) and the history data/exchange.json
 * holds (a year plus the day before, so the year's first point has a change too).
 */
export const EXCHANGE_RANGE_DAYS = { week: 7, month: 30, year: 365 } as const;
export const EXCHANGE_DEFAULT_RANGE = 'month' as const;
export const EXCHANGE_DEFAULT_CURRENCY = 'EUR';
export const EXCHANGE_MAX_DAYS = 365;
export const EXCHANGE_HISTORY_DAYS = 366;
/** A document shows a table of contents from this many second-level headings on (issue 16). */
export const DOC_TOC_MIN_HEADINGS = 3;

/**
 * Podcasts and the global player (issue 16). The front page's latest-episodes block shows
 * LATEST_EPISODES_DEFAULT (SPEC section 9); the index shows each podcast's newest few; the player's
 * arrow keys and the media session's skip buttons move by these seconds.
 */
export const PODCAST_INDEX_LATEST = 3;
/**
 * An election supplement's 'Műsorok' tab (SPEC section 2) shows at most this many of the newest
 * episodes and of the newest videos, on one page (ours, not the SPEC's).
 */
export const SUPPLEMENT_SHOWS_LIMIT = 12;
export const PLAYER_SEEK_STEP_SECONDS = 5;
export const PLAYER_SKIP_SECONDS = 15;
/** Demo audio (scripts/content/demoAudio.ts): mono MP3 at this sample rate and bitrate. */
export const DEMO_AUDIO_SAMPLE_RATE = 16000;
export const DEMO_AUDIO_KBPS = 16;

/**
 * The support campaign (/tamogatas, issue 16): amount choices, the smallest and largest amount the form
 * accepts and the preselected one, per edition currency (the edition config names the currency, so
 * no component hard-codes one). Ours, not the SPEC's; the minimums are those of the support FAQ
 * (data/docs/tamogatas-gyik.md: from 1000 forints, 10 lei).
 */
export const SUPPORT_AMOUNTS = {
  HUF: { presets: [2_000, 5_000, 10_000, 20_000], min: 1_000, max: 1_000_000, default: 5_000 },
  RON: { presets: [25, 50, 100, 200], min: 10, max: 20_000, default: 50 },
} as const satisfies Record<
  'HUF' | 'RON',
  { presets: readonly number[]; min: number; max: number; default: number }
>;
/** The longest amount text the form reads (digits, spaces, a sign); longer input is an error. */
export const SUPPORT_AMOUNT_MAX_LENGTH = 20;

/**
 * Recorded payments (issue 32). A signed payment callback is accepted only while its timestamp is
 * within PAYMENT_CALLBACK_TOLERANCE_MS of our clock, either way (older ones are replays). A monthly
 * payment covers PAYMENT_MONTHLY_MONTHS, and every renewal as much again from the current end; a
 * one-time donation covers PAYMENT_ONCE_MONTHS (ours: a year of supporter status, like the demo
 * seed's yearly membership). The result pages poll the payment's state every
 * PAYMENT_POLL_MS until it settles; the receipt mail is of use for PAYMENT_RECEIPT_TTL_MS. The demo
 * provider sends a "late" callback after DEMO_PAYMENT_LATE_MS.
 */
export const PAYMENT_CALLBACK_TOLERANCE_MS = 5 * 60 * 1000;
export const PAYMENT_MONTHLY_MONTHS = 1;
export const PAYMENT_ONCE_MONTHS = 12;
export const PAYMENT_POLL_MS = 2 * 1000;
export const PAYMENT_RECEIPT_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const DEMO_PAYMENT_LATE_MS = 4 * 1000;

/**
 * Topic notifications (issue 17, SPEC section 7 /api/subscriptions). The browser makes its client
 * token once and keeps it in localStorage under TOPIC_CLIENT_TOKEN_KEY; the API accepts tokens of
 * CLIENT_TOKEN_MIN_LENGTH..CLIENT_TOKEN_MAX_LENGTH characters of [A-Za-z0-9_-] (ours are 32, a UUID
 * is 36). A topic names a tag or section slug of at most TOPIC_SLUG_MAX_LENGTH characters; one token
 * follows at most TOPICS_PER_CLIENT topics (an anonymous write must stay bounded).
 */
export const TOPIC_CLIENT_TOKEN_KEY = 'hv_topic_client';
export const CLIENT_TOKEN_MIN_LENGTH = 22;
export const CLIENT_TOKEN_MAX_LENGTH = 64;
export const TOPIC_SLUG_MAX_LENGTH = 100;
export const TOPICS_PER_CLIENT = 200;

// Topic notifications that arrive (issue 32): Web Push to browsers and the app's push gateway. The SPEC
// gives no numbers here: these are ours.
/** A reader gets at most this many notifications within PUSH_LIMIT_WINDOW_MS (the rest are skipped). */
export const PUSH_PER_CLIENT_PER_HOUR = 6;
export const PUSH_LIMIT_WINDOW_MS = 60 * 60 * 1000;
/** A new article notifies only while this fresh (an old article put back in a list is no news). */
export const PUSH_FRESH_MS = 24 * 60 * 60 * 1000;
/** The newest articles each look for new ones reads (a newsroom publishes fewer between two looks). */
export const PUSH_NEWEST_ARTICLES = 30;
/** How often each instance looks for new articles and for notifications due. */
export const PUSH_TICK_MS = 5 * 1000;
/** Retries of a notification the push service did not take: as the mail queue's, doubling, capped. */
export const PUSH_RETRY_FIRST_MS = 15 * 1000;
export const PUSH_RETRY_MAX_MS = 5 * 60 * 1000;
/** A notification not delivered this long after its article was published is of no use: dropped. */
export const PUSH_NOT_AFTER_MS = 6 * 60 * 60 * 1000;
/** A sender holds a notification this long, so no other instance sends it too. */
export const PUSH_CLAIM_MS = 60 * 1000;
/** Notifications one look sends at most. */
export const PUSH_QUEUE_BATCH = 50;
/** How long a push service keeps a notification for an offline browser (Web Push TTL, seconds). */
export const PUSH_TTL_SECONDS = 6 * 60 * 60;

/** The front page's rates box shows this many rates (the app's widget and the rates page show all). */
export const FRONT_PAGE_RATES = 4;

/**
 * The query parameter the newsroom's app adds to every page it opens (SPEC section 4). Here, not in
 * lib/routing/renderMode.ts, because next.config.ts reads it (the app-mode head script's CSP hash).
 */
export const APP_MODE_PARAM = 'isMobileApp';

/** Issue 29: while the store cannot be reached, reads and writes answer 503 with this Retry-After (s). */
export const STORE_RETRY_AFTER_SECONDS = 30;

/**
 * The request header that names the instant the sport and election replays show a request (Unix
 * milliseconds), honoured only by servers started with REPLAY_CLOCK_HEADER=1: tests and demos, never
 * production (lib/http/replayClock.ts).
 */
export const REPLAY_NOW_HEADER = 'x-replay-now';
