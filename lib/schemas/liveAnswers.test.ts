import type { ListItem } from './article';
import {
  articleBodyAnswerSchema,
  articleVersionSchema,
  livePostsAnswerSchema,
  type LivePost,
} from './liveAnswers';

const post: LivePost = {
  id: 7,
  slug: 'uj-bejegyzes',
  title: 'Új bejegyzés',
  pubDate: 1_790_000_000,
  pinned: false,
  content: '<p>Szöveg</p>',
};

describe('live answers (SPEC sections 4 and 7)', () => {
  it('a live post is a list item’s id, slug, title, date and pin, with its body', () => {
    type PostFields = Pick<ListItem, 'id' | 'slug' | 'title' | 'pubDate' | 'pinned'>;
    expectTypeOf<LivePost>().toExtend<PostFields & { content: string }>();
    expectTypeOf<PostFields & { content: string }>().toExtend<LivePost>();
  });

  it.each([
    ['version', articleVersionSchema, { data: { v: 3 } }, true],
    ['version without data', articleVersionSchema, { v: 3 }, false],
    ['version as text', articleVersionSchema, { data: { v: '3' } }, false],
    ['posts', livePostsAnswerSchema, { version: 4, posts: [post] }, true],
    ['no posts', livePostsAnswerSchema, { version: 4, posts: [] }, true],
    [
      'a post without a body',
      livePostsAnswerSchema,
      { version: 4, posts: [{ ...post, content: undefined }] },
      false,
    ],
    [
      'a post with a fractional id',
      livePostsAnswerSchema,
      { version: 4, posts: [{ ...post, id: 1.5 }] },
      false,
    ],
    [
      'body',
      articleBodyAnswerSchema,
      { data: { v: 5, updatedAt: 1_790_000_100, content: '<p>x</p>' } },
      true,
    ],
    ['body without content', articleBodyAnswerSchema, { data: { v: 5, updatedAt: 1 } }, false],
    [
      'body with a negative time',
      articleBodyAnswerSchema,
      { data: { v: 5, updatedAt: -1, content: '' } },
      false,
    ],
  ] as const)('%s -> %s', (_name, schema, answer, ok) => {
    expect(schema.safeParse(answer).success).toBe(ok);
  });
});
