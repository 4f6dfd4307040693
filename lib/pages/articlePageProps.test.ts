import fs from 'node:fs';
import { sampleArticle } from '@/tests/fixtures/article';
import { sampleListItem } from '@/tests/fixtures/listItem';
import { matchRoute } from '../routing/routes';
import type { Quiz } from '../schemas/quiz';
import { getContentSource } from '../content/getContentSource';
import { storePath } from '../store/storePath';
import { articleQuizzes, articleView, loadArticlePage } from './articlePageProps';
import { pinTestClock } from '@/tests/clock/testClock';

// The demo store's world and the dates it renders are those of the tests' clock.
pinTestClock();

vi.hoisted(() => {
  delete process.env.CONTENT_API_URL;
  delete process.env.NEXT_PUBLIC_EDITION;
});

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

// SPEC sections 2 (single_article, liveblog_article) and 5 (canonical URL, inactive articles): what a
// reader opening an article's path gets, over the local store (var/content.db, written by
// `npm run content`; skipped without it), main edition.
describe.skipIf(!fs.existsSync(storePath()))('loadArticlePage over the store', () => {
  const ARTICLE = '/gazdasag/2026/11/10/inflacio-oktober-ksh';
  const LONGFORM = '/belfold/2026/11/15/kiurulo-falvak-zemplen-demografiai-valsag';
  const LIVE_BLOG = '/kulfold/2026/11/21/haboru-ukrajnaban-percrol-percre';
  /** Switched off by the editors (active 0). */
  const INACTIVE = '/belfold/2026/11/20/haziorvosi-ugyelet-atalakitas';

  /** What the page of `path` (as the route table matches it) answers. */
  async function open(path: string, { draftMode = false } = {}) {
    const match = matchRoute(path);
    const kind = match?.route.kind;
    if (kind !== 'single_article' && kind !== 'liveblog_article') {
      throw new Error(`${path} is no article path`);
    }
    return loadArticlePage(kind === 'liveblog_article')({
      params: match!.named,
      page: 1,
      mode: 'web',
      draftMode,
    });
  }

  async function propsOf(path: string, options: { draftMode?: boolean } = {}) {
    const result = await open(path, options);
    if (!('props' in result)) throw new Error(`${path}: ${JSON.stringify(result)}`);
    return result.props;
  }

  it('renders the article at its canonical path', async () => {
    const props = await propsOf(ARTICLE);
    expect(props.article.slug).toBe('inflacio-oktober-ksh');
    expect(props.liveVariant).toBe(false);
    expect(props.posts).toEqual([]);
    // SPEC section 4: only immersive articles (longform, g7-hero) make the header transparent.
    expect(props.shell.headerTransparent).toBe(false);
    expect((await propsOf(LONGFORM)).shell.headerTransparent).toBe(true);
  });

  // SPEC section 4: "window height minus 70 on half-hero desktop"; the demo's after longform has
  // halfImage, the other longform and ordinary articles do not.
  it('marks the shell of an immersive article with halfImage as a half hero', async () => {
    const rap = await getContentSource().getArticle({ slug: 'magyar-rap-husz-eve-longform' });
    expect(rap?.halfImage).toBe(true);
    expect((await propsOf(rap!.url)).shell.halfHero).toBe(true);
    expect((await propsOf(LONGFORM)).shell.halfHero).toBeUndefined();
    expect((await propsOf(ARTICLE)).shell.halfHero).toBeUndefined();
  });

  it.each([
    ['another section', '/kulfold/2026/11/10/inflacio-oktober-ksh', ARTICLE],
    ['another day', '/gazdasag/2026/11/16/inflacio-oktober-ksh', ARTICLE],
    ['another year and month', '/gazdasag/2025/01/15/inflacio-oktober-ksh', ARTICLE],
    ['the section in other case', '/Gazdasag/2026/11/10/inflacio-oktober-ksh', ARTICLE],
    [
      'a section that does not exist',
      '/nincs/2026/11/15/kiurulo-falvak-zemplen-demografiai-valsag',
      LONGFORM,
    ],
    ['/elo of an article that is no live blog', `${ARTICLE}/elo`, ARTICLE],
    ['/elo of it under another section', '/sport/2026/11/10/inflacio-oktober-ksh/elo', ARTICLE],
  ])('%s: %s redirects permanently to %s (SPEC section 5)', async (_name, path, canonical) => {
    expect(await open(path)).toEqual({ redirect: { destination: canonical, permanent: true } });
  });

  // SPEC section 5: a URL that differs from the canonical one is redirected, the slug's letter case too.
  it('the slug in other case redirects to the canonical path', async () => {
    expect(await open('/gazdasag/2026/11/10/Inflacio-Oktober-KSH')).toEqual({
      redirect: { destination: ARTICLE, permanent: true },
    });
  });

  it('/elo of a live blog renders its live variant with the posts', async () => {
    const props = await propsOf(`${LIVE_BLOG}/elo`);
    expect(props.article.type).toBe('liveblog');
    expect(props.liveVariant).toBe(true);
    expect(props.posts.length).toBeGreaterThan(0);
    // Its plain path shows the same blog, not as the live variant.
    expect((await propsOf(LIVE_BLOG)).liveVariant).toBe(false);
  });

  it('an inactive article is a 404, unless an editor previews it (draft mode)', async () => {
    expect(await open(INACTIVE)).toEqual({ notFound: true });
    const preview = await propsOf(INACTIVE, { draftMode: true });
    expect(preview.article.slug).toBe('haziorvosi-ugyelet-atalakitas');
  });

  it.each([
    ['a live blog post', '/belfold/2026/10/12/valasztasi-est-reszvetel-17-orakor', false],
    ['a live blog post, previewed', '/belfold/2026/10/12/valasztasi-est-reszvetel-17-orakor', true],
    [
      'a live blog post as a live blog',
      '/belfold/2026/10/12/valasztasi-est-reszvetel-17-orakor/elo',
      false,
    ],
    [
      "the other edition's article",
      '/erdely/2026/11/20/kolozsvari-metro-alagutfuras-megkezdodott',
      false,
    ],
    ['an unknown slug', '/belfold/2026/11/20/nincs-ilyen-cikk', false],
  ])('404: %s (%s, draft mode %s)', async (_name, path, draftMode) => {
    expect(await open(path, { draftMode })).toEqual({ notFound: true });
  });
});
