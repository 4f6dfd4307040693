// Checks a real answer against the OpenAPI document (for tests: apiDocument.test.ts, realAnswers.test.ts
// and tests/e2e/openapi.spec.ts). The whole document is given to ajv as one schema, so the answers'
// `#/components/...` references resolve inside it exactly as an OpenAPI tool resolves them.
import Ajv2020 from 'ajv/dist/2020';

const DOCUMENT_ID = 'https://openapi.invalid/document.json';

interface DocumentLike {
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  components?: object;
}

/** JSON pointer of a document part, as a URI fragment ajv resolves. */
export function pointerTo(...parts: string[]): string {
  return `#/${parts.map((part) => encodeURIComponent(part.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/')}`;
}

interface ParameterLike {
  name: string;
  in: string;
  example?: string;
}

/** A real URL for an operation: its path with the parameters' examples, and the query ones that have one. */
export function exampleUrl(template: string, parameters: ParameterLike[] = []): string {
  const example = (name: string) =>
    parameters.find((p) => p.name === name && p.in === 'path')?.example;
  const path = template.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURI(example(name) ?? `{${name}}`),
  );
  const query = new URLSearchParams(
    parameters.flatMap((p) => (p.in === 'query' && p.example ? [[p.name, p.example]] : [])),
  );
  return query.size ? `${path}?${query}` : path;
}

/** `/api/articles/{slug}` -> a RegExp for concrete paths; literal paths first, so they win. */
function templatesByPrecedence(paths: string[]) {
  return paths
    .map((template) => ({
      template,
      params: (template.match(/\{/g) ?? []).length,
      // A parameter matches one segment; a catch-all `{path}` (pages/api/.../[...path]) several.
      pattern: new RegExp(
        `^${template
          .split(/(\{[^}]+\})/)
          .map((piece) =>
            piece === '{path}'
              ? '.+'
              : piece.startsWith('{')
                ? '[^/]+'
                : piece.replace(/[.*+?^$()|[\]\\]/g, '\\$&'),
          )
          .join('')}$`,
      ),
    }))
    .sort((a, b) => a.params - b.params);
}

export function createAnswerValidator(document: DocumentLike) {
  const ajv = new Ajv2020({
    strict: true,
    allowUnionTypes: true,
    allErrors: true,
    // zod writes a `pattern` beside its date formats; uri is what z.url() writes.
    formats: { date: true, 'date-time': true, uri: (value: string) => URL.canParse(value) },
  });
  // ajv compiles the document's root too when it resolves a pointer into it: its OpenAPI fields are
  // declared as (ignored) keywords, so strict mode still applies to every schema inside.
  for (const field of ['openapi', 'info', 'servers', 'paths', 'components']) ajv.addKeyword(field);
  ajv.addSchema(document, DOCUMENT_ID);
  const templates = templatesByPrecedence(Object.keys(document.paths));

  /** The compiled schema at a pointer of the document (throws when it does not compile). */
  function schemaAt(pointer: string) {
    const validate = ajv.getSchema(DOCUMENT_ID + pointer);
    if (!validate) throw new Error(`no schema at ${pointer}`);
    return validate;
  }

  /** The path template a concrete path is documented under. */
  function templateOf(pathname: string): string | undefined {
    return templates.find(({ pattern }) => pattern.test(pathname))?.template;
  }

  /** Problems of a JSON answer against the document (empty: it conforms). */
  function check(method: string, pathname: string, status: number, body: unknown): string[] {
    const template = templateOf(pathname);
    const responses = template && document.paths[template]?.[method.toLowerCase()]?.responses;
    if (!template || !responses) return [`${method} ${pathname} is not documented`];
    const response = responses[String(status)] as { $ref?: string } | undefined;
    if (!response) return [`${method} ${template} does not document status ${status}`];
    const base = response.$ref
      ? response.$ref.slice(2).split('/')
      : ['paths', template, method.toLowerCase(), 'responses', String(status)];
    const validate = schemaAt(pointerTo(...base, 'content', 'application/json', 'schema'));
    if (validate(body)) return [];
    return (validate.errors ?? []).map(
      (error) => `${template} ${status}: ${error.instancePath || '/'} ${error.message}`,
    );
  }

  return { schemaAt, templateOf, check };
}
