// The document's operations of the elections tag (issue 31): the election-data port's answers.
import { inPath, type Operation } from '../operation';
import * as answers from '../responseSchemas';

export const electionsOperations: Operation[] = [
  {
    id: 'listElections',
    path: '/api/elections',
    tag: 'elections',
    summary: 'The elections of the election supplements, each with the state of its count',
    description:
      'A count under way (the replay clock of the demo and tests, or a live results API) may be ' +
      'cached for 5 s and is never served stale; final ones for the API lifetime.',
    answer: answers.electionsAnswerSchema,
  },
  {
    id: 'getElection',
    path: '/api/elections/{id}',
    tag: 'elections',
    summary:
      'One election as counted now: parties, turnout, races with national and area results, ' +
      'whether each figure is official or illustrative, the guide, the party lists and the EP groups',
    parameters: [inPath('id', "The election supplement's slug.", 'ep-2024')],
    answer: answers.electionAnswerSchema,
    errors: [400, 404],
  },
];
