// /explorer: GraphiQL, bundled into the build (Monaco and its workers come from node_modules, so
// it works without internet access), sending the signed-in user's token. Loaded only on this route.
// The Operations pane (open by default) holds the example operations and the user's saved ones.
import 'graphiql/setup-workers/vite';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import { explorerFetcher } from './explorer-fetcher';
import { OPERATIONS_PLUGIN } from './ExplorerOperations';
import './explorer.css';

const DEFAULT_QUERY = `# Candlog GraphQL API — your own data, with your session's token.
query MyAccounts {
  accounts {
    id
    name
    currency
    balance
    analytics {
      overall { totalPnl winRate profitFactor }
    }
  }
}
`;

export default function ExplorerPage() {
  return (
    <section className="explorer" aria-label="GraphQL explorer">
      <h1 className="visually-hidden">API Explorer</h1>
      <GraphiQL
        fetcher={explorerFetcher}
        defaultQuery={DEFAULT_QUERY}
        defaultEditorToolsVisibility="variables"
        forcedTheme="dark"
        plugins={[OPERATIONS_PLUGIN]}
        visiblePlugin={OPERATIONS_PLUGIN}
      />
    </section>
  );
}
