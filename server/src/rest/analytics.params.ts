import type { Request } from 'express';
import type { AnalyticsFilter } from '../modules/figure-scope/analytics.filter';
import { MARKETS, TRADE_TYPES, type Market, type TradeType } from '../db/entities/trade.entity';
import { ValidationError } from '../errors';
import { guardInput } from './request-body';
// The Request.viewer augmentation, also when the tests' program compiles this file on its own.
import type {} from '../types/express-viewer';

/** One query-string value, or undefined; repeated parameters are refused. */
export function queryString(req: Request, name: string): string | undefined {
  const v = req.query[name];
  if (v === undefined || v === '') return undefined;
  if (typeof v !== 'string') throw new ValidationError({ [name]: `${name} must be given once` });
  guardInput({ [name]: v });
  return v;
}

export function queryInt(req: Request, name: string): number | undefined {
  const v = queryString(req, name);
  if (v === undefined) return undefined;
  if (!/^\d+$/.test(v)) throw new ValidationError({ [name]: `${name} must be a positive integer, got '${v}'` });
  return Number(v);
}

/** The shared analytics filter from FastAPI-style query parameters (spec section 7 names). */
export function filterFromQuery(req: Request): AnalyticsFilter {
  const market = queryString(req, 'market');
  if (market && !(MARKETS as readonly string[]).includes(market))
    throw new ValidationError({ market: `market must be one of ${MARKETS.join(', ')}` });
  const tradeType = queryString(req, 'trade_type');
  if (tradeType && !(TRADE_TYPES as readonly string[]).includes(tradeType))
    throw new ValidationError({ trade_type: 'trade_type must be long or short' });
  return {
    from: queryString(req, 'start_date'),
    to: queryString(req, 'end_date'),
    market: market as Market | undefined,
    symbol: queryString(req, 'symbol'),
    strategyId: queryString(req, 'strategy_id'),
    tradeType: tradeType as TradeType | undefined,
  };
}

/** The REST adapter speaks JSON numbers (the spec's client); GraphQL keeps exact strings. */
export const num = (x: string | null) => (x === null ? null : Number(x));
