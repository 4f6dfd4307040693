// The OpenAPI document against the routes that exist (every file under pages/api is documented, and
// nothing else is), against the OpenAPI 3.1 schema, and its JSON Schemas compile in ajv.
import Ajv2020 from 'ajv/dist/2020';
import { internalRewritePath } from '../routing/internalRewrites';
import { createAnswerValidator, pointerTo } from './answerValidator';
import { apiOperations, buildApiDocument } from './apiDocument';
import { apiRouteFiles, routeTemplate } from './apiRouteFiles';
import oas31Schema from './oas31.schema.json';

const document = buildApiDocument({ title: 'Hírvonal', serverUrl: 'https://hirvonal.hu' });
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
);
/** The pages/api route each operation is served by. */
const documentedRoutes = new Set(operations.map((o) => o.operation['x-api-route'] ?? o.path));
const routeFiles = apiRouteFiles();

describe('routeTemplate', () => {
  it.each([
    ['articles/index.ts', '/api/articles'],
    ['articles/[slug]/index.ts', '/api/articles/{slug}'],
    ['articles/[slug]/items.ts', '/api/articles/{slug}/items'],
    ['uploads/[...path].ts', '/api/uploads/{path}'],
    ['docs/[[...slug]].ts', '/api/docs/{slug}'],
    ['openapi.json.ts', '/api/openapi.json'],
    ['rss/index.ts', '/api/rss'],
  ])('%s -> %s', (file, template) => expect(routeTemplate(file)).toBe(template));
});

describe('every route under pages/api is documented', () => {
  it('finds the route files', () => expect(routeFiles.length).toBeGreaterThan(40));

  it.each(routeFiles.map((route) => [route.template, route.file]))('%s (%s)', (template, file) => {
    expect(
      documentedRoutes.has(template),
      `${file} is not documented: add it to its area under lib/openapi/operations/`,
    ).toBe(true);
  });

  it('documents no route that does not exist', () => {
    const existing = new Set(routeFiles.map((route) => route.template));
    expect([...documentedRoutes].filter((route) => !existing.has(route))).toEqual([]);
  });

  const rewritten = operations.filter((o) => o.operation['x-api-route']);
  it.each(
    rewritten.map((o) => [o.path, o.operation['x-api-route']!, o.operation.parameters ?? []]),
  )('the proxy rewrites %s to %s', (path, route, parameters) => {
    const fill = (template: string) =>
      template.replace(
        /\{([^}]+)\}/g,
        (_, name) => parameters.find((p) => p.name === name)!.example!,
      );
    expect(internalRewritePath(fill(path), null) ?? fill(path)).toBe(fill(route));
  });
});

describe('the document', () => {
  it('is an OpenAPI 3.1 document', () => {
    // The official schema checks the document's structure; Schema Objects are compiled below.
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    const validate = ajv.compile(oas31Schema);
    expect(validate(document), JSON.stringify(validate.errors, null, 2)).toBe(true);
    // ... and the check has teeth.
    const broken = structuredClone(document);
    broken.paths['/api/articles']!.get!.parameters![0]!.in = 'body' as 'query';
    expect(validate(broken)).toBe(false);
    expect(validate({ ...document, openapi: '3.0.3' })).toBe(false);
  });

  it('is plain JSON', () => {
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });

  it('has unique operation ids', () => {
    const ids = apiOperations.map((operation) => operation.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it.each(operations.map((o) => [o.method.toUpperCase(), o.path, o.operation]))(
    '%s %s declares exactly the parameters of its path, with examples',
    (_method, path, operation) => {
      const inTemplate = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      const declared = (operation.parameters ?? []).filter((p) => p.in === 'path');
      expect(declared.map((p) => p.name)).toEqual(inTemplate);
      for (const parameter of declared) {
        expect(parameter.required).toBe(true);
        expect(parameter.example).toBeTruthy();
      }
    },
  );

  it('every reference points into the document', () => {
    const references = JSON.stringify(document).matchAll(/"\$ref":"#\/([^"]+)"/g);
    for (const reference of new Set([...references].map((match) => match[1]!))) {
      const target = reference
        .split('/')
        .reduce<unknown>(
          (node, key) => (node as Record<string, unknown> | undefined)?.[key],
          document,
        );
      expect(target, reference).toBeDefined();
    }
  });

  it('every schema in it compiles in ajv (strict)', () => {
    const { schemaAt } = createAnswerValidator(document);
    const pointers: string[][] = [];
    // Every `schema` value (parameters, bodies, answers) and every component schema.
    (function walk(node: unknown, at: string[]) {
      if (typeof node !== 'object' || node === null) return;
      for (const [key, value] of Object.entries(node)) {
        if (key === 'schema' || (at.join('/') === 'components/schemas' && value)) {
          pointers.push([...at, key]);
        } else walk(value, [...at, key]);
      }
    })(document, []);
    expect(pointers.length).toBeGreaterThan(100);
    for (const pointer of pointers) {
      expect(() => schemaAt(pointerTo(...pointer)), pointer.join('/')).not.toThrow();
    }
  });

  it('documents JSON errors as { error: { status, message } }', () => {
    const { check } = createAnswerValidator(document);
    const notFound = { error: { status: 404, message: 'Not Found: /api/articles/x' } };
    expect(check('GET', '/api/articles/x', 404, notFound)).toEqual([]);
    expect(check('GET', '/api/articles/x', 404, { message: 'x' })).not.toEqual([]);
    expect(check('GET', '/api/index/boxes', 404, notFound)).toEqual([
      'GET /api/index/boxes does not document status 404',
    ]);
  });

  it('rejects answers of the wrong shape', () => {
    const { check } = createAnswerValidator(document);
    expect(check('GET', '/api/articles', 200, { items: 'none' })).not.toEqual([]);
    expect(check('GET', '/api/nincs-ilyen', 200, {})).toEqual([
      'GET /api/nincs-ilyen is not documented',
    ]);
    // Literal paths win over templates: /api/articles/facebook/reaction is not an article slug.
    expect(check('GET', '/api/articles/facebook/reaction', 200, { items: [] })).toEqual([]);
  });
});
