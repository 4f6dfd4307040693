// GET, POST, DELETE /api/subscriptions (SPEC section 7, issue 17): the topics a browser follows, by its
// client token (lib/topics/clientToken.ts). GET ?clientToken= answers them; POST {clientToken, topic}
// (JSON or form) follows a tag or section of this edition (201, or 200 when it was followed already);
// DELETE (JSON body or query parameters) unfollows it. Every answer is { clientToken, topics }, never
// cached. Bad input is a 400 naming the field; writes are limited per address (429) and refused
// cross-site (403). Stored through the user-data port, so SQLite and PostgreSQL alike.
import { PRIVATE_NO_STORE } from '@/lib/cachePolicy';
import type { NextApiRequest, NextApiResponse } from 'next';
import { privateRoute } from '@/lib/http/privateRoute';
import { HttpError } from '@/lib/http/httpError';
import { parseFields, readFields } from '@/lib/http/requestBody';
import { TOPICS_PER_CLIENT } from '@/lib/constants';
import { getContentSource } from '@/lib/content/getContentSource';
import { limitRequest } from '@/lib/engagement/submissionLimit';
import { topicExists } from '@/lib/topics/server/topicExists';
import { parseTopicId } from '@/lib/topics/topicNames';
import { topicRequestSchema, topicsQuerySchema } from '@/lib/topics/server/topicSchemas';
import type { TopicsAnswer } from '@/lib/topics/topicsAnswer';
import { getUserDataStore } from '@/lib/userdata/getUserDataStore';
import type { UserDataStore } from '@/lib/userdata/userDataStore';

export const config = { api: { bodyParser: false } };

/** The answer: private to the browser that asked, and never stored by a cache. */
function sendTopics(res: NextApiResponse, body: TopicsAnswer, status = 200) {
  res.setHeader('Cache-Control', PRIVATE_NO_STORE);
  res.status(status).json(body);
}

/** The token's topics in code-unit order (the same on both engines, whatever PostgreSQL's collation). */
async function topicsOf(store: UserDataStore, clientToken: string): Promise<string[]> {
  return (await store.topics(clientToken)).sort();
}

/** Fields in the query: GET's token; DELETE's fields too (some clients send no body with DELETE). */
function queryFields(req: NextApiRequest): Record<string, unknown> {
  const { clientToken, topic } = req.query;
  return Object.fromEntries(
    Object.entries({ clientToken, topic }).filter(([, value]) => value !== undefined),
  );
}

export default privateRoute(['GET', 'POST', 'DELETE'], async (req, res) => {
  if (req.method === 'GET') {
    const { clientToken } = parseFields(topicsQuerySchema, queryFields(req));
    const store = await getUserDataStore();
    return sendTopics(res, { clientToken, topics: await topicsOf(store, clientToken) });
  }

  const body = await readFields(req);
  const fields = req.method === 'DELETE' ? { ...queryFields(req), ...body } : body;
  const { clientToken, topic } = parseFields(topicRequestSchema, fields);
  const store = await getUserDataStore();
  // Counted after the cheap checks and before the content read and the write.
  await limitRequest(store, 'topic', req);

  if (req.method === 'DELETE') {
    // Any well-formed topic may be unfollowed, also one whose tag has gone since.
    await store.removeTopic({ clientToken, topic });
    return sendTopics(res, { clientToken, topics: await topicsOf(store, clientToken) });
  }

  const before = await topicsOf(store, clientToken);
  if (before.includes(topic)) return sendTopics(res, { clientToken, topics: before });
  if (!(await topicExists(getContentSource(), parseTopicId(topic)!))) {
    throw new HttpError(400, 'Unknown topic.', 'unknown-topic', { field: 'topic' });
  }
  if (before.length >= TOPICS_PER_CLIENT) {
    throw new HttpError(400, `At most ${TOPICS_PER_CLIENT} topics.`, 'too-many-topics', {
      field: 'topic',
    });
  }
  await store.addTopic({ clientToken, topic });
  sendTopics(res, { clientToken, topics: await topicsOf(store, clientToken) }, 201);
});
