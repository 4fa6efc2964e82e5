// The stack's own floors for `{ __typename }` (bench:load scenario a): what Express 5 and Apollo
// Server 5 cost before any Candlog code runs, measured in the same run as node:http hello and the
// real server, so the ratio targets can be read against what the chosen stack itself allows.
//   express: Express 5 + express.json(), a fixed answer (no GraphQL).
//   apollo:  Apollo Server 5 through @as-integrations/express5, a one-field schema, no plugins,
//            no auth, no logging (Apollo's own defaults, as its docs set it up).
// Prints the port it listens on, like the hello server.
const { createRequire } = require('node:module');
const path = require('node:path');

const fromServer = createRequire(path.join(__dirname, '../../server/package.json'));
const express = fromServer('express');
const mode = process.argv[2];

function listen(app) {
  const server = app.listen(0, '127.0.0.1', () => process.stdout.write(`${server.address().port}\n`));
}

function bareApp() {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  return app;
}

if (mode === 'express') {
  const app = bareApp();
  const answer = JSON.stringify({ data: { __typename: 'Query' } });
  app.post('/graphql', express.json(), (_req, res) => void res.type('application/json').send(answer));
  listen(app);
} else if (mode === 'apollo') {
  const { ApolloServer } = fromServer('@apollo/server');
  const { expressMiddleware } = fromServer('@as-integrations/express5');
  const apollo = new ApolloServer({ typeDefs: 'type Query { ok: Boolean }', resolvers: {} });
  apollo.start().then(() => {
    const app = bareApp();
    app.use('/graphql', express.json(), expressMiddleware(apollo));
    listen(app);
  });
} else {
  console.error(`usage: stack-floor-server.cjs express|apollo (got ${mode})`);
  process.exit(2);
}
