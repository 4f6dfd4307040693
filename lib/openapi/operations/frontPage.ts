// The document's operations of the front page tag: the boxes, the automatic block, the episodes, a
// section's box and the recommender lists.
import { AUTO_BLOCK_VERSIONS, RECOMMENDER_VERSIONS } from '../../constants';
import { recommenderResponseSchema } from '../../schemas/recommender';
import { inPath, query, whole, type Operation } from '../operation';
import * as answers from '../responseSchemas';

export const frontPageOperations: Operation[] = [
  {
    id: 'getIndexBoxes',
    path: '/api/index/boxes',
    tag: 'front page',
    summary:
      'The front page blocks, and their items under names (topBoxItems, middle1BoxItems, ...)',
    answer: answers.indexBoxesSchema,
  },
  {
    id: 'getAutoBlock',
    path: '/api/index/auto-block',
    tag: 'front page',
    summary: 'The automatic front page block (latest articles not placed by editors)',
    parameters: [query('v', `Layout version 1..${AUTO_BLOCK_VERSIONS} (default 1).`, whole)],
    answer: answers.autoBlockSchema,
    errors: [400],
  },
  {
    id: 'getIndexEpisodes',
    path: '/api/index/episodes',
    tag: 'front page',
    summary: 'The latest podcast episodes for the front page (4)',
    answer: answers.episodesSchema,
  },
  {
    id: 'getSectionBox',
    path: '/api/index/mstag/{tag}',
    tag: 'front page',
    summary: "A section's box: its latest articles",
    parameters: [inPath('tag', 'The section slug.', 'belfold')],
    answer: answers.sectionBoxSchema,
    errors: [400, 404],
  },
  {
    id: 'getRecommended',
    path: '/api/recommended/mstag/{tag}',
    tag: 'front page',
    summary: 'The recommender lists (all sections, or one section’s newest)',
    parameters: [
      inPath('tag', '`all`, or a section slug.', 'all'),
      query(
        'v',
        `Version 1..${RECOMMENDER_VERSIONS} that rotates the lists (anything else: 1).`,
        whole,
      ),
    ],
    answer: recommenderResponseSchema,
    errors: [400],
  },
];
