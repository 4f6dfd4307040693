// GET /api/openapi.json : the OpenAPI 3.1 document of this edition's API (lib/openapi/apiDocument.ts).
// Built once per process: it depends only on code and the edition.
import { edition } from '@/editions/currentEdition';
import { ANSWER_LIFETIME_SECONDS } from '@/lib/cachePolicy';
import { apiRoute } from '@/lib/http/apiRoute';
import { buildApiDocument, type ApiDocument } from '@/lib/openapi/apiDocument';

let document: ApiDocument | undefined;

export default apiRoute(
  async () => (document ??= buildApiDocument({ title: edition.name, serverUrl: edition.siteUrl })),
  { maxAge: ANSWER_LIFETIME_SECONDS.settled },
);
