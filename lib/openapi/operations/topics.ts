// The document's operations of the topics tag (issue 17): a browser follows tags and sections by its
// own client token.
import { clientTokenSchema, topicRequestSchema } from '../../topics/server/topicSchemas';
import { topicsAnswerSchema } from '../../topics/topicsAnswer';
import { query, type Operation } from '../operation';

export const topicsOperations: Operation[] = [
  {
    id: 'followedTopics',
    path: '/api/subscriptions',
    tag: 'topics',
    summary: 'The topics (tag:{slug}, section:{slug}) a browser follows',
    description: 'Answered privately and never cached (Cache-Control: private, no-store).',
    parameters: [
      query(
        'clientToken',
        'Required: the browser’s client token.',
        clientTokenSchema,
        'peldaBongeszoToken_0123456789ab',
      ),
    ],
    answer: topicsAnswerSchema,
    errors: [400],
  },
  {
    id: 'followTopic',
    method: 'post',
    path: '/api/subscriptions',
    tag: 'topics',
    summary: 'Follows a tag or section of this edition: 201, or 200 when it was followed already',
    description:
      'A JSON or form body. The topic must be a tag or section whose list page exists on this ' +
      'edition (else a 400 "Unknown topic."). Limited per address; refused cross-site.',
    requestBody: topicRequestSchema,
    answer: topicsAnswerSchema,
    created: true,
    errors: [400, 403, 413, 429],
  },
  {
    id: 'unfollowTopic',
    method: 'delete',
    path: '/api/subscriptions',
    tag: 'topics',
    summary: 'Unfollows a topic (idempotent); answers the topics still followed',
    description:
      'A JSON body, or clientToken and topic as query parameters. Limited per address; refused ' +
      'cross-site.',
    parameters: [
      query('clientToken', 'The browser’s client token (instead of the body).', clientTokenSchema),
      query('topic', 'The topic (instead of the body).', topicRequestSchema.shape.topic),
    ],
    requestBody: topicRequestSchema,
    answer: topicsAnswerSchema,
    errors: [400, 403, 413, 429],
  },
];
