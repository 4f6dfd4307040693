import { parse, specifiedRules, validate } from 'graphql';
import { QUIZ_QUERY_LIST_WEIGHT } from '../constants';
import { QUIZ_SCHEMA } from './graphqlSchema';
import { costLimitRule, depthLimitRule, measureOperation } from './queryLimits';
import { QUIZ_QUERY } from './remoteQuizSource';

// Our bounds on one request (issue 17, not the SPEC's): depth counts nested field levels; cost is one
// per field plus what it selects, a list field's selection counted QUIZ_QUERY_LIST_WEIGHT times.
const W = QUIZ_QUERY_LIST_WEIGHT;

function measure(query: string) {
  const document = parse(query);
  const fragments = Object.fromEntries(
    document.definitions.flatMap((d) =>
      d.kind === 'FragmentDefinition' ? [[d.name.value, d]] : [],
    ),
  );
  const operation = document.definitions.find((d) => d.kind === 'OperationDefinition');
  if (operation?.kind !== 'OperationDefinition') throw new Error('no operation');
  return measureOperation(QUIZ_SCHEMA, operation, fragments);
}

describe('measureOperation', () => {
  it.each([
    ['one scalar', '{ __typename }', 1, 1],
    ['an object and a field', '{ quiz(id: "x") { _id } }', 2, 2],
    ['two fields', '{ quiz(id: "x") { _id title } }', 2, 3],
    ['a list multiplies its selection', '{ quiz(id: "x") { questions { _id } } }', 3, 1 + 1 + W],
    [
      'nested lists multiply again',
      '{ quiz(id: "x") { questions { answers { _id title } } } }',
      4,
      1 + 1 + W * (1 + W * 2),
    ],
    [
      'aliases count each',
      '{ a: quiz(id: "x") { _id } b: quiz(id: "x") { _id } c: quiz(id: "y") { _id } }',
      2,
      6,
    ],
    [
      'a fragment counts where it is spread',
      'query { a: quiz(id: "x") { ...F } b: quiz(id: "y") { ...F } } fragment F on Quiz { _id title }',
      2,
      6,
    ],
    [
      'an inline fragment counts as its fields',
      '{ quiz(id: "x") { ... on Quiz { _id complex } } }',
      2,
      3,
    ],
    ['a list of scalars is one field', '{ __schema { types { name } } }', 3, 1 + 1 + W],
    ['an unknown field still counts', '{ nope { deeper } }', 2, 2],
    [
      'a fragment cycle stops (graphql reports it)',
      'query { quiz(id: "x") { ...A } } fragment A on Quiz { _id ...B } fragment B on Quiz { ...A }',
      2,
      2,
    ],
  ])('%s: depth %d, cost %d', (_name, query, depth, cost) => {
    expect(measure(query)).toEqual({ depth, cost });
  });

  it("prices the UI's whole poll well under the limit", () => {
    const { depth, cost } = measure(QUIZ_QUERY);
    expect(depth).toBe(4);
    expect(cost).toBeLessThan(500);
  });

  it('measures an exponential fragment bomb without expanding it', () => {
    const levels = 30;
    const fragments = Array.from(
      { length: levels },
      (_, i) =>
        `fragment F${i} on Quiz { a: _id ${i + 1 < levels ? `...F${i + 1} b: title ...F${i + 1}` : ''} }`,
    ).join('\n');
    const started = Date.now();
    const { cost } = measure(`query { quiz(id: "x") { ...F0 } } ${fragments}`);
    // Expanded, 2^30 selections would take many minutes; measured, milliseconds. The bound is far from
    // both, so a busy machine cannot fail it.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(cost).toBeGreaterThan(2 ** 20);
  });
});

describe('the rules in validation', () => {
  const rules = [...specifiedRules, depthLimitRule(4), costLimitRule(20)];
  const errors = (query: string) => validate(QUIZ_SCHEMA, parse(query), rules);

  it.each([
    ['within both limits', '{ quiz(id: "x") { _id questions { _id } } }', []],
    [
      'too deep',
      '{ __schema { types { fields { type { name } } } } }',
      ['QUERY_TOO_DEEP', 'QUERY_TOO_COSTLY'],
    ],
    [
      'too costly by aliases',
      `{ ${Array.from({ length: 11 }, (_, i) => `q${i}: quiz(id: "x") { _id }`).join(' ')} }`,
      ['QUERY_TOO_COSTLY'],
    ],
    ['shallow introspection is allowed', '{ __type(name: "Quiz") { name kind } }', []],
  ])('%s', (_name, query, codes) => {
    expect(errors(query).map((error) => error.extensions.code)).toEqual(codes);
  });

  it('names the limit in the message', () => {
    const [error] = validate(
      QUIZ_SCHEMA,
      parse('{ quiz(id: "x") { questions { answers { _id } } } }'),
      [depthLimitRule(3)],
    );
    expect(error?.message).toBe('The query nests 4 levels deep; at most 3 are served.');
  });
});
