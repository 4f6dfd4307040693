// Sign-in abuse (issue 28, item 6): password guessing against one account is refused once its
// failures pass the limit, yet the owner who knows the password still reaches the code step; code
// guessing locks the first-step token after a few wrong codes; and the answers never tell whether an
// address has an account.
import { expect, test } from '../guardedTest';
import { E2E_ATTEMPTS_PER_ACCOUNT } from '../../../playwright.config';
import { codeFor, E2E_PASSWORD, e2eEmail } from '../accounts';
import { editionOf } from '../edition';
import { reportAttempts } from './surface';

test('guessing a password is refused after the limit, and the owner still signs in', async ({
  request,
}, testInfo) => {
  const email = e2eEmail(editionOf(testInfo).slug, 'guessed');
  let tried = 1;
  let answer = await request.post('/api/login', { data: { email, password: 'guess-0' } });
  while (tried <= E2E_ATTEMPTS_PER_ACCOUNT + 1 && answer.status() !== 429) {
    answer = await request.post('/api/login', { data: { email, password: `guess-${tried}` } });
    tried += 1;
  }
  const failures: string[] = [];
  if (answer.status() !== 429)
    failures.push(`still answering ${answer.status()} after ${tried} guesses`);
  expect(Number(answer.headers()['retry-after'])).toBeGreaterThan(0);
  const owner = await request.post('/api/login', { data: { email, password: E2E_PASSWORD } });
  if (owner.status() !== 200) failures.push(`the owner was refused: ${owner.status()}`);
  await reportAttempts(testInfo, 'password guessing on one account', tried + 1, failures);
  expect(failures).toEqual([]);
});

test('guessing the code locks the first step', async ({ request }, testInfo) => {
  const email = e2eEmail(editionOf(testInfo).slug, 'guessed');
  const since = Date.now();
  const first = await request.post('/api/login', { data: { email, password: E2E_PASSWORD } });
  expect(first.status()).toBe(200);
  const { firstStepToken } = (await first.json()) as { firstStepToken: string };
  const real = await codeFor(email, since);
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const guess = String((Number(real) + 1 + i) % 1_000_000).padStart(6, '0');
    const answer = await request.post('/api/login/otp/verify', {
      data: { code: guess },
      headers: { authorization: `Bearer ${firstStepToken}` },
    });
    statuses.push(answer.status());
  }
  // Locked: even the right code no longer works with this first step.
  const after = await request.post('/api/login/otp/verify', {
    data: { code: real },
    headers: { authorization: `Bearer ${firstStepToken}` },
  });
  const failures =
    after.status() === 429 ? [] : [`the right code after guesses: ${after.status()}`];
  expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
  await reportAttempts(testInfo, 'code guessing', statuses.length + 1, failures);
  expect(failures).toEqual([]);
});

test('the answers do not tell whether an address has an account', async ({ request }, testInfo) => {
  const known = e2eEmail(editionOf(testInfo).slug, 'enumerated');
  const unknown = `senki-${Date.now()}@example.hu`;
  const answers = [];
  for (const email of [known, unknown]) {
    const answer = await request.post('/api/login', {
      data: { email, password: 'nem-ez-a-jelszo' },
    });
    answers.push({ status: answer.status(), body: await answer.text() });
  }
  const failures =
    JSON.stringify(answers[0]) === JSON.stringify(answers[1])
      ? []
      : [`known ${JSON.stringify(answers[0])}, unknown ${JSON.stringify(answers[1])}`];
  await reportAttempts(testInfo, 'user enumeration through the login', 2, failures);
  expect(failures).toEqual([]);
});
