import fs from 'node:fs';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import express from 'express';
import { GraphQLScalarType } from 'graphql';
import { DateTimeResolver, LocalDateResolver } from 'graphql-scalars';
import type { DataSource } from 'typeorm';
import { AppError } from '../../../server/src/errors';
import type { Viewer } from '../../../server/src/modules/auth/viewer';
import { analyticsResolvers } from '../../../server/src/modules/analytics/analytics.resolvers';
import { AnalyticsService } from '../../../server/src/modules/analytics/analytics.service';
import { ReportsService } from '../../../server/src/modules/reports/reports.service';
import { analyticsRouter } from '../../../server/src/rest/analytics.router';
import { reportsRouter } from '../../../server/src/rest/reports.router';
import type { Json } from '../../support/json';
import { buildTrade, derivedOutcome, type TradeFields } from '../../support/trade-factory';
// The Request.viewer augmentation the routers rely on.
import type {} from '../../../server/src/types/express-viewer';

export type FixtureTrade = [
  string,
  string,
  string,
  string,
  string | null,
  string,
  string,
  string,
  string | null,
  string,
  string | null,
  string[],
];
export const fixture: { now: string; timezone: string; trades: FixtureTrade[] } = JSON.parse(
  fs.readFileSync(path.join(__dirname, 'fixture-trades.json'), 'utf8'),
);

export async function createUser(db: DataSource, email: string, timezone: string): Promise<Viewer> {
  const [u] = await db.query(
    `INSERT INTO users (email, username, password_hash, timezone) VALUES ($1, $1, 'x', $2) RETURNING id`,
    [email, timezone],
  );
  return { id: u.id, email, username: email, timezone, isDemo: false };
}

export async function createAccount(db: DataSource, userId: string, initialBalance: string, strategy: string | null) {
  const [s] = strategy
    ? await db.query(`INSERT INTO strategies (user_id, name) VALUES ($1, $2) RETURNING id`, [userId, strategy])
    : [null];
  const [a] = await db.query(
    `INSERT INTO trading_accounts (user_id, strategy_id, name, currency, initial_balance) VALUES ($1, $2, 'Main', 'USD', $3) RETURNING id`,
    [userId, s?.id ?? null, initialBalance],
  );
  return { accountId: a.id as string, strategyId: (s?.id ?? null) as string | null };
}

/** A fixture tuple as named fields (the TSLA rows carry a formula note, for the CSV guard). */
export function fromFixture([
  symbol,
  market,
  type,
  entry,
  exit,
  qty,
  mult,
  fees,
  stop,
  entryDate,
  exitDate,
  tags,
]: FixtureTrade) {
  return buildTrade({
    symbol,
    market: market as TradeFields['market'],
    tradeType: type as TradeFields['tradeType'],
    entryPrice: entry,
    exitPrice: exit,
    quantity: qty,
    multiplier: mult,
    fees,
    stopLoss: stop,
    entryDate,
    exitDate,
    emotionalTags: tags as TradeFields['emotionalTags'],
    notes: symbol === 'TSLA' ? '=HYPERLINK("x")' : null,
  });
}

/**
 * Inserts trades (built with buildTrade, or fixture tuples) with the server's own pnl/result
 * derivation; returns their ids in order.
 */
export async function insertTrades(
  db: DataSource,
  owner: { userId: string; accountId: string; strategyId: string | null },
  trades: ReadonlyArray<FixtureTrade | TradeFields>,
): Promise<string[]> {
  const ids: string[] = [];
  for (const trade of trades) {
    const t = Array.isArray(trade) ? fromFixture(trade as FixtureTrade) : (trade as TradeFields);
    const { pnl, result } = derivedOutcome(t);
    const [row] = await db.query(
      `INSERT INTO trades (user_id, account_id, strategy_id, symbol, market, trade_type, entry_price, exit_price, quantity, multiplier,
         fees, stop_loss, initial_stop, pnl, result, entry_date, exit_date, emotional_tags, notes)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$12,$13,$14,$15,$16,$17,$18) RETURNING id`,
      [
        owner.userId,
        owner.accountId,
        owner.strategyId,
        t.symbol,
        t.market,
        t.tradeType,
        t.entryPrice,
        t.exitPrice,
        t.quantity,
        t.multiplier,
        t.fees,
        t.stopLoss,
        pnl,
        result,
        t.entryDate,
        t.exitDate,
        t.emotionalTags,
        t.notes,
      ],
    );
    ids.push(row.id);
  }
  return ids;
}

/**
 * A database test's account as a context: `ctx.newTrade(overrides)` inserts buildTrade(overrides)
 * (a closed EURUSD long unless told otherwise) into it and returns the trade's id.
 */
export function accountContext(
  db: DataSource,
  owner: { userId: string; accountId: string; strategyId: string | null },
) {
  return {
    ...owner,
    newTrade: async (overrides: Partial<TradeFields> = {}) =>
      (await insertTrades(db, owner, [buildTrade(overrides)]))[0],
  };
}

const DecimalScalar = new GraphQLScalarType({
  name: 'Decimal',
  serialize: (v) => String(v),
  parseValue: (v) => String(v),
});

/** GraphQL in process (schema.graphql + the analytics resolvers) and REST (the two routers) over one service. */
export function createTransports(db: DataSource, now: Date) {
  const services = { analytics: new AnalyticsService(db, () => now), reports: new ReportsService(db, () => now) };
  const typeDefs = fs.readFileSync(path.join(__dirname, '../../../schema.graphql'), 'utf8');
  const apollo = new ApolloServer({
    typeDefs,
    resolvers: [
      analyticsResolvers as never,
      {
        Decimal: DecimalScalar,
        DateTime: DateTimeResolver,
        LocalDate: LocalDateResolver,
        Query: {
          account: async (_r: unknown, { id }: { id: string }, ctx: { viewer: Viewer }) => {
            const [a] = await db.query(`SELECT id FROM trading_accounts WHERE id = $1 AND user_id = $2`, [
              id,
              ctx.viewer.id,
            ]);
            return a ?? null;
          },
        },
      },
    ],
  });
  const graphql = async (viewer: Viewer, query: string, variables: Record<string, unknown> = {}) => {
    const res = await apollo.executeOperation(
      { query, variables },
      {
        contextValue: {
          viewer,
          ip: '127.0.0.1',
          services,
          loaders: {},
          analytics: services.analytics.forRequest(),
        } as never,
      },
    );
    if (res.body.kind !== 'single') throw new Error('unexpected incremental result');
    return res.body.singleResult as {
      data?: Record<string, Json>;
      errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
    };
  };
  const app = express();
  app.use((req, _res, next) => {
    const id = req.header('x-test-user');
    req.viewer = id ? viewers.get(id) : undefined;
    next();
  });
  app.use('/api/analytics', analyticsRouter(services));
  app.use('/api/reports', reportsRouter(services));
  app.use((err: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    if (err instanceof AppError) res.status(err.status).json({ detail: err.message });
    else res.status(500).json({ detail: 'Internal error' });
  });
  const viewers = new Map<string, Viewer>();
  const http = app.listen(0);
  const base = () => `http://127.0.0.1:${(http.address() as { port: number }).port}`;
  const rest = async (viewer: Viewer, pathAndQuery: string) => {
    viewers.set(viewer.id, viewer);
    const res = await fetch(`${base()}${pathAndQuery}`, { headers: { 'x-test-user': viewer.id } });
    return { status: res.status, headers: res.headers, text: await res.text() };
  };
  return {
    services,
    graphql,
    rest,
    close: async () => {
      await apollo.stop();
      http.close();
    },
  };
}
