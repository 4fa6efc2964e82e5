// The whole-import floor of bench:import (issue 27 item 9): what the import writes — its fills, the
// trades they make and the trade–fill links — COPY'd straight into the real tables (their indexes,
// keys, checks and triggers), one COPY per table, no parse, match or rebuild timed. The round trips
// are built beforehand by the import's own builder, so the rows are the import's rows: fills under
// ordered ids grouped by instrument, trades in entry-date order, links in trade order.
import path from 'node:path';
import { createRequire } from 'node:module';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';

const require = createRequire(import.meta.url);

/** Text pieces of at most `size` lines for a COPY stream. */
function pieces(lines, size = 50000) {
  const out = [];
  for (let at = 0; at < lines.length; at += size) out.push(lines.slice(at, at + size).join('\n') + '\n');
  return out;
}

/**
 * The import's rows for `executions` (parsed, as the import holds them): fill, trade and link COPY
 * text. `owner` = { userId, accountId, batchId }.
 */
export function wholeImportRows(root, executions, owner) {
  const dist = (p) => require(path.join(root, 'server/dist', p));
  const { EXECUTION_COLUMNS, executionLine, ownerFields } = dist('modules/imports/execution-store.js');
  const { TRADE_COLUMNS } = dist('modules/imports/trade-rebuild.js');
  const { orderedIds } = dist('modules/imports/ordered-ids.js');
  const { copyField } = dist('modules/imports/copy-rows.js');
  const { buildRoundTrips } = dist('domain/executions/round-trips.js');
  const { exact, plus, text } = dist('domain/executions/exact.js');
  const { deriveResult } = dist('domain/trade-pnl.js');

  const byInstrument = new Map();
  for (const e of executions) {
    const list = byInstrument.get(e.instrument.key);
    if (list) list.push(e);
    else byInstrument.set(e.instrument.key, [e]);
  }
  const fields = ownerFields(owner);
  const ids = orderedIds(executions.length);
  const fillLines = [];
  const trips = [];
  let n = 0;
  for (const list of byInstrument.values()) {
    const fills = list.map((e) => {
      const id = ids[n++];
      fillLines.push(executionLine(id, fields, e));
      return {
        id,
        side: e.side,
        quantity: e.quantity,
        price: e.price,
        fees: text(plus(exact(e.commission), exact(e.otherFees))),
        value: e.value,
        multiplier: e.multiplier,
        executedAt: e.executedAt,
        order: [0, e.sequence],
        positionEffect: e.positionEffect,
      };
    });
    const currency = list.find((e) => e.fxRate != null)?.currency ?? null;
    for (const trip of buildRoundTrips(fills).trades) trips.push({ trip, e: list[0], currency });
  }
  trips.sort((a, b) => a.trip.entryDate - b.trip.entryDate);
  const tradeIds = orderedIds(trips.length);
  const tradeLines = [];
  const linkLines = [];
  trips.forEach(({ trip, e, currency }, i) => {
    const row = [
      tradeIds[i],
      owner.userId,
      owner.accountId,
      null,
      'import',
      owner.batchId,
      e.instrument.symbol,
      e.instrument.market,
      e.instrument.key,
      trip.key,
      trip.direction,
      trip.entryPrice,
      trip.exitPrice,
      trip.quantity,
      trip.multiplier,
      trip.fees,
      trip.pnl,
      deriveResult(trip.pnl),
      trip.entryDate.toISOString(),
      trip.exitDate?.toISOString() ?? null,
      currency,
    ];
    tradeLines.push(row.map(copyField).join('\t'));
  });
  // Links in trade id order (the ids ascend with the entry-date order above), as the import writes them.
  trips.forEach(({ trip }, i) => {
    for (const p of trip.parts) linkLines.push(`${tradeIds[i]}\t${copyField(p.fillId)}\t${p.quantity}`);
  });
  return {
    executions: { columns: EXECUTION_COLUMNS, pieces: pieces(fillLines) },
    trades: { columns: TRADE_COLUMNS, pieces: pieces(tradeLines) },
    links: { columns: ['trade_id', 'execution_id', 'quantity'], pieces: pieces(linkLines) },
    counts: { executions: fillLines.length, trades: tradeLines.length, links: linkLines.length },
  };
}

/**
 * Times the three COPYs in one transaction, rolled back (the import commits; a commit adds a WAL
 * flush that is not the floor's concern): total and per table, in ms.
 */
export async function timeWholeImport(client, rows) {
  const { from: copyFrom } = require('pg-copy-streams');
  await client.query('BEGIN');
  const parts = {};
  const t0 = performance.now();
  for (const [table, name] of [
    ['executions', 'executions'],
    ['trades', 'trades'],
    ['trade_executions', 'links'],
  ]) {
    const t = performance.now();
    const { columns, pieces: text } = rows[name];
    await pipeline(Readable.from(text), client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`)));
    parts[name] = performance.now() - t;
  }
  const total = performance.now() - t0;
  await client.query('ROLLBACK');
  return { total, parts };
}
