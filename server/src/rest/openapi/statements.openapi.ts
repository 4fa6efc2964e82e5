import type { OpenApiModule } from './openapi-types';
import {
  WRITE_ERRORS,
  SIGNED_IN_ERRORS,
  errorRef,
  json,
  jsonBody,
  nullable,
  object,
  pathId,
  ref,
} from './schema-helpers';

const decimal = (description: string) => ({ type: ['string', 'null'], description });

export const statementsOpenApi: OpenApiModule = {
  tag: {
    name: 'statements',
    description:
      'Signed performance statements: an account’s figures, equity curve and trades over a period, signed with the ' +
      'server’s Ed25519 key (public keys at GET /.well-known/candlog-statement-key), and their public check.',
  },
  schemas: {
    Statement: {
      type: 'object',
      description:
        'format "candlog-statement/1". Every decimal is a string; the signature covers the RFC 8785 canonical form ' +
        'of everything but `signature` (docs/security.md).',
      required: ['format', 'statement_id', 'issued_at', 'issuer', 'key_url', 'account', 'period', 'figures'],
      properties: {
        format: { type: 'string', const: 'candlog-statement/1' },
        statement_id: { type: 'string', format: 'uuid' },
        issued_at: { type: 'string', format: 'date-time' },
        issuer: { type: 'string' },
        key_url: { type: 'string' },
        account: object({
          id: { type: 'string' },
          name: { type: 'string' },
          currency: { type: 'string' },
          holder: { type: 'string' },
        }),
        period: object({
          from: { type: 'string', format: 'date' },
          to: { type: 'string', format: 'date' },
          time_zone: { type: 'string' },
          start: { type: 'string' },
          end: { type: 'string' },
        }),
        figures: object({
          total_pnl: decimal('Sum of closed trades’ P&L.'),
          total_trades: { type: 'integer' },
          wins: { type: 'integer' },
          losses: { type: 'integer' },
          win_rate: decimal('Percent, at most 8 decimals.'),
          profit_factor: decimal('Average win ÷ |average loss|.'),
          gross_profit_factor: decimal('Gross profit ÷ |gross loss|.'),
          average_win: decimal(''),
          average_loss: decimal(''),
          initial_balance: decimal(''),
          final_balance: decimal(''),
          max_drawdown: decimal(''),
          max_drawdown_percent: decimal('Percent.'),
        }),
        equity_curve: {
          type: 'array',
          items: object({ date: { type: 'string' }, balance: { type: 'string' }, drawdown: { type: 'string' } }),
        },
        trades: { type: 'array', items: { type: 'object' } },
        trades_digest: object({
          algorithm: { type: 'string', const: 'SHA-256' },
          canonicalization: { type: 'string' },
          count: { type: 'integer' },
          value: { type: 'string', description: 'Hex SHA-256 of the canonical trades array.' },
        }),
        signature: object({
          algorithm: { type: 'string', const: 'Ed25519' },
          key_id: { type: 'string' },
          public_key: {
            type: 'string',
            description: 'Raw 32-byte public key, base64 (compare key_id with the published one).',
          },
          value: { type: 'string', description: 'Base64 Ed25519 signature.' },
        }),
      },
    },
    IssuedStatement: object({
      id: { type: 'string', format: 'uuid' },
      pdf_url: { type: 'string' },
      json: ref('Statement'),
    }),
    StatementVerdict: object({
      valid: { type: 'boolean' },
      reason: { type: 'string', description: 'Why not, or what was checked.' },
      key_id: nullable('string'),
    }),
  },
  paths: {
    '/api/accounts/{id}/statements': {
      post: {
        operationId: 'createStatement',
        summary: 'Issue a signed performance statement of an account over a period (whole local days)',
        tags: ['statements'],
        parameters: [pathId('Account id.')],
        requestBody: jsonBody(
          object({ from: { type: 'string', format: 'date' }, to: { type: 'string', format: 'date' } }),
        ),
        responses: {
          '201': json('The statement (JSON) and its PDF’s address.', ref('IssuedStatement')),
          '404': errorRef('NotFound'),
          ...WRITE_ERRORS,
          '429': errorRef('RateLimited'),
        },
      },
    },
    '/api/statements/{id}/pdf': {
      get: {
        operationId: 'statementPdf',
        summary: 'The PDF of one of the caller’s statements: its figures, equity curve, digest and signature',
        tags: ['statements'],
        parameters: [pathId('Statement id.')],
        responses: {
          '200': {
            description: 'The PDF file.',
            headers: {
              'Content-Disposition': { description: 'attachment with a file name.', schema: { type: 'string' } },
            },
            content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
          },
          '404': errorRef('NotFound'),
          ...SIGNED_IN_ERRORS,
        },
      },
    },
    '/api/statements/verify': {
      post: {
        operationId: 'verifyStatement',
        summary: 'Check a statement against this server’s keys (no sign-in needed; bodies up to 12 MB)',
        tags: ['statements'],
        security: [],
        requestBody: jsonBody({ type: 'object', description: 'The statement JSON, as issued.' }),
        responses: {
          '200': json(
            'The verdict (an altered or foreign statement is `valid: false` with the reason).',
            ref('StatementVerdict'),
          ),
          '413': json('The body is larger than 12 MB.', ref('Detail')),
        },
      },
    },
  },
};
