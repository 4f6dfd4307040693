import { sampleArticle } from '@/tests/fixtures/article';
import { sampleListItem } from '@/tests/fixtures/listItem';
import type { Quiz } from '../schemas/quiz';
import { articleQuizzes, articleView } from './articlePageProps';

// Issue 17: an article's page props carry the quizzes its body's placeholders name (SPEC section 3:
// a 24-character id), with their counts; a quiz the source does not know, or cannot read now, is left
// out and never fails the article.
const A = '6561a0c0e4b0a1b2c3d4e5f1';
const B = '6561a0c0e4b0a1b2c3d4e5f2';
const C = '6561a0c0e4b0a1b2c3d4e5f3';
const slot = (id: string) => `<div data-quiz-id="${id}"></div>`;

function quiz(id: string): Quiz {
  return {
    _id: id,
    complex: false,
    title: `Szavazás ${id.slice(-1)}`,
    questions: [
      {
        _id: `${id}-q`,
        question: 'Kérdés?',
        displayAs: 'single',
        image: null,
        description: null,
        activeTo: 1_893_456_000,
        active: true,
        voterCount: 0,
        rightAnswer: null,
        options: [],
        answers: [
          {
            _id: `${id}-a`,
            title: 'Igen',
            image: null,
            answerCount: 0,
            sum: 0,
            average: 0,
            percent: 0,
            description: null,
          },
        ],
      },
    ],
  };
}

describe('articleQuizzes', () => {
  const source = {
    quiz: vi.fn(async (id: string) => {
      if (id === C) throw new Error('the quiz service is down');
      return id === A || id === B ? quiz(id) : null;
    }),
  };
  beforeEach(() => {
    source.quiz.mockClear();
    // The unreadable quiz is logged; the test's output stays quiet.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['none in the body', '<p>a</p>', []],
    ['in reading order', `${slot(B)}<p>a</p>${slot(A)}`, [B, A]],
    ['each once', `${slot(A)}${slot(A)}`, [A]],
    ['an unknown quiz left out', `${slot(A)}${slot('ffffffffffffffffffffffff')}`, [A]],
    ['a quiz the source cannot read now left out', `${slot(C)}${slot(B)}`, [B]],
  ])('%s', async (_name, content, expected) => {
    const quizzes = await articleQuizzes(content, () => source);
    expect(quizzes.map((found) => found._id)).toEqual(expected);
  });

  it('asks no quiz source for a body without placeholders', async () => {
    const getSource = vi.fn(() => source);
    await articleQuizzes('<p>a</p>', getSource);
    expect(getSource).not.toHaveBeenCalled();
  });

  it('keeps only what the quiz block prints', async () => {
    const [found] = await articleQuizzes(slot(A), () => source);
    expect(found?.questions[0]).not.toHaveProperty('activeTo');
    expect(found?.questions[0]?.answers[0]).not.toHaveProperty('sum');
  });
});

// Issue 27 item 4: an English article's page prints its authors' job titles in English (or not at
// all), and marks the teasers of its "more from the author" box that are English; a Hungarian
// article's page keeps the data's titles.
describe('articleView for the page locale', () => {
  const author = (title: string | null) => ({
    slug: `szerzo-${title ?? 'nincs'}`,
    name: 'Mészáros Júlia',
    title,
    avatarSrc: null,
  });
  const authors = [author('újságíró'), author('lapszerkesztő'), author(null)];
  const more = [
    sampleListItem({ id: 21, slug: 'sztrajk', title: 'Sztrájkba lépnek a pedagógusok' }),
    sampleListItem({ id: 22, slug: 'strike', title: 'Teachers to strike', english: true }),
  ];

  it('an English article: English job titles, unknown ones left off; English teasers marked', () => {
    const view = articleView(
      sampleArticle({ english: true, articleAuthors: authors, moreFromAuthors: more }),
    );
    expect(view.articleAuthors.map((a) => a.title)).toEqual(['Journalist', null, null]);
    expect(view.moreFromAuthors.map((item) => [item.title, item.english])).toEqual([
      ['Sztrájkba lépnek a pedagógusok', undefined],
      ['Teachers to strike', true],
    ]);
    // A Hungarian teaser carries no flag at all: no bytes for the usual case.
    expect(view.moreFromAuthors[0]).not.toHaveProperty('english');
  });

  it('a Hungarian article: the data’s job titles', () => {
    const view = articleView(sampleArticle({ articleAuthors: authors }));
    expect(view.articleAuthors.map((a) => a.title)).toEqual(['újságíró', 'lapszerkesztő', null]);
  });
});
