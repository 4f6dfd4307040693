// The browser side of /api/subscriptions (SPEC section 7, issue 17): read, follow and unfollow through
// the shared client wrapper (lib/client/apiRequest.ts), and which words a failure is shown in. The
// answer is checked with the route's own schema (topicsAnswer.ts, zod/mini): this module comes with
// the follow button's lazily loaded chunk, not with the tag and section pages' first-load JS.
import { ApiError } from '../client/apiClient';
import { apiRequest } from '../client/apiRequest';
import type { TopicsKey } from '../i18n/topicTexts';
import { topicsAnswerSchema } from './topicsAnswer';

export const SUBSCRIPTIONS_API = '/api/subscriptions';

/** The topics the browser's token follows. */
export async function fetchTopics(clientToken: string): Promise<string[]> {
  const query = new URLSearchParams({ clientToken });
  return (await apiRequest(`${SUBSCRIPTIONS_API}?${query}`, topicsAnswerSchema)).topics;
}

/** Follows (`on`) or unfollows a topic; answers the topics followed afterwards. */
export async function setTopicFollowed(
  clientToken: string,
  topic: string,
  on: boolean,
): Promise<string[]> {
  const answer = await apiRequest(SUBSCRIPTIONS_API, topicsAnswerSchema, {
    method: on ? 'POST' : 'DELETE',
    body: { clientToken, topic },
  });
  return answer.topics;
}

/** The words for a failed call: too many requests, no connection, or anything else. */
export function topicErrorKey(error: unknown, action: 'load' | 'save'): TopicsKey {
  if (error instanceof ApiError && error.kind === 'http' && error.status === 429) {
    return 'topics.error.rateLimited';
  }
  if (error instanceof ApiError && error.kind === 'network') return 'topics.error.network';
  return action === 'load' ? 'topics.error.load' : 'topics.error.save';
}
