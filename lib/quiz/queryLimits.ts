// Validation rules that bound what one GraphQL request may ask of the quiz service: how deep its
// selections nest and what they cost. A field costs 1 plus what it selects; a list field's selection
// counts QUIZ_QUERY_LIST_WEIGHT times (it repeats per item). Aliases are separate fields and count
// each; fragments count where they are spread. Introspection is measured like any other query.
import {
  getNamedType,
  getNullableType,
  GraphQLError,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  TypeNameMetaFieldDef,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { QUIZ_QUERY_LIST_WEIGHT } from '../constants';

export interface QueryMeasure {
  /** Nested field levels: `{ quiz { _id } }` is 2. */
  depth: number;
  cost: number;
}

function fieldDefinition(
  schema: GraphQLSchema,
  parent: GraphQLNamedType | undefined,
  node: FieldNode,
): GraphQLField<unknown, unknown> | undefined {
  const name = node.name.value;
  if (name === TypeNameMetaFieldDef.name) return TypeNameMetaFieldDef;
  if (parent === schema.getQueryType()) {
    if (name === SchemaMetaFieldDef.name) return SchemaMetaFieldDef;
    if (name === TypeMetaFieldDef.name) return TypeMetaFieldDef;
  }
  return isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
}

/**
 * Depth and cost of one operation. Fragments are measured once per type they are spread on; a
 * fragment cycle (reported by graphql's own NoFragmentCycles rule) counts nothing more.
 */
export function measureOperation(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: Readonly<Record<string, FragmentDefinitionNode | undefined>>,
): QueryMeasure {
  const memo = new Map<string, QueryMeasure>();
  const inProgress = new Set<string>();

  function selectionSet(set: SelectionSetNode, parent: GraphQLNamedType | undefined): QueryMeasure {
    let depth = 0;
    let cost = 0;
    for (const selection of set.selections) {
      let part: QueryMeasure;
      if (selection.kind === Kind.FIELD) {
        const definition = fieldDefinition(schema, parent, selection);
        const list = definition ? isListType(getNullableType(definition.type)) : false;
        const inner = selection.selectionSet
          ? selectionSet(selection.selectionSet, definition && getNamedType(definition.type))
          : { depth: 0, cost: 0 };
        part = {
          depth: inner.depth + 1,
          cost: 1 + inner.cost * (list ? QUIZ_QUERY_LIST_WEIGHT : 1),
        };
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const typeName = selection.typeCondition?.name.value;
        part = selectionSet(selection.selectionSet, typeName ? schema.getType(typeName) : parent);
      } else {
        part = fragment(selection.name.value, parent);
      }
      depth = Math.max(depth, part.depth);
      cost += part.cost;
    }
    return { depth, cost };
  }

  function fragment(name: string, parent: GraphQLNamedType | undefined): QueryMeasure {
    const definition = fragments[name];
    if (!definition || inProgress.has(name)) return { depth: 0, cost: 0 };
    const type = schema.getType(definition.typeCondition.name.value) ?? parent;
    const key = `${name}\u0000${type?.name ?? ''}`;
    const known = memo.get(key);
    if (known) return known;
    inProgress.add(name);
    const measure = selectionSet(definition.selectionSet, type);
    inProgress.delete(name);
    memo.set(key, measure);
    return measure;
  }

  const root = schema.getRootType(operation.operation) ?? undefined;
  return selectionSet(operation.selectionSet, root);
}

function limitRule(
  limit: number,
  pick: (measure: QueryMeasure) => number,
  report: (value: number) => { message: string; code: string },
): ValidationRule {
  return (context: ValidationContext) => {
    const fragments: Record<string, FragmentDefinitionNode> = {};
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) {
        fragments[definition.name.value] = definition;
      }
    }
    return {
      OperationDefinition(operation) {
        const value = pick(measureOperation(context.getSchema(), operation, fragments));
        if (value <= limit) return;
        const { message, code } = report(value);
        context.reportError(
          new GraphQLError(message, { nodes: [operation], extensions: { code } }),
        );
      },
    };
  };
}

export function depthLimitRule(maxDepth: number): ValidationRule {
  return limitRule(
    maxDepth,
    (measure) => measure.depth,
    (depth) => ({
      message: `The query nests ${depth} levels deep; at most ${maxDepth} are served.`,
      code: 'QUERY_TOO_DEEP',
    }),
  );
}

export function costLimitRule(maxCost: number): ValidationRule {
  return limitRule(
    maxCost,
    (measure) => measure.cost,
    (cost) => ({
      message: `The query costs ${cost}; at most ${maxCost} is served (fields, lists weighted).`,
      code: 'QUERY_TOO_COSTLY',
    }),
  );
}
