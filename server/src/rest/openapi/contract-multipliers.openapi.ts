import type { OpenApiModule } from './openapi-types';
import { SIGNED_IN_ERRORS, WRITE_ERRORS, errorRef, json, jsonBody, nullable, object, ref } from './schema-helpers';

const root = {
  name: 'root',
  in: 'path',
  required: true,
  description: 'Futures root symbol, 1 to 6 letters or digits (ES, MNQ, 6E).',
  schema: { type: 'string' },
};
// Point values are decimal strings: "0.5" and "125000" are exact contract sizes.
const decimalText = (description: string) => nullable('string', { description });

export const contractMultipliersOpenApi: OpenApiModule = {
  tag: {
    name: 'contract multipliers',
    description: 'Futures point values: the built-in table with the user’s own values (which re-price their trades).',
  },
  schemas: {
    ContractMultiplier: object({
      root: { type: 'string' },
      name: nullable('string'),
      built_in: decimalText('The built-in point value (null for a root the user added).'),
      own: decimalText('The user’s value (null when the built-in one applies).'),
      point_value: { type: 'string', description: 'The value in use (decimal string).' },
    }),
  },
  paths: {
    '/api/contract-multipliers': {
      get: {
        operationId: 'listContractMultipliers',
        summary: 'Every futures root with its point value in use',
        tags: ['contract multipliers'],
        responses: {
          '200': json('Roots.', { type: 'array', items: ref('ContractMultiplier') }),
          ...SIGNED_IN_ERRORS,
        },
      },
    },
    '/api/contract-multipliers/{root}': {
      put: {
        operationId: 'setContractMultiplier',
        summary: 'Set the user’s point value of a root (re-prices their imported trades of it)',
        tags: ['contract multipliers'],
        parameters: [root],
        requestBody: jsonBody(
          object({
            point_value: { type: ['string', 'number'], description: 'Greater than 0, like "50" or "0.5".' },
          }),
        ),
        responses: { '200': json('The root.', ref('ContractMultiplier')), ...WRITE_ERRORS },
      },
      delete: {
        operationId: 'removeContractMultiplier',
        summary: 'Drop the user’s value (a built-in root goes back to the table)',
        tags: ['contract multipliers'],
        parameters: [root],
        responses: {
          '200': json('Dropped.', object({ root: { type: 'string' } })),
          '404': errorRef('NotFound'),
          ...WRITE_ERRORS,
        },
      },
    },
  },
};
