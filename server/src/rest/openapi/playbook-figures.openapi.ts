import type { OpenApiModule, OpenApiOperation } from './openapi-types';
import { SIGNED_IN_ERRORS, detailJson, errorRef, json, nullable, object, ref } from './schema-helpers';
import { tradeFilterParams } from './trades.openapi';

const uuid = { type: 'string', format: 'uuid' };
const decimal = { type: 'string', description: 'An exact decimal.' };
const interval = (type: Record<string, unknown>, what: string) => ({
  oneOf: [object({ low: type, high: type }), { type: 'null' }],
  description: `${what}; null under too few trades.`,
});

const figures = {
  trades: { type: 'integer', description: 'Closed trades.' },
  wins: { type: 'integer' },
  win_rate: nullable('number', { description: 'Percent.' }),
  win_rate_interval: interval({ type: 'number' }, 'Wilson 95 % interval, percent'),
  net_pnl: decimal,
  per_trade: { type: ['string', 'null'], description: 'Net P&L per trade.' },
  profit_factor: nullable('number'),
  r_trades: { type: 'integer' },
  average_r: nullable('number'),
  expectancy: { type: ['string', 'null'], description: 'Mean P&L per trade.' },
  expectancy_interval: interval(decimal, 'Student t 95 % interval of the mean'),
};

function figure(operationId: string, summary: string, item: string): OpenApiOperation {
  return {
    operationId,
    summary,
    tags: ['playbook figures'],
    parameters: tradeFilterParams,
    responses: {
      '200': json(summary, { type: 'array', items: ref(item) }),
      '404': errorRef('NotFound'),
      '409': detailJson('Accounts in several currencies and an exchange rate is missing (the message names it).'),
      ...SIGNED_IN_ERRORS,
      '429': errorRef('RateLimited'),
    },
  };
}

/** /api/analytics/{playbooks,tags,rules} (issue 30). */
export const playbookFiguresOpenApi: OpenApiModule = {
  tag: {
    name: 'playbook figures',
    description:
      'What playbooks, tags and rules are worth, with 95 % intervals (one account or all, the usual filters).',
  },
  schemas: {
    GroupFigures: object(figures),
    PlaybookFigures: object({ playbook_id: uuid, name: { type: 'string' }, ...figures }),
    TagFigures: object({
      tag_id: uuid,
      name: { type: 'string' },
      kind: { type: 'string', enum: ['setup', 'mistake', 'custom'] },
      color: { type: 'string' },
      ...figures,
    }),
    RuleFigures: object({
      rule_id: uuid,
      text: { type: 'string' },
      playbook_id: uuid,
      playbook_name: { type: 'string' },
      followed: ref('GroupFigures'),
      broken: ref('GroupFigures'),
      difference: { type: ['string', 'null'], description: 'Expectancy followed − broken.' },
      difference_interval: interval(decimal, 'Welch t 95 % interval of the difference'),
      distinguishable: { type: 'boolean', description: 'The interval excludes 0.' },
      verdict: { type: 'string', description: 'The plain sentence, e.g. “12 trades: too few to tell”.' },
    }),
  },
  paths: {
    '/api/analytics/playbooks': {
      get: figure('playbookFigures', 'What each playbook’s closed trades are worth', 'PlaybookFigures'),
    },
    '/api/analytics/tags': {
      get: figure(
        'tagFigures',
        'What each tag’s closed trades are worth (a mistake’s net P&L is its cost)',
        'TagFigures',
      ),
    },
    '/api/analytics/rules': {
      get: figure('ruleFigures', 'Per rule: expectancy followed vs broken and the difference', 'RuleFigures'),
    },
  },
};
