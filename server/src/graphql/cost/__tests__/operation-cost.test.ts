import { buildSchema, getNamedType, getNullableType, isCompositeType, isListType, isObjectType, parse } from 'graphql';
import { MAX_QUERY_COST } from '../../../config/limits';
import { readSchema } from '../../apollo';
import { FIELD_COSTS } from '../field-costs';
import { operationCost } from '../operation-cost';

const schema = buildSchema(readSchema());
const cost = (query: string, variables: Record<string, unknown> = {}, operationName?: string) =>
  operationCost({ schema, document: parse(query), variables, operationName });

const SCATTER = 'scatter { tradeIds symbols pnl risk reward hours }';
/** The attack: 15 aliases of topTrades(limit: 100) → account → analytics → scatter. */
const ATTACK = `{ ${Array.from(
  { length: 15 },
  (_, i) => `a${i}: analytics { topTrades(limit: 100) {
  best { account { analytics { ${SCATTER} } } } worst { account { analytics { ${SCATTER} } } } } }`,
).join(' ')} }`;

describe('operationCost', () => {
  it('multiplies by the page size a list argument allows', () => {
    const page = (limit: number) => cost(`{ trades(limit: ${limit}) { items { id strategy { name } } } }`);
    // 1 (the page) + limit × (1 trade + 1 strategy)
    expect(page(10)).toBe(21);
    expect(page(1000)).toBe(2001);
  });

  it('uses the schema default when the argument is absent, and variables when given', () => {
    expect(cost('{ trades { items { id } } }')).toBe(51); // limit defaults to 50
    expect(cost('query Q($n: Int!) { trades(limit: $n) { items { id } } }', { n: 300 })).toBe(301);
    expect(cost('query Q($n: Int = 7) { trades(limit: $n) { items { id } } }')).toBe(8);
  });

  it('caps a list at what the service accepts, so an out-of-range limit meets its own validation message', () => {
    expect(cost('{ trades(limit: 99999999) { items { id } } }')).toBe(10001);
    expect(cost('{ trades(limit: -5) { items { id } } }')).toBe(1);
  });

  it('multiplies nested analytics by every enclosing list and counts each alias', () => {
    const one = cost(`{ analytics { topTrades(limit: 100) { best { account { analytics { ${SCATTER} } } } } } }`);
    // analytics 1 + topTrades (10 + 1) + 100 × (trade 1 + account 1 + analytics 1 + scatter (500 + 1))
    expect(one).toBe(1 + 11 + 100 * 504);
    expect(cost(`{ a: analytics { overall { totalPnl } } b: analytics { overall { totalPnl } } }`)).toBe(2 * (1 + 11));
  });

  it('refuses the 15-alias scatter attack by a wide margin, and counts it the same through fragments', () => {
    expect(cost(ATTACK)).toBeGreaterThan(50 * MAX_QUERY_COST);
    const viaFragments = `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: analytics { ...Top }`).join(' ')} }
      fragment Top on Analytics { topTrades(limit: 100) { best { ...Deep } worst { ...Deep } } }
      fragment Deep on Trade { account { analytics { ... on Analytics { ${SCATTER} } } } }`;
    expect(cost(viaFragments)).toBe(cost(ATTACK));
  });

  it("sizes a child list from its parent field's argument (equity points, top trades)", () => {
    expect(cost('{ analytics { equityCurve(maxPoints: 600) { points { date } } } }')).toBe(1 + 20 + 1 + 600);
    expect(cost('{ analytics { equityCurve { points { date } } } }')).toBe(1 + 20 + 1 + 2000);
    expect(cost('{ analytics { topTrades { best { id } worst { id } } } }')).toBe(1 + 10 + 1 + 5 + 5);
  });

  it('stays linear on nested fragment spreads (the estimate itself cannot be made slow)', () => {
    const levels = 40;
    const fragments = Array.from(
      { length: levels },
      (_, i) => `fragment F${i} on Trade { ...F${i + 1} ...F${i + 1} }`,
    ).join('\n');
    // 2^40 spreads: without the memo this test would not finish.
    const total = cost(
      `{ trades(limit: 1) { items { ...F0 } } } ${fragments} fragment F${levels} on Trade { strategy { id } }`,
    );
    expect(total).toBe(1 + (1 + 2 ** levels)); // page + trade + 2^40 strategies (each 1)
  });

  it('picks the named operation of a document with several', () => {
    const doc = 'query Small { me { id } } query Big { trades(limit: 500) { items { id } } }';
    expect(cost(doc, {}, 'Small')).toBe(1);
    expect(cost(doc, {}, 'Big')).toBe(501);
  });
});

describe('FIELD_COSTS', () => {
  it('gives every list of objects in the schema a deliberate size, and names only real fields', () => {
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      for (const field of Object.values(type.getFields())) {
        const key = `${type.name}.${field.name}`;
        if (
          isListType(getNullableType(field.type)) &&
          isCompositeType(getNamedType(field.type)) &&
          !FIELD_COSTS[key]?.size
        )
          missing.push(key);
      }
    }
    expect(missing).toEqual([]);
    for (const key of Object.keys(FIELD_COSTS)) {
      const [typeName, fieldName] = key.split('.');
      const type = schema.getType(typeName);
      expect(isObjectType(type) && type.getFields()[fieldName] ? key : `${key} (no such field)`).toBe(key);
    }
  });
});
