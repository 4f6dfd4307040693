// @vitest-environment jsdom
// Issue 17: a quiz block stands where the article body's placeholder was; the body stays one
// div.article-html-content (public markup); a placeholder without a quiz in the props is dropped; the
// server renders it all (lazily loaded parts included) for readers without JavaScript.
import { render, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { SWRConfig } from 'swr';
import { LiveArticleBody } from '@/components/article/LiveArticleBody';
import { resetQuizTokenForTest } from '@/lib/client/quizToken';
import { createFakeQuizService } from '@/tests/support/fakeQuizService';
import { QuizArticleBody } from './QuizArticleBody';
import { POLL_ID, pollQuiz } from '@/tests/support/quizzes';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  server.use(...createFakeQuizService([pollQuiz]).handlers);
  resetQuizTokenForTest();
});
afterEach(() => server.resetHandlers());

const UNKNOWN = 'ffffffffffffffffffffffff';
const content = `<p>Első</p>\n<div data-quiz-id="${POLL_ID}"></div>\n<p>Második</p><div data-quiz-id="${UNKNOWN}"></div>`;
const className = 'body article-html-content';

/** The server's HTML once every lazily loaded part has rendered (as Next's page render waits). */
async function serverHtml(element: ReactElement): Promise<string> {
  const stream = await renderToReadableStream(element);
  await stream.allReady;
  return new Response(stream).text();
}

describe('QuizArticleBody', () => {
  it('puts the quiz block in its placeholder, inside the one body div, and drops unknown quizzes', async () => {
    const { container } = render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <QuizArticleBody content={content} className={className} quizzes={[pollQuiz]} />
      </SWRConfig>,
    );
    await screen.findByText('Szavazz, és megmutatjuk, hogyan válaszoltak mások.');
    const body = container.querySelector('.article-html-content')!;
    expect(container.children).toHaveLength(1);
    const parts = [...body.children].map((child) =>
      child.matches('section.quiz') ? `quiz ${child.getAttribute('data-quiz')}` : child.innerHTML,
    );
    expect(parts).toEqual(['<p>Első</p>\n', `quiz ${POLL_ID}`, '\n<p>Második</p>']);
    expect(body.querySelector(`[data-quiz-id]`)).toBeNull();
    for (const part of body.querySelectorAll<HTMLElement>(':scope > div')) {
      expect(part.style.display).toBe('contents');
    }
  });
});

describe('LiveArticleBody with quizzes', () => {
  it.each([
    ['an article', false],
    ['a live article', true],
  ])('%s: the server renders the quiz in place', async (_name, live) => {
    const html = await serverHtml(
      <LiveArticleBody
        content={content}
        className={className}
        slug="cikk"
        version={1}
        live={live}
        quizzes={[pollQuiz]}
      />,
    );
    const box = document.createElement('div');
    box.innerHTML = html;
    const body = box.querySelector('.article-html-content')!;
    expect(body.querySelector('section.quiz h2')?.textContent).toBe(pollQuiz.title);
    expect(body.textContent).toMatch(/Első[\s\S]*Olvasói szavazás[\s\S]*42,5%[\s\S]*Második/);
  });

  it('an article without quizzes keeps its plain body', async () => {
    const html = await serverHtml(
      <LiveArticleBody
        content="<p>Egy</p>"
        className={className}
        slug="cikk"
        version={1}
        live={false}
      />,
    );
    expect(html).toBe(`<div class="${className}"><p>Egy</p></div>`);
  });
});
