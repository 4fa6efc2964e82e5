import {
  getArgumentValues,
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { FIELD_COSTS, type Args } from './field-costs';

export interface CostInput {
  schema: GraphQLSchema;
  document: DocumentNode;
  operationName?: string | null;
  /** The request's variables as sent (raw JSON values). */
  variables?: Record<string, unknown> | null;
}

/** The operation a request runs: the named one, or the only one. Null when ambiguous or absent. */
export function selectOperation(document: DocumentNode, operationName?: string | null): OperationDefinitionNode | null {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  if (operationName) return operations.find((o) => o.name?.value === operationName) ?? null;
  return operations.length === 1 ? operations[0] : null;
}

/**
 * The estimated cost of the operation (see field-costs.ts for the model). Worst case where the
 * document is open: @skip/@include are ignored and every fragment of an abstract selection counts.
 * Fragment costs are memoized per parent, so nested spreads cannot make the estimate itself slow.
 */
export function operationCost({ schema, document, operationName, variables }: CostInput): number {
  const operation = selectOperation(document, operationName);
  if (!operation) return 0;
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const variableValues = variablesWithDefaults(operation, variables ?? {});
  const fragmentMemo = new Map<string, number>();

  const argsOf = (field: GraphQLField<unknown, unknown>, node: FieldNode): Args => {
    try {
      return getArgumentValues(field, node, variableValues);
    } catch {
      return {}; // a missing or invalid variable: execution refuses it; the sizes use their fallbacks
    }
  };

  const selectionCost = (
    selectionSet: SelectionSetNode,
    type: GraphQLNamedType,
    parentArgs: Args,
    visiting: Set<string>,
  ): number => {
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        total += fieldCost(selection, type, parentArgs, visiting);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const on = selection.typeCondition ? (schema.getType(selection.typeCondition.name.value) ?? type) : type;
        total += selectionCost(selection.selectionSet, on, parentArgs, visiting);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment || visiting.has(name)) continue; // unknown or cyclic: validation has refused it already
        const on = schema.getType(fragment.typeCondition.name.value) ?? type;
        const key = `${name}|${on.name}|${JSON.stringify(parentArgs)}`;
        let cost = fragmentMemo.get(key);
        if (cost === undefined) {
          visiting.add(name);
          cost = selectionCost(fragment.selectionSet, on, parentArgs, visiting);
          visiting.delete(name);
          fragmentMemo.set(key, cost);
        }
        total += cost;
      }
    }
    return total;
  };

  const fieldCost = (
    node: FieldNode,
    parentType: GraphQLNamedType,
    parentArgs: Args,
    visiting: Set<string>,
  ): number => {
    const name = node.name.value;
    if (name.startsWith('__') || !isObjectType(parentType)) return 0; // introspection: bounded by the schema
    const field = parentType.getFields()[name];
    if (!field) return 0;
    const args = argsOf(field, node);
    const spec = FIELD_COSTS[`${parentType.name}.${name}`] ?? {};
    const nullable = getNullableType(field.type);
    const size = isListType(nullable) ? (spec.size ? spec.size(args, parentArgs) : DEFAULT_LIST_SIZE) : 1;
    const namedType = getNamedType(field.type);
    const object = isCompositeType(namedType) ? 1 : 0;
    const selection = node.selectionSet ? selectionCost(node.selectionSet, namedType, args, visiting) : 0;
    return (spec.weight ?? 0) + size * (object + selection);
  };

  return selectionCost(operation.selectionSet, root, {}, new Set());
}

/** A list field without an entry in FIELD_COSTS (a test keeps every object list in the table). */
export const DEFAULT_LIST_SIZE = 10;

/** The operation's variable defaults, overridden by what the request sent. */
function variablesWithDefaults(
  operation: OperationDefinitionNode,
  sent: Record<string, unknown>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const def of operation.variableDefinitions ?? []) {
    const d = def.defaultValue;
    if (d && d.kind === Kind.INT) values[def.variable.name.value] = Number(d.value);
  }
  return { ...values, ...sent };
}
