// SPEC section 7 (frontpage-podcast-block-position) and section 9 (latest episodes default 4): the
// front page's podcast block placement.
import { podcastBlockIndex, showsPodcastBlock } from './podcastBlockPlacement';

describe('podcastBlockIndex', () => {
  it.each<[number[], number, number]>([
    [[1, 2, 3, 4, 5, 6, 7, 8], 4, 3],
    [[1, 2, 3, 4, 5, 6, 7, 8], 1, 0],
    [[1, 2, 3, 4, 5, 6, 7, 8], 0, 0],
    [[1, 2, 3, 4, 5, 6, 7, 8], 9, 8],
    [[1, 2, 5, 6], 4, 2],
    [[], 4, 0],
  ])('blocks %j, position %d -> before block #%d', (positions, position, index) => {
    expect(podcastBlockIndex(positions, position)).toBe(index);
  });
});

describe('showsPodcastBlock', () => {
  it.each<[string, Record<string, unknown>, number | null, number, boolean]>([
    ['switched on', { podcastBlock: true }, 4, 4, true],
    ['switch missing', {}, 4, 4, true],
    ['switched off (regional demo edition)', { podcastBlock: false }, 4, 4, false],
    ['no position unique', { podcastBlock: true }, null, 4, false],
    ['no episodes', { podcastBlock: true }, 4, 0, false],
  ])('%s', (_name, setup, position, count, shown) => {
    expect(showsPodcastBlock(setup, position, count)).toBe(shown);
  });
});
