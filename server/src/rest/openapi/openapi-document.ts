import { accessTokensOpenApi } from './access-tokens.openapi';
import { accountsOpenApi } from './accounts.openapi';
import { analyticsOpenApi } from './analytics.openapi';
import { authOpenApi } from './auth.openapi';
import { cashFlowsOpenApi } from './cash-flows.openapi';
import { playbooksOpenApi } from './playbooks.openapi';
import { playbookFiguresOpenApi } from './playbook-figures.openapi';
import { contractMultipliersOpenApi } from './contract-multipliers.openapi';
import { securitySchemes, sharedResponses, sharedSchemas } from './components';
import { docsOpenApi } from './docs.openapi';
import { importsOpenApi } from './imports.openapi';
import { mappingTemplatesOpenApi } from './mapping-templates.openapi';
import { priceBarsOpenApi } from './price-bars.openapi';
import { archiveOpenApi } from './archive.openapi';
import type { OpenApiModule } from './openapi-types';
import { reportsOpenApi } from './reports.openapi';
import { riskOpenApi } from './risk.openapi';
import { sessionsOpenApi } from './sessions.openapi';
import { tradesOpenApi } from './trades.openapi';
import { fxOpenApi } from './fx.openapi';
import { missedTradesOpenApi } from './missed-trades.openapi';
import { settingsOpenApi } from './settings.openapi';
import { statementsOpenApi } from './statements.openapi';
import { meOpenApi } from './me.openapi';
import { journalOpenApi } from './journal.openapi';
import { attachmentsOpenApi } from './attachments.openapi';
import { searchOpenApi } from './search.openapi';

/**
 * Every REST module's part, in the order the page lists them. A new REST module adds its
 * `<module>.openapi.ts` here; tests/integration/rest/openapi.test.ts fails while a route is missing.
 */
export const OPENAPI_MODULES: OpenApiModule[] = [
  authOpenApi,
  sessionsOpenApi,
  meOpenApi,
  accountsOpenApi,
  cashFlowsOpenApi,
  riskOpenApi,
  tradesOpenApi,
  playbooksOpenApi,
  contractMultipliersOpenApi,
  analyticsOpenApi,
  playbookFiguresOpenApi,
  reportsOpenApi,
  statementsOpenApi,
  fxOpenApi,
  importsOpenApi,
  mappingTemplatesOpenApi,
  journalOpenApi,
  attachmentsOpenApi,
  searchOpenApi,
  priceBarsOpenApi,
  archiveOpenApi,
  accessTokensOpenApi,
  settingsOpenApi,
  missedTradesOpenApi,
  docsOpenApi,
];

/** The OpenAPI 3.1 document of /api, merged from the module files (a path or schema defined twice is a bug). */
export function buildOpenApiDocument(serverUrl: string, modules: OpenApiModule[] = OPENAPI_MODULES) {
  const paths: Record<string, unknown> = {};
  const schemas: Record<string, unknown> = { ...sharedSchemas };
  for (const module of modules) {
    for (const [path, item] of Object.entries(module.paths)) {
      if (paths[path]) throw new Error(`OpenAPI path ${path} is described twice`);
      paths[path] = item;
    }
    for (const [name, schema] of Object.entries(module.schemas ?? {})) {
      if (schemas[name]) throw new Error(`OpenAPI schema ${name} is defined twice`);
      schemas[name] = schema;
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Candlog REST API',
      version: '1.0.0',
      description:
        'The REST adapter of the Candlog trading journal: snake_case JSON, `{"detail": …}` errors, 422 for ' +
        'validation. GraphQL (/graphql, explorer at /explorer) offers the same data and more. ' +
        'Authenticate with a personal access token: `Authorization: Bearer clg_…` (see docs/analysts.md).',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Candlog' },
    },
    servers: [{ url: serverUrl.replace(/\/+$/, ''), description: 'This Candlog server' }],
    security: [{ bearer: [] }],
    tags: modules.map((m) => m.tag),
    paths,
    components: { schemas, responses: sharedResponses, securitySchemes },
  };
}
