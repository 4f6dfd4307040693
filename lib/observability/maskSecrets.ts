// The last line of defence of the logs (issue 29: no password, code, token or plain email address is
// ever logged): every line the server writes passes through here, its own and Next's alike. What the
// code logs on purpose is already clean (loggedUrl keeps only parameter names); this catches what a
// library or an error message carries by accident. No imports: the server entry (server/) loads it
// with Node's own TypeScript support.

const EMAIL = /([A-Za-z0-9])[A-Za-z0-9._%+-]*@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})/g;
const SECRET_NAMES =
  'password|passwd|jelszo|token|access_?token|refresh_?token|first_?step_?token|id_token|secret|client_secret';
/** `name=value` in a query string, a form body or a message. */
const SECRET_PARAM = new RegExp(`\\b(${SECRET_NAMES}|code|kod)=([^&\\s"',;…]+)`, 'gi');
const SECRET_KEYS = `${SECRET_NAMES}|refreshToken|accessToken|firstStepToken|idToken|clientSecret`;
/** `"name":"value"` in JSON. */
const SECRET_JSON = new RegExp(`("(?:${SECRET_KEYS})"\\s*:\\s*")((?:[^"\\\\]|\\\\.)*)`, 'gi');
/** The same inside a JSON string (a message that quotes JSON): `\"name\":\"value\"`. */
const SECRET_ESCAPED_JSON = new RegExp(
  `(\\\\"(?:${SECRET_KEYS})\\\\"\\s*:\\s*\\\\")((?:[^"\\\\]|\\\\(?!"))*)`,
  'gi',
);
/** A one-time login code as a JSON value: digits only (other `code` values are error codes). */
const CODE_JSON = /(\\?"(?:code|kod)\\?"\s*:\s*\\?")(\d{4,10})/gi;
const BEARER = /\b(Bearer\s+)[A-Za-z0-9._~+/-]+=*/g;
/** A JSON Web Token anywhere (three base64url parts, the first a JSON header). */
const JWT = /\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g;

export const MASK = '***';

/** The text with every email address, secret parameter, token and bearer credential masked. */
export function maskSecrets(text: string): string {
  return text
    .replace(JWT, MASK)
    .replace(BEARER, `$1${MASK}`)
    .replace(SECRET_PARAM, `$1=${MASK}`)
    .replace(SECRET_JSON, `$1${MASK}`)
    .replace(SECRET_ESCAPED_JSON, `$1${MASK}`)
    .replace(CODE_JSON, `$1${MASK}`)
    .replace(EMAIL, `$1${MASK}@$2`);
}
