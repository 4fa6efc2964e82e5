import fs from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getNamedType,
  isLeafType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLObjectType,
} from 'graphql';

const schema = buildSchema(fs.readFileSync(path.join(__dirname, '../../schema.graphql'), 'utf8'));

/** Arguments for fields that require some (a report over a fixed custom range). */
const REQUIRED_ARGS: Record<string, string> = {
  report: '(period: custom, from: "2020-01-01", to: "2030-12-31")',
};

/**
 * Every figure under a type as a GraphQL selection: each field without required arguments (or with
 * the ones above), down to its leaves, leaving out ids (a restore gives every row a new one).
 * `exclude` names fields not to walk (the nested `analytics` of an account is queried on its own).
 */
export function figureSelection(typeName: string, exclude: string[] = [], depth = 6): string {
  const type = schema.getType(typeName) as GraphQLObjectType;
  return selectionOf(type, new Set(exclude), depth);
}

/** The fields of a type a figure test queries one by one (a whole Analytics at once is over the cost limit). */
export function figureFields(typeName: string): string[] {
  const type = schema.getType(typeName) as GraphQLObjectType;
  return Object.values(type.getFields())
    .filter(walkable)
    .map((f) => f.name);
}

/** One field's selection, with its required arguments. */
export function fieldSelection(typeName: string, field: string, depth = 6): string {
  const f = (schema.getType(typeName) as GraphQLObjectType).getFields()[field];
  const named = getNamedType(f.type);
  const args = REQUIRED_ARGS[f.name] ?? '';
  return isObjectType(named) ? `${f.name}${args} { ${selectionOf(named, new Set(), depth - 1)} }` : `${f.name}${args}`;
}

/** Not figures: links back up (an account's own analytics is queried apart) and files' addresses (they carry ids). */
const SKIP = new Set(['analytics', 'account', 'attachments', 'revisions', 'url', 'thumbnailUrl']);

function walkable(f: GraphQLField<unknown, unknown>): boolean {
  if (getNamedType(f.type).name === 'ID' || SKIP.has(f.name)) return false;
  return f.args.every((a) => !isNonNullType(a.type) || a.defaultValue !== undefined) || f.name in REQUIRED_ARGS;
}

function selectionOf(type: GraphQLObjectType, exclude: Set<string>, depth: number): string {
  const parts: string[] = [];
  for (const f of Object.values(type.getFields())) {
    if (exclude.has(f.name) || !walkable(f)) continue;
    const named = getNamedType(f.type);
    const args = REQUIRED_ARGS[f.name] ?? '';
    if (isLeafType(named)) parts.push(`${f.name}${args}`);
    else if (isObjectType(named) && depth > 0) {
      const inner = selectionOf(named, new Set(), depth - 1);
      if (inner) parts.push(`${f.name}${args} { ${inner} }`);
    }
  }
  return parts.join(' ');
}

/** A field's object type and how it is written with its arguments (to split a costly selection). */
export function childOf(typeName: string, field: string): { typeName: string | null; head: string } {
  const f = (schema.getType(typeName) as GraphQLObjectType).getFields()[field];
  const named = getNamedType(f.type);
  return { typeName: isObjectType(named) ? named.name : null, head: `${f.name}${REQUIRED_ARGS[f.name] ?? ''}` };
}
