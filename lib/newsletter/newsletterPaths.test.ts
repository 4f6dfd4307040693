import { matchRoute } from '../routing/routes';
import { newsletterStepOf, newsletterStepPath } from './newsletterPaths';

// Issue 17: the newsletter pages in the route table (one page kind, three steps) and their links.
describe('newsletter paths', () => {
  it.each([
    ['signup', {}, '/hirlevel/feliratkozas'],
    ['signup', { outcome: 'sent' }, '/hirlevel/feliratkozas?eredmeny=sent'],
    ['confirm', { token: 'abc_-1' }, '/hirlevel/megerosites?token=abc_-1'],
    [
      'confirm',
      { outcome: 'done', lists: ['g7', 'reggeli'] },
      '/hirlevel/megerosites?eredmeny=done&lista=g7%2Creggeli',
    ],
    ['unsubscribe', { outcome: 'done', lists: [] }, '/hirlevel/leiratkozas?eredmeny=done'],
  ] as const)('%s %j -> %s', (step, query, path) => {
    expect(newsletterStepPath(step, query)).toBe(path);
  });

  it.each([
    ['/hirlevel/feliratkozas', 'feliratkozas', 'signup'],
    ['/hirlevel/megerosites', 'megerosites', 'confirm'],
    ['/Hirlevel/Leiratkozas/', 'Leiratkozas', 'unsubscribe'],
  ] as const)('%s is the newsletter page kind', (path, segment, step) => {
    const match = matchRoute(path);
    expect(match?.route.kind).toBe('newsletter');
    expect(match?.params).toEqual([segment]);
    // Paths match in any letter case (the page lower-cases the segment).
    expect(newsletterStepOf(segment.toLowerCase())).toBe(step);
    expect(match!.route.build(segment)).toBe(`/hirlevel/${segment}`);
  });

  it.each(['/hirlevel', '/hirlevel/egyeb', '/hirlevel/megerosites/x'])('%s is no page', (path) => {
    expect(matchRoute(path)).toBeNull();
  });
});
