// The server's one logger (issue 29, item 1): pino, one JSON line per event with the time, the level,
// the edition, the process and, inside a request, its id. Every line passes through maskSecrets on its
// way out, and the console (Next's own messages, a library's warning) writes through it too, so nothing
// the process prints is a bare line or a secret.
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { format, stripVTControlCharacters } from 'node:util';
import pino from 'pino';
import { maskSecrets } from '../lib/observability/maskSecrets.ts';
import type {
  LogFields,
  LogLevel,
  LogSink,
  RequestContext,
} from '../lib/observability/serverBridge.ts';

export interface ServerLogger {
  logger: pino.Logger;
  requests: AsyncLocalStorage<RequestContext>;
  sink: LogSink;
}

export type WriteLine = (line: string) => void;

/** Stdout, and LOG_FILE too when it is set (the e2e run's log check reads it). */
export function standardOutput(logFile = process.env.LOG_FILE): WriteLine {
  if (logFile) fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const file = logFile ? fs.openSync(logFile, 'a') : undefined;
  return (line) => {
    process.stdout.write(line);
    if (file !== undefined) fs.writeSync(file, line);
  };
}

export function createServerLogger(edition: string, output = standardOutput()): ServerLogger {
  const requests = new AsyncLocalStorage<RequestContext>();
  const logger = pino(
    {
      level: process.env.LOG_LEVEL ?? 'info',
      base: { edition, pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // An `error` field is serialised with its type, message and stack (pino's err serializer).
      serializers: { error: pino.stdSerializers.err, err: pino.stdSerializers.err },
      mixin: () => {
        const context = requests.getStore();
        return context ? { requestId: context.requestId } : {};
      },
    },
    { write: (line: string) => output(maskSecrets(line)) },
  );
  const sink: LogSink = {
    write(level: LogLevel, message: string, fields: LogFields | undefined) {
      if (fields) logger[level](fields, message);
      else logger[level](message);
    },
    context: () => requests.getStore(),
  };
  return { logger, requests, sink };
}

/** console.* writes through the logger: one JSON line (no terminal colours), an Error's stack kept in `msg`. */
export function routeConsole(logger: pino.Logger) {
  const to =
    (level: LogLevel) =>
    (...args: unknown[]) =>
      logger[level](stripVTControlCharacters(format(...args)));
  console.log = to('info');
  console.info = to('info');
  console.debug = to('debug');
  console.warn = to('warn');
  console.error = to('error');
}
