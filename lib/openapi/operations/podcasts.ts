// The document's operations of the podcasts tag: episodes and podcasts.
import { podcastEpisodeSchema } from '../../schemas/podcast';
import { inPath, page, perPage, type Operation } from '../operation';
import * as answers from '../responseSchemas';

export const podcastsOperations: Operation[] = [
  {
    id: 'listEpisodes',
    path: '/api/episodes',
    tag: 'podcasts',
    summary: 'Podcast episodes, newest first',
    parameters: [page, perPage],
    answer: answers.episodePageSchema,
  },
  {
    id: 'getEpisode',
    path: '/api/episodes/{slug}',
    tag: 'podcasts',
    summary: 'One podcast episode',
    parameters: [inPath('slug', 'The episode slug.', 'reggeli-kave-2026-11-02')],
    answer: podcastEpisodeSchema,
    errors: [400, 404],
  },
  {
    id: 'listPodcasts',
    path: '/api/podcasts/public/all',
    tag: 'podcasts',
    summary: 'Every podcast',
    answer: answers.podcastsSchema,
  },
];
