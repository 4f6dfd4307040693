// GET, POST, DELETE /api/push-subscriptions (issue 32): where a client token's topic notifications go.
// The client token is the one of /api/subscriptions (SPEC section 7), and it is the subscription's key:
// one per token. GET answers the site's VAPID public key (a browser subscribes with it) and, with
// ?clientToken=, where that token's notifications go; POST stores a browser's PushSubscription
// ({ clientToken, subscription }) or the app's push token ({ clientToken, appToken }) for this
// edition (201); DELETE { clientToken } stops them. Never cached; writes limited per address (429) and
// refused cross-site (403). A push service the site does not know is a 400: the server POSTs to the
// endpoint, so it must be one (lib/rules/topicNotifications.ts, WEB_PUSH_EXTRA_ORIGINS).
import type { NextApiResponse } from 'next';
import { edition } from '@/editions/currentEdition';
import { PRIVATE_NO_STORE } from '@/lib/cachePolicy';
import { limitRequest } from '@/lib/engagement/submissionLimit';
import { originList } from '@/lib/http/contentSecurityPolicy';
import { HttpError } from '@/lib/http/httpError';
import { privateRoute } from '@/lib/http/privateRoute';
import { parseFields, readFields } from '@/lib/http/requestBody';
import { siteVapidKeys } from '@/lib/push/getPush';
import { isPushServiceEndpoint } from '@/lib/rules/topicNotifications';
import type { PushAnswer } from '@/lib/topics/pushAnswer';
import {
  pushDeleteSchema,
  pushQuerySchema,
  pushRequestSchema,
} from '@/lib/topics/server/pushSchemas';
import { getUserDataStore } from '@/lib/userdata/getUserDataStore';

export const config = { api: { bodyParser: false } };

function send(res: NextApiResponse, body: Omit<PushAnswer, 'publicKey'>, status = 200) {
  res.setHeader('Cache-Control', PRIVATE_NO_STORE);
  res.status(status).json({ ...body, publicKey: siteVapidKeys().publicKey } satisfies PushAnswer);
}

export default privateRoute(['GET', 'POST', 'DELETE'], async (req, res) => {
  if (req.method === 'GET') {
    const { clientToken } = parseFields(pushQuerySchema, { ...req.query });
    if (!clientToken) return send(res, { clientToken: null, channel: null });
    const subscription = await (await getUserDataStore()).pushSubscription(clientToken);
    const channel = subscription?.edition === edition.slug ? subscription.channel : null;
    return send(res, { clientToken, channel });
  }

  const body = await readFields(req);
  if (req.method === 'DELETE') {
    const { clientToken } = parseFields(pushDeleteSchema, { ...req.query, ...body });
    const store = await getUserDataStore();
    await limitRequest(store, 'topic', req);
    await store.removePushSubscription(clientToken);
    return send(res, { clientToken, channel: null });
  }

  const request = parseFields(pushRequestSchema, body);
  if ('subscription' in request) {
    const extra = originList('WEB_PUSH_EXTRA_ORIGINS', process.env.WEB_PUSH_EXTRA_ORIGINS);
    if (!isPushServiceEndpoint(request.subscription.endpoint, extra)) {
      throw new HttpError(400, 'Unknown push service.', 'unknown-push-service', {
        field: 'subscription.endpoint',
      });
    }
  } else if (!process.env.APP_PUSH_GATEWAY_URL) {
    throw new HttpError(400, 'App notifications are not configured.', 'app-push-off', {
      field: 'appToken',
    });
  }
  const store = await getUserDataStore();
  await limitRequest(store, 'topic', req);
  const { clientToken } = request;
  if ('subscription' in request) {
    const { endpoint, keys } = request.subscription;
    await store.savePushSubscription({
      clientToken,
      edition: edition.slug,
      channel: 'web',
      endpoint,
      ...keys,
    });
  } else {
    await store.savePushSubscription({
      clientToken,
      edition: edition.slug,
      channel: 'app',
      endpoint: request.appToken,
    });
  }
  send(res, { clientToken, channel: 'subscription' in request ? 'web' : 'app' }, 201);
});
