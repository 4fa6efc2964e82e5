import fs from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getIntrospectionQuery,
  getNamedType,
  isObjectType,
  isNonNullType,
  Kind,
  parse,
  type DefinitionNode,
  type GraphQLObjectType,
  type OperationDefinitionNode,
  type TypeNode,
} from 'graphql';
import { EXPENSIVE_QUERY_COST, MAX_QUERY_COST } from '../../../config/limits';
import { readSchema } from '../../apollo';
import { operationCost } from '../operation-cost';

const schema = buildSchema(readSchema());
const CLIENT_SRC = path.resolve(__dirname, '../../../../../client/src');

function graphqlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === '__generated__' ? [] : graphqlFiles(full);
    return e.name.endsWith('.graphql') ? [full] : [];
  });
}

const namedType = (t: TypeNode): string => (t.kind === Kind.NAMED_TYPE ? t.name.value : namedType(t.type));

/**
 * Variables the client only ever sends as one of its own constants, costed at that constant: the
 * trade table's page (each row carries its tags and playbook since issue 30, so a GraphQL page of
 * the server's 10,000 would not fit the budget; the table and the start-up prefetch send
 * PAGE_SIZE). The test below checks that no other page size is sent.
 */
const PAGE_SIZE = Number(
  /export const PAGE_SIZE = (\d+);/.exec(
    fs.readFileSync(path.join(CLIENT_SRC, 'features/trades/trade-window.ts'), 'utf8'),
  )?.[1],
);
const CLIENT_BOUNDS: Record<string, Record<string, number>> = { TradeListPage: { limit: PAGE_SIZE } };

/**
 * Every operation the client sends, costed with the worst values its variables could take: each
 * Int variable (limit, maxPoints, …) at the largest the server accepts. The client must never
 * meet QUERY_TOO_COSTLY, whatever page size or chart density a screen asks for.
 */
describe("the client's GraphQL documents", () => {
  const files = graphqlFiles(CLIENT_SRC);
  const definitions = files.map((file) => ({ file, defs: parse(fs.readFileSync(file, 'utf8')).definitions }));
  const fragments = definitions.flatMap(({ defs }) => defs.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION));
  const operations = definitions.flatMap(({ file, defs }) =>
    defs
      .filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
      .map((op) => ({ file: path.relative(CLIENT_SRC, file), op, ownDefs: defs })),
  );

  const costOf = (op: OperationDefinitionNode, ownDefs: readonly DefinitionNode[]) => {
    const ownFragments = new Set(ownDefs.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => d.name.value));
    const document = {
      kind: Kind.DOCUMENT,
      definitions: [
        op,
        ...ownDefs.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION),
        ...fragments.filter((f) => !ownFragments.has(f.name.value)),
      ],
    } as const;
    const bounded = CLIENT_BOUNDS[op.name?.value ?? ''] ?? {};
    const variables = Object.fromEntries(
      (op.variableDefinitions ?? [])
        .filter((v) => namedType(v.type) === 'Int')
        .map((v) => [v.variable.name.value, bounded[v.variable.name.value] ?? Number.MAX_SAFE_INTEGER]),
    );
    return operationCost({ schema, document, operationName: op.name?.value, variables });
  };

  it('are found (the scan reads client/src)', () => {
    expect(operations.map((o) => o.op.name?.value)).toEqual(
      expect.arrayContaining(['DashboardSummary', 'AnalyticsPage', 'AnalyticsScatter', 'TradeListPage']),
    );
  });

  it("send the trade table's page only at PAGE_SIZE (the bound costed above)", () => {
    const sources = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const full = path.join(dir, e.name);
        if (e.isDirectory()) return ['__generated__', '__tests__'].includes(e.name) ? [] : sources(full);
        return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
      });
    const senders = sources(CLIENT_SRC).filter((f) =>
      /TradeListPage(Document|Query)\b/.test(fs.readFileSync(f, 'utf8')),
    );
    expect(senders.length).toBeGreaterThan(0);
    expect(PAGE_SIZE).toBeGreaterThan(0);
    for (const file of senders) {
      const limits = [...fs.readFileSync(file, 'utf8').matchAll(/\blimit: ([^,}\s]+)/g)].map((m) => m[1]);
      expect({ file: path.relative(CLIENT_SRC, file), limits: [...new Set(limits)] }).toEqual({
        file: path.relative(CLIENT_SRC, file),
        limits: ['PAGE_SIZE'],
      });
    }
  });

  it('each fit the cost budget with their largest allowed variables', () => {
    const costs = operations.map(({ file, op, ownDefs }) => ({
      operation: `${file} ${op.name?.value}`,
      cost: costOf(op, ownDefs),
    }));
    expect(costs.filter((c) => c.cost > MAX_QUERY_COST)).toEqual([]);
    // The heaviest screens are near enough to the budget that a change in the model shows here.
    expect(Math.max(...costs.map((c) => c.cost))).toBeGreaterThan(MAX_QUERY_COST / 2);
  });

  it('do not count sign-in, the viewer and mutations as expensive (they never wait for a slot)', () => {
    const cheap = operations.filter(
      ({ op }) =>
        op.operation === 'mutation' ||
        ['Viewer', 'SettingsViewer', 'AccountList', 'TradeListTotal'].includes(op.name?.value ?? ''),
    );
    expect(cheap.length).toBeGreaterThan(5);
    expect(
      cheap.filter(({ op, ownDefs }) => costOf(op, ownDefs) >= EXPENSIVE_QUERY_COST).map(({ op }) => op.name?.value),
    ).toEqual([]);
  });

  it("include the explorer's schema introspection, which costs nothing", () => {
    expect(operationCost({ schema, document: parse(getIntrospectionQuery()) })).toBe(0);
  });
});

/** Every field of a type, objects expanded, without going back up to Account or Analytics. */
function everything(type: GraphQLObjectType): string {
  return Object.values(type.getFields())
    .map((field) => {
      const named = getNamedType(field.type);
      if (named.name === 'Account' || named.name === 'Analytics') return '';
      const required = field.args
        .filter((a) => isNonNullType(a.type))
        .map((a) => `${a.name}: monthly`)
        .join(', ');
      const args = required ? `(${required})` : '';
      return isObjectType(named) ? `${field.name}${args} { ${everything(named)} }` : `${field.name}${args}`;
    })
    .join(' ');
}

describe("the explorer's typical use", () => {
  it('fits the budget: its default query, and every figure of an account in one query with default arguments', () => {
    const page = fs.readFileSync(path.join(CLIENT_SRC, 'features/explorer/ExplorerPage.tsx'), 'utf8');
    const defaultQuery = /const DEFAULT_QUERY = `([\s\S]*?)`;/.exec(page)?.[1];
    expect(defaultQuery).toContain('accounts');
    expect(operationCost({ schema, document: parse(defaultQuery!) })).toBeLessThan(EXPENSIVE_QUERY_COST * 10);

    const analytics = schema.getType('Analytics') as GraphQLObjectType;
    const allFigures = `query Everything($id: ID!) { account(id: $id) { id name analytics { ${everything(analytics)} } } }`;
    expect(allFigures).toContain('scatter { tradeIds');
    expect(operationCost({ schema, document: parse(allFigures), variables: { id: 'x' } })).toBeLessThan(
      MAX_QUERY_COST / 4,
    );
  });
});
