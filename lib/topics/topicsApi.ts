// The browser side of /api/subscriptions (SPEC section 7, issue 17): read, follow and unfollow through
// the shared client wrapper (lib/client/apiRequest.ts), and which words a failure is shown in. The
// answer is checked by hand rather than with zod: this ships with the tag and section pages, whose
// first-load JS has a budget (even zod/mini adds about 6 kB gz); topicsApi.test.ts holds the check to
// the route's zod schema (server/topicSchemas.ts).
import { ApiError, type ResponseSchema } from '../client/apiClient';
import { apiRequest } from '../client/apiRequest';
import type { TopicsKey } from '../i18n/topicTexts';

export const SUBSCRIPTIONS_API = '/api/subscriptions';

export interface TopicsAnswerView {
  clientToken: string;
  topics: string[];
}

export const topicsAnswerCheck: ResponseSchema<TopicsAnswerView> = {
  safeParse(data) {
    const { clientToken, topics } = (data ?? {}) as Record<string, unknown>;
    return typeof clientToken === 'string' &&
      Array.isArray(topics) &&
      topics.every((topic) => typeof topic === 'string')
      ? { success: true, data: { clientToken, topics } }
      : { success: false, error: new Error('not a topics answer') };
  },
};

/** The topics the browser's token follows. */
export async function fetchTopics(clientToken: string): Promise<string[]> {
  const query = new URLSearchParams({ clientToken });
  return (await apiRequest(`${SUBSCRIPTIONS_API}?${query}`, topicsAnswerCheck)).topics;
}

/** Follows (`on`) or unfollows a topic; answers the topics followed afterwards. */
export async function setTopicFollowed(
  clientToken: string,
  topic: string,
  on: boolean,
): Promise<string[]> {
  const answer = await apiRequest(SUBSCRIPTIONS_API, topicsAnswerCheck, {
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
