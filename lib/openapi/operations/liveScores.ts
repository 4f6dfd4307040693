// The document's operation of the live scores tag (issue 15): football, Formula 1 and Olympic data.
import { inPath, type Operation } from '../operation';
import * as answers from '../responseSchemas';

export const liveScoresOperations: Operation[] = [
  {
    id: 'getLivescore',
    path: '/api/livescore/{path}',
    tag: 'live scores',
    summary: 'Football, Formula 1 and Olympic data in the api-sports shape: `{ response: [...] }`',
    description:
      'Paths: all/{football|formula-1} (live now); football/fixtures/{league}/{season}/all/{YYYY-MM-DD}; ' +
      'and the cache API paths football/{countries|seasons|live}, football/leagues/{country}, ' +
      'football/fixtures/{id}, football/fixtures/{league}/{season}/{YYYY-MM-DD|all}, ' +
      'football/{standings|topscorers|topyellowcards|topredcards}/{league}/{season}, ' +
      'formula-1/{races|drivers|teams}/{season}, formula-1/rankings/{drivers|teams}/{season}, ' +
      'formula-1/result/{race id; negative = starting grid}, formula-1/{circuit|team|driver}/{id}, ' +
      'formula-1/live; and olympics/games/{supplement slug} (medal table, programme, Hungarian events). ' +
      'Live answers may be cached for 5 s, settled ones for 5 minutes.',
    parameters: [inPath('path', 'The live-score path (may contain slashes).', 'football/seasons')],
    answer: answers.livescoreAnswerSchema,
    errors: [400, 404],
  },
];
