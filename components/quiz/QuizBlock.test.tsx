// @vitest-environment jsdom
// Issue 17: a quiz in an article. SPEC section 4 (active until activeTo: closed questions show results
// only), section 5 (a token that is not 24 characters is ignored), section 7 (the quiz and the reader's
// answers by quiz id plus bearer token; addOrUpdateAnswers; poll every 15 s), section 9 (percent
// rounded to 1 decimal, average with 1 decimal). The quiz service is a fake behind msw.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { QUIZ_POLL_MS, QUIZ_TOKEN_COOKIE } from '@/lib/constants';
import { resetQuizTokenForTest } from '@/lib/client/quizToken';
import { en } from '@/lib/i18n/en';
import { LocaleContext } from '@/lib/i18n/LocaleContext';
import {
  createFakeQuizService,
  testToken,
  type FakeQuizService,
} from '@/tests/support/fakeQuizService';
import { QuizBlock } from './QuizBlock';
import { COMPLEX_ID, complexQuiz, POLL_ID, pollQuiz } from '@/tests/support/quizzes';

const server = setupServer();
let service: FakeQuizService;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  service = createFakeQuizService([pollQuiz, complexQuiz]);
  server.use(...service.handlers);
  resetQuizTokenForTest();
});
afterEach(() => {
  server.resetHandlers();
  document.cookie = `${QUIZ_TOKEN_COOKIE}=; max-age=0`;
  vi.useRealTimers();
});

function fresh({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>;
}

function renderQuiz(quiz = pollQuiz) {
  return render(<QuizBlock quiz={quiz} />, { wrapper: fresh });
}

/** A reader who already has a token (the cookie), and what they answered before. */
function returningReader(answers: Parameters<FakeQuizService['vote']>[2] = [], quizId = POLL_ID) {
  const token = testToken(99);
  service.acceptedTokens.add(token);
  if (answers.length) service.vote(token, quizId, answers);
  document.cookie = `${QUIZ_TOKEN_COOKIE}=${token}`;
  return token;
}

const status = () => screen.getByRole('status');
const AFTER_VOTE = 'Szavazz, és megmutatjuk, hogyan válaszoltak mások.';
const answered = { questionId: 'q-often', responses: [{ answerId: 'a-never' }] };

describe('QuizBlock: the server HTML (readers without JavaScript)', () => {
  function serverHtml(quiz = pollQuiz) {
    const box = document.createElement('div');
    box.innerHTML = renderToString(<QuizBlock quiz={quiz} />);
    return box;
  }

  it('shows the question, its answers and the current results, the controls disabled', () => {
    const box = serverHtml();
    expect(box.querySelector('h2')?.textContent).toBe('Olvasói szavazás: a helyi közlekedés');
    expect(box.querySelector('legend h3')?.textContent).toBe(
      'Milyen gyakran utazol helyi busszal?',
    );
    const radios = [...box.querySelectorAll('input[type="radio"]')] as HTMLInputElement[];
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Szinte minden nap',
      'Hetente néhányszor',
      'Szinte soha',
    ]);
    expect(box.querySelector('fieldset')?.disabled).toBe(true);
    expect(box.querySelector('button')?.disabled).toBe(true);
    const text = box.textContent ?? '';
    for (const shown of ['42,5%', '17 szavazat', '32,5%', '25%', '40 olvasó válaszolt']) {
      expect(text).toContain(shown);
    }
    expect(box.querySelector('.quiz-question__image')?.getAttribute('width')).toBe('640');
  });

  it('shows ratings with images (alt text, fixed size), averages with 1 decimal, a closed question', () => {
    const box = serverHtml(complexQuiz);
    expect(box.querySelector('h2')?.textContent).toBe('Kvíz');
    const image = box.querySelector('img[alt="Csóványos"]');
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['96', '54']);
    const text = box.textContent ?? '';
    for (const shown of ['Átlag: 4,3', '12 értékelés', 'Átlag: 3,5', '8 értékelés']) {
      expect(text).toContain(shown);
    }
    expect(text).toContain('Lezárult');
    expect(text).toContain('Helyes válasz');
  });
});

describe('QuizBlock in the browser', () => {
  it('a new reader gets a token, sees the options without results, votes and then sees them', async () => {
    const user = userEvent.setup();
    renderQuiz();
    expect(await screen.findByText(AFTER_VOTE)).toBeTruthy();
    expect(service.issuedTokens).toHaveLength(1);
    expect(service.polls).toEqual(service.issuedTokens);
    expect(screen.queryByText('42,5%')).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Hetente néhányszor' }));
    await user.click(screen.getByRole('button', { name: 'Szavazok' }));

    expect(await screen.findByText('Elküldtük a válaszodat.')).toBe(status());
    expect(service.submissions).toEqual([
      {
        token: service.issuedTokens[0],
        quizId: POLL_ID,
        answers: [{ questionId: 'q-often', responses: [{ answerId: 'a-weekly' }] }],
      },
    ]);
    // 41 voters now: 14 weekly (34,1%), 17 daily (41,5%).
    expect(screen.getByText('34,1%')).toBeTruthy();
    expect(screen.getByText('14 szavazat')).toBeTruthy();
    expect(screen.getByText('41,5%')).toBeTruthy();
    expect(screen.getByText('41 olvasó válaszolt')).toBeTruthy();
    const mine = screen.getByRole('radio', { name: 'Hetente néhányszor' }).closest('li')!;
    expect(within(mine).getByText('A te válaszod')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Módosítom a válaszom' })).toBe(
      document.activeElement,
    );
  });

  it("a returning reader's token comes from the cookie and their answer is preselected", async () => {
    const token = returningReader([answered]);
    renderQuiz();
    await screen.findByRole('button', { name: 'Módosítom a válaszom' });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Szinte soha' }).checked).toBe(true);
    expect(service.issuedTokens).toEqual([]);
    expect(service.polls).toEqual([token]);
    // 41 voters: the reader's "never" is counted.
    expect(screen.getByText('26,8%')).toBeTruthy();
  });

  it('the reader can change their answer', async () => {
    const user = userEvent.setup();
    returningReader([answered]);
    renderQuiz();
    await screen.findByRole('button', { name: 'Módosítom a válaszom' });
    await user.click(screen.getByRole('radio', { name: 'Szinte minden nap' }));
    await user.click(screen.getByRole('button', { name: 'Módosítom a válaszom' }));
    await screen.findByText('Elküldtük a válaszodat.');
    // Still 41 voters; the reader moved from "never" to "daily": 18 and 10 of 41.
    expect(screen.getByText('43,9%')).toBeTruthy();
    expect(screen.getByText('24,4%')).toBeTruthy();
  });

  it.each([
    ['a cookie token of the wrong length (SPEC §5)', 'short'],
    ['no cookie', null],
  ])('%s: a new token is asked for', async (_name, cookie) => {
    if (cookie) document.cookie = `${QUIZ_TOKEN_COOKIE}=${cookie}`;
    renderQuiz();
    await screen.findByText(AFTER_VOTE);
    expect(service.issuedTokens).toHaveLength(1);
    expect(service.polls).toEqual(service.issuedTokens);
  });

  it('a token the service refuses (401) is replaced once, and polling goes on with the new one', async () => {
    document.cookie = `${QUIZ_TOKEN_COOKIE}=${testToken(7)}`;
    renderQuiz();
    await screen.findByText(AFTER_VOTE);
    expect(service.issuedTokens).toEqual([testToken(1)]);
    expect(service.polls).toEqual([testToken(1)]);
  });

  it('a poll read before the submission reached the service does not take the results back', async () => {
    const user = userEvent.setup();
    returningReader();
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(
        '*/api/quiz',
        async () => {
          const before = { data: { quiz: pollQuiz, userAnswers: [] } };
          await gate;
          return HttpResponse.json(before);
        },
        { once: true },
      ),
    );
    renderQuiz();
    await user.click(screen.getByRole('radio', { name: 'Hetente néhányszor' }));
    await user.click(screen.getByRole('button', { name: 'Szavazok' }));
    await screen.findByText('Elküldtük a válaszodat.');
    expect(screen.getByText('34,1%')).toBeTruthy();
    await act(async () => release());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText('34,1%')).toBeTruthy();
    expect(screen.getByText('A te válaszod')).toBeTruthy();
  });

  it("shows another reader's vote within one poll (15 s, SPEC §9)", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    returningReader([answered]);
    renderQuiz();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('17 szavazat')).toBeTruthy();
    service.vote(testToken(50), POLL_ID, [
      { questionId: 'q-often', responses: [{ answerId: 'a-daily' }] },
    ]);
    await act(() => vi.advanceTimersByTimeAsync(QUIZ_POLL_MS - 1));
    expect(screen.getByText('17 szavazat')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('18 szavazat')).toBeTruthy();
    expect(screen.getByText('42 olvasó válaszolt')).toBeTruthy();
  });

  it('nothing chosen: the status says so and nothing is sent', async () => {
    const user = userEvent.setup();
    renderQuiz();
    await screen.findByText(AFTER_VOTE);
    await user.click(screen.getByRole('button', { name: 'Szavazok' }));
    expect(status().textContent).toBe('Előbb jelölj meg egy választ.');
    expect(service.submissions).toEqual([]);
  });

  it.each([
    [429, 'Túl sok válasz érkezett innen. Próbáld újra néhány perc múlva.'],
    ['QUESTION_CLOSED', 'Ez a kérdés közben lezárult, a válaszodat már nem fogadhatjuk el.'],
    ['BAD_USER_INPUT', 'Ezt a választ nem fogadtuk el. Frissítsd az oldalt, és próbáld újra.'],
    [500, 'Nem sikerült elküldeni a válaszodat. Próbáld újra!'],
  ] as const)(
    'a refusal (%s) is put into words; the results stay hidden',
    async (refusal, text) => {
      const user = userEvent.setup();
      service.refuseSubmissions.push(refusal);
      renderQuiz();
      await screen.findByText(AFTER_VOTE);
      await user.click(screen.getByRole('radio', { name: 'Szinte minden nap' }));
      await user.click(screen.getByRole('button', { name: 'Szavazok' }));
      await vi.waitFor(() => expect(status().textContent).toBe(text));
      expect(screen.queryByText('42,5%')).toBeNull();
      expect(
        screen.getByRole<HTMLInputElement>('radio', { name: 'Szinte minden nap' }).checked,
      ).toBe(true);
    },
  );
});

describe('QuizBlock: a complex quiz', () => {
  it('rates each answer 1-5 and shows the averages with 1 decimal after sending', async () => {
    const user = userEvent.setup();
    renderQuiz(complexQuiz);
    await screen.findByText(AFTER_VOTE);
    const csovanyos = screen.getByRole('group', { name: 'Csóványos' });
    expect(
      within(csovanyos)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['o-1', 'o-2', 'o-3', 'o-4', 'o-5']);
    await user.click(within(csovanyos).getByRole('radio', { name: '4' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Nagy-Milic' })).getByRole('radio', { name: '2' }),
    );
    await user.click(screen.getByRole('button', { name: 'Elküldöm az értékelésem' }));
    await screen.findByText('Elküldtük a válaszodat.');
    expect(service.submissions[0]?.answers).toEqual([
      {
        questionId: 'q-places',
        responses: [
          { answerId: 'p-csovanyos', optionId: 'o-4' },
          { answerId: 'p-milic', optionId: 'o-2' },
        ],
      },
    ]);
    // (12 x 4,25 + 4) / 13 = 4,23; (8 x 3,5 + 2) / 9 = 3,33.
    expect(within(csovanyos).getByText('Átlag: 4,2')).toBeTruthy();
    expect(within(csovanyos).getByText('13 értékelés')).toBeTruthy();
    expect(within(csovanyos).getByText('A te értékelésed: 4')).toBeTruthy();
    expect(screen.getByText('Átlag: 3,3')).toBeTruthy();
    expect(service.submissions[0]?.quizId).toBe(COMPLEX_ID);
  });

  it('a closed question shows results only, with the right answer marked in words', async () => {
    renderQuiz(complexQuiz);
    await screen.findByText(AFTER_VOTE);
    const closed = screen.getByRole('group', { name: /Kéktúra legmagasabb pontja/ });
    expect(within(closed).queryAllByRole('radio')).toEqual([]);
    expect(within(closed).queryByRole('button')).toBeNull();
    expect(within(closed).getByText('Lezárult')).toBeTruthy();
    const kekes = within(closed).getByText('Kékes').closest('li')!;
    expect(within(kekes).getByText('Helyes válasz')).toBeTruthy();
    expect(within(kekes).getByText('60%')).toBeTruthy();
    const galya = within(closed).getByText('Galya-tető').closest('li')!;
    expect(within(galya).queryByText('Helyes válasz')).toBeNull();
  });
});

describe('QuizBlock in English', () => {
  it('uses the English texts and number format', async () => {
    returningReader([answered]);
    render(
      <LocaleContext.Provider value={{ locale: 'en', messages: en }}>
        <QuizBlock quiz={pollQuiz} />
      </LocaleContext.Provider>,
      { wrapper: fresh },
    );
    expect(await screen.findByRole('button', { name: 'Change my answer' })).toBeTruthy();
    expect(screen.getByText('41.5%')).toBeTruthy();
    expect(screen.getByText('17 vote(s)')).toBeTruthy();
  });
});
