import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { DateTimeISOResolver, LocalDateResolver } from 'graphql-scalars';

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** "10250.50000000" → "10250.5" (NUMERIC columns pad to their scale). */
function normalise(text: string): string {
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/** Longer than any column's NUMERIC(30,12) can hold, signs and point included. */
const MAX_DECIMAL_TEXT = 64;

function parseDecimalText(value: unknown): string {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text === 'string' && text.length > MAX_DECIMAL_TEXT) {
    throw new GraphQLError(`Decimal must be at most ${MAX_DECIMAL_TEXT} characters`, {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  if (typeof text !== 'string' || !DECIMAL.test(text.trim())) {
    throw new GraphQLError('Decimal must be a decimal number written as a string, e.g. "1.2345"', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return text.trim();
}

/** Already canonical ("-12.5", "0", "3"): what the services send, thousands of times per dashboard. */
const CANONICAL = /^-?(0|[1-9]\d*)(\.\d*[1-9])?$/;

/** Exact decimals as strings: money, prices and quantities never pass through a float. */
export const DecimalScalar = new GraphQLScalarType({
  name: 'Decimal',
  description: 'An exact decimal number, as a string.',
  serialize: (value) =>
    typeof value === 'string' && CANONICAL.test(value)
      ? value
      : normalise(parseDecimalText(typeof value === 'object' && value !== null ? String(value) : value)),
  parseValue: parseDecimalText,
  parseLiteral: (ast) => {
    if (ast.kind === Kind.STRING || ast.kind === Kind.INT || ast.kind === Kind.FLOAT)
      return parseDecimalText(ast.value);
    throw new GraphQLError('Decimal must be a string', { extensions: { code: 'BAD_USER_INPUT' } });
  },
});

/** ISO-8601 instants with offset, serialized as strings (`DateTime` in schema.graphql). */
export const DateTimeScalar = new GraphQLScalarType({ ...DateTimeISOResolver.toConfig(), name: 'DateTime' });

export const LocalDateScalar = LocalDateResolver;
