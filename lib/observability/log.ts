// The product's one way to log (issue 29, item 1): `log.warn('campaign init failed', { error })`.
// On the server every call becomes one JSON line of the server's logger (server/main.ts) with the time,
// the level, the edition and the id of the request being served; an `error` field keeps its stack in
// the log (never in an answer). In the browser, and where no server logger runs (the build, unit
// tests), it falls back to the console.
import { logSink, REQUEST_ID_HEADER, type LogFields, type LogLevel } from './serverBridge';

function write(level: LogLevel, message: string, fields?: LogFields) {
  const sink = typeof window === 'undefined' ? logSink() : undefined;
  if (sink) {
    sink.write(level, message, fields);
    return;
  }
  const method = level === 'debug' ? 'info' : level;
  if (fields === undefined) console[method](message);
  else console[method](message, fields);
}

export const log = {
  info: (message: string, fields?: LogFields) => write('info', message, fields),
  warn: (message: string, fields?: LogFields) => write('warn', message, fields),
  error: (message: string, fields?: LogFields) => write('error', message, fields),
};

/** The id of the request being served, if any. */
export function currentRequestId(): string | undefined {
  return typeof window === 'undefined' ? logSink()?.context()?.requestId : undefined;
}

/** Headers that pass the current request's id on to an upstream call (the content API, the quiz service). */
export function requestIdHeaders(): Record<string, string> {
  const id = currentRequestId();
  return id ? { [REQUEST_ID_HEADER]: id } : {};
}
