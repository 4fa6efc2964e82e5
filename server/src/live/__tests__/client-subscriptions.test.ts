import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, Kind, parse, type DefinitionNode, type OperationDefinitionNode } from 'graphql';
import { readSchema } from '../../graphql/apollo';
import { checkSocketOperation, MAX_SUBSCRIPTION_COST } from '../socket-rules';

const schema = buildSchema(readSchema());
const CLIENT_SRC = path.resolve(__dirname, '../../../../client/src');

function graphqlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === '__generated__' ? [] : graphqlFiles(full);
    return e.name.endsWith('.graphql') ? [full] : [];
  });
}

// The live socket's per-event budget (issue 29 item 1) must never refuse what the client sends.
describe("the client's subscriptions", () => {
  const definitions: DefinitionNode[] = graphqlFiles(CLIENT_SRC).flatMap(
    (file) => parse(fs.readFileSync(file, 'utf8')).definitions,
  );
  const fragments = definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
  const subscriptions = definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION && d.operation === 'subscription',
  );

  it('are found, and each passes the socket’s rules within its cost budget', () => {
    expect(subscriptions.map((s) => s.name?.value)).toEqual(expect.arrayContaining(['LiveTradesChanged']));
    for (const op of subscriptions) {
      const used = fragments.filter((f) => JSON.stringify(op).includes(`"value":"${f.name.value}"`));
      const query = [op, ...used].map((d) => (d.loc ? d.loc.source.body.slice(d.loc.start, d.loc.end) : '')).join('\n');
      const checked = checkSocketOperation(schema, { query, operationName: op.name?.value });
      expect([op.name?.value, 'document' in checked ? 'ok' : checked]).toEqual([op.name?.value, 'ok']);
    }
    expect(MAX_SUBSCRIPTION_COST).toBeGreaterThan(0);
  });
});
