// The QuizSource contract on both adapters over one SQLite user-data store: the quiz service in
// this process, and the standalone service (scripts/quiz/server.ts) started here as a child process
// on a free loopback port, stopped by its pid. Both must answer the same.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openUserData, userDataEngine } from '../userdata/getUserDataStore';
import type { UserDataStore } from '../userdata/userDataStore';
import { createLocalQuizSource } from './localQuizSource';
import { createQuizService } from './quizService';
import { QuizServiceError } from './quizSource';
import {
  CONTRACT_IDS,
  describeQuizSourceContract,
  seedQuizAnswers,
} from '@/tests/support/quizSourceContract';
import { createRemoteQuizSource } from './remoteQuizSource';

const REPO = path.resolve(import.meta.dirname, '../..');
const SECRET_TEXT = 'quiz-source-contract-secret-0123456789';
const secret = new TextEncoder().encode(SECRET_TEXT);
const START_TIMEOUT_MS = 60_000;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-source-'));
let store: UserDataStore;
let child: ChildProcess | undefined;
let serviceUrl = '';

/** Starts the standalone service; resolves with the URL its first line names. */
function startService(): Promise<string> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dir,
    QUIZ_TOKEN_SECRET: SECRET_TEXT,
    EDITION: 'main',
  };
  delete env.DATABASE_URL;
  delete env.TRUST_PROXY;
  // One process (node with tsx's loader), so its pid is the service's own.
  child = spawn(process.execPath, ['--import', 'tsx', 'scripts/quiz/server.ts', '--port', '0'], {
    cwd: REPO,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started = child;
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`quiz service did not start: ${output}`)),
      START_TIMEOUT_MS,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /quiz service listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    started.stdout!.on('data', read);
    started.stderr!.on('data', read);
    started.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`quiz service exited with ${code}: ${output}`));
    });
  });
}

async function stopService() {
  const running = child;
  if (!running?.pid || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  process.kill(running.pid, 'SIGTERM');
  await exited;
}

beforeAll(async () => {
  store = await openUserData(userDataEngine({ file: path.join(dir, 'userdata.db') }));
  await seedQuizAnswers(createQuizService({ store, edition: 'main' }));
  serviceUrl = await startService();
}, START_TIMEOUT_MS + 10_000);

afterAll(async () => {
  await stopService();
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const local = () =>
  createLocalQuizSource(async () => createQuizService({ store, edition: 'main' }));
const remote = () => createRemoteQuizSource(serviceUrl, secret);

describeQuizSourceContract('in process', local);
describeQuizSourceContract('standalone service over HTTP', remote);

describe('both adapters', () => {
  it.each(Object.values(CONTRACT_IDS))('answer the same for %s', async (id) => {
    expect(await remote().quiz(id)).toEqual(await local().quiz(id));
  });
});

describe('the remote adapter’s failures', () => {
  it('throws QuizServiceError when the service refuses its token (another secret)', async () => {
    const stranger = createRemoteQuizSource(serviceUrl, new TextEncoder().encode('x'.repeat(40)));
    await expect(stranger.quiz(CONTRACT_IDS.poll)).rejects.toThrow(QuizServiceError);
  });

  it('throws QuizServiceError when nothing answers', async () => {
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    await expect(
      createRemoteQuizSource(`http://127.0.0.1:${port}/`, secret).quiz(CONTRACT_IDS.poll),
    ).rejects.toThrow(QuizServiceError);
  });

  it.each([
    ['not JSON', 'text/plain', '<html>'],
    ['a quiz of another shape', 'application/json', '{"data":{"quiz":{"_id":"x"}}}'],
  ])('throws QuizServiceError for an answer that is %s', async (_name, type, body) => {
    const server = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': type }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await expect(
        createRemoteQuizSource(`http://127.0.0.1:${port}/`, secret).quiz(CONTRACT_IDS.poll),
      ).rejects.toThrow(QuizServiceError);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
