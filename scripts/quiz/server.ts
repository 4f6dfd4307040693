// The quiz service as its own process (issue 17, SPEC section 7: "POST / with a GraphQL query"):
// the same endpoint as the site's /api/quiz at POST / and GET /, on the same environment: DATA_DIR or
// DATABASE_URL (the user-data store), QUIZ_TOKEN_SECRET (or AUTH_SECRET / $DATA_DIR/auth-secret, as
// the site) and EDITION. Behind the site, run it with TRUST_PROXY=1: the site passes the reader's
// address as X-Forwarded-For, and submissions are limited per reader.
//
//   npx tsx scripts/quiz/server.ts --port 4400 [--host 127.0.0.1] [--pid-file PATH]
//   then run the site with QUIZ_SERVICE_URL=http://127.0.0.1:4400/
// --port 0 takes a free port; the line "quiz service listening on <url>" names it.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { getQuizService, quizEdition } from '@/lib/quiz/getQuizService';
import { createQuizEndpoint, graphqlErrorBody } from '@/lib/quiz/graphqlHandler';
import { getUserDataStore } from '@/lib/userdata/getUserDataStore';

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

export function startQuizServer({ port = 0, host = '127.0.0.1' } = {}): Promise<http.Server> {
  const endpoint = createQuizEndpoint(getQuizService);
  const server = http.createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0];
    if (pathname === '/') return void endpoint(req, res);
    res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(graphqlErrorBody('Not Found: the quiz service answers at /.', 'NOT_FOUND'));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

async function main() {
  const portText = argument('port') ?? '4400';
  if (!/^\d{1,5}$/.test(portText)) throw new Error(`--port takes a number, not ${portText}`);
  // Open the store (and migrate it) before listening: a bad DATABASE_URL fails the start, not a vote.
  await getQuizService();
  const server = await startQuizServer({ port: Number(portText), host: argument('host') });
  const { address, port } = server.address() as AddressInfo;
  const pidFile = argument('pid-file');
  if (pidFile) fs.writeFileSync(pidFile, `${process.pid}\n`);
  console.log(
    `quiz service listening on http://${address}:${port}/ (edition ${quizEdition()}, pid ${process.pid})`,
  );
  const stop = () => {
    server.close();
    server.closeAllConnections();
    void getUserDataStore()
      .then((store) => store.close())
      .finally(() => {
        if (pidFile) fs.rmSync(pidFile, { force: true });
        process.exit(0);
      });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (process.argv[1]?.endsWith(path.join('quiz', 'server.ts'))) {
  main().catch((error: unknown) => {
    console.error('quiz service failed to start:', error);
    process.exit(1);
  });
}
