// The stack's own floors (bench:load): what Express 5 and Apollo Server 5 cost before any Candlog
// code runs, measured in the same run as the real server, so the ratio targets can be read
// against what the chosen stack itself allows. None of Candlog's server code is loaded.
//
//   node stack-floor-server.mjs express
//     Express 5 + express.json(), a fixed `{ __typename }` answer (no GraphQL).
//   node stack-floor-server.mjs apollo
//     Apollo Server 5 through @as-integrations/express5, a one-field schema, no plugins, no auth,
//     no log (Apollo's defaults, as its docs set it up).
//   node stack-floor-server.mjs dashboard <load.json> <database url> <pool size>
//     Apollo Server 5 on Express 5 with Candlog's schema.graphql, answering the dashboard document
//     after sending the user's captured statements (the pg floor's replay, same pool size): each
//     field is read from the answer the real server gave that user, so graphql-js executes the
//     same fields. The user is the number in `Authorization: Bearer <n>`. What is left out is
//     Candlog's own work: token check, access log, guards, limits, shaping the figures.
//
// Prints the port it listens on, like the hello server.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { replayStatements } from './load-setup.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fromServer = createRequire(path.join(root, 'server/package.json'));
const express = fromServer('express');
const [mode, loadFile, databaseUrl, poolSize] = process.argv.slice(2);

function listen(app) {
  const server = app.listen(0, '127.0.0.1', () => process.stdout.write(`${server.address().port}\n`));
}

function bareApp() {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  return app;
}

async function apolloApp(options, context) {
  const { ApolloServer } = fromServer('@apollo/server');
  const { expressMiddleware } = fromServer('@as-integrations/express5');
  const apollo = new ApolloServer(options);
  await apollo.start();
  const app = bareApp();
  app.use('/graphql', express.json(), expressMiddleware(apollo, { context }));
  return app;
}

/** Every field, at every depth, is read from the recorded answer by its response key (aliases included). */
function fromRecordedAnswer(source, _args, context, info) {
  if (info.path.prev === undefined) return context.answer.then((data) => data[info.path.key]);
  return source?.[info.path.key];
}

if (mode === 'express') {
  const app = bareApp();
  const answer = JSON.stringify({ data: { __typename: 'Query' } });
  app.post('/graphql', express.json(), (_req, res) => void res.type('application/json').send(answer));
  listen(app);
} else if (mode === 'apollo') {
  listen(await apolloApp({ typeDefs: 'type Query { ok: Boolean }', resolvers: {} }, async () => ({})));
} else if (mode === 'dashboard') {
  const pg = fromServer('pg');
  const { statements, answers } = JSON.parse(fs.readFileSync(loadFile, 'utf8'));
  const pool = new pg.Pool({ connectionString: databaseUrl, max: Number(poolSize) });
  const context = async ({ req }) => {
    const user = Number(/^Bearer (\d+)$/.exec(req.headers.authorization ?? '')?.[1]);
    return { answer: replayStatements(pool, statements[user]).then(() => answers[user]) };
  };
  const typeDefs = fs.readFileSync(path.join(root, 'schema.graphql'), 'utf8');
  listen(await apolloApp({ typeDefs, fieldResolver: fromRecordedAnswer }, context));
} else {
  console.error(`usage: stack-floor-server.mjs express | apollo | dashboard <load.json> <database url> <pool size>`);
  process.exit(2);
}
