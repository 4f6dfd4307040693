// The document's operations of the topics tag (issue 17): a browser follows tags and sections by its
// own client token; its notifications go to the browser's push service or the app (issue 32).
import { pushAnswerSchema } from '../../topics/pushAnswer';
import { pushDeleteSchema, pushRequestSchema } from '../../topics/server/pushSchemas';
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
  {
    id: 'pushSubscription',
    path: '/api/push-subscriptions',
    tag: 'topics',
    summary: 'The site’s VAPID public key, and where a client token’s notifications go',
    description:
      'publicKey: the applicationServerKey a browser subscribes with. channel: web (Web Push), ' +
      'app (the app’s push gateway) or null. Answered privately and never cached.',
    parameters: [
      query(
        'clientToken',
        'Optional: the browser’s client token.',
        clientTokenSchema,
        'peldaBongeszoToken_0123456789ab',
      ),
    ],
    answer: pushAnswerSchema,
    errors: [400],
  },
  {
    id: 'savePushSubscription',
    method: 'post',
    path: '/api/push-subscriptions',
    tag: 'topics',
    summary: 'Sends a client token’s topic notifications to a browser’s push service or the app',
    description:
      'A JSON body: { clientToken, subscription } with the browser’s PushSubscription.toJSON() (its ' +
      'endpoint must be a known push service, else a 400 "Unknown push service."), or { clientToken, ' +
      'appToken } with the app’s push token. One per client token: a later one replaces it. ' +
      'Limited per address; refused cross-site.',
    requestBody: pushRequestSchema,
    answer: pushAnswerSchema,
    created: true,
    errors: [400, 403, 413, 429],
  },
  {
    id: 'deletePushSubscription',
    method: 'delete',
    path: '/api/push-subscriptions',
    tag: 'topics',
    summary: 'Stops a client token’s notifications (idempotent)',
    description: 'A JSON body or the query parameter. Limited per address; refused cross-site.',
    parameters: [
      query('clientToken', 'The browser’s client token (instead of the body).', clientTokenSchema),
    ],
    requestBody: pushDeleteSchema,
    answer: pushAnswerSchema,
    errors: [400, 403, 413, 429],
  },
];
