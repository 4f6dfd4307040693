// The answer envelope of the live-score cache API (SPEC section 7; api-sports' `response`): every
// /livescore/... answer is a list of the path's items (football.ts, f1.ts, olympics.ts). One envelope
// for the remote adapter, our /api/livescore answers in the OpenAPI document and the football and
// Formula 1 pages' polls; zod/mini for the pages' sake (its items may be zod or zod/mini).
import * as z from 'zod/mini';

export const livescoreAnswer = <T extends z.core.$ZodType>(item: T) =>
  z.object({ response: z.array(item) });
