import type { DataSource } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { TradeEntity } from '../../db/entities';

/** Columns not sent as the trade's own values: the owner ($1), and the account's id and strategy from its row. */
const FROM_OWNER_AND_ACCOUNT: Readonly<Record<string, string>> = {
  userId: 'CAST($1 AS uuid)',
  accountId: 'a.id',
  strategyId: 'a.strategy_id',
};

/**
 * Inserts `trade` into the account `accountId` only if that account is `userId`'s, in one statement:
 * `INSERT … SELECT … FROM trading_accounts WHERE id = … AND user_id = … RETURNING …`. The account's
 * id and strategy come from its row, as they did from the separate ownership read this replaces
 * (one round trip and one statement fewer per trade creation). False when the account is not the
 * user's (nothing inserted).
 *
 * The statement is what TypeORM's `insert()` sent, column for column: each value prepared by the
 * driver (`preparePersistentValue`), an unset column left to its default, the version column 1;
 * it returns the columns TypeORM returned (defaults, generated, dates, version) plus the account's
 * two, and they land on `trade` as TypeORM merged them (raw driver values). The rollup triggers
 * run inside the statement as before. Statements are kept per set of columns given.
 */
export async function insertIntoOwnAccount(
  dataSource: DataSource,
  trade: TradeEntity,
  userId: string,
  accountId: string,
): Promise<boolean> {
  const metadata = dataSource.getMetadata(TradeEntity);
  const given = metadata.columns.filter((c) => isGiven(c, trade));
  const shape = given.map((c) => c.propertyName).join(',');
  let sql = statements.get(shape);
  if (sql === undefined) {
    sql = statementFor(given, metadata.tableName, metadata.getInsertionReturningColumns());
    statements.set(shape, sql);
  }
  const params: unknown[] = [userId, accountId];
  for (const column of given) {
    if (column.isVersion || column.propertyName in FROM_OWNER_AND_ACCOUNT) continue;
    params.push(dataSource.driver.preparePersistentValue(column.getEntityValue(trade), column));
  }
  const rows: Record<string, unknown>[] = await dataSource.query(sql, params);
  if (!rows.length) return false;
  for (const [name, value] of Object.entries(rows[0]))
    metadata.findColumnWithDatabaseName(name)?.setEntityValue(trade, value);
  return true;
}

const statements = new Map<string, string>();

/** A column the statement writes: the owner, the account's two, the version, and every value the trade has. */
function isGiven(column: ColumnMetadata, trade: TradeEntity): boolean {
  return (
    column.isVersion || column.propertyName in FROM_OWNER_AND_ACCOUNT || column.getEntityValue(trade) !== undefined
  );
}

function statementFor(given: ColumnMetadata[], table: string, returning: ColumnMetadata[]): string {
  let next = 3; // $1 the user, $2 the account
  const values = given.map((column) => {
    if (column.isVersion) return '1';
    const special = FROM_OWNER_AND_ACCOUNT[column.propertyName];
    if (special) return special;
    // In a SELECT list a parameter has no column to take its type from: it is cast to the column's.
    return `CAST($${next++} AS ${sqlType(column)})`;
  });
  const names = [...new Set([...returning.map((c) => c.databaseName), 'account_id', 'strategy_id'])];
  return (
    `INSERT INTO "${table}"(${given.map((c) => `"${c.databaseName}"`).join(', ')}) ` +
    `SELECT ${values.join(', ')} FROM "trading_accounts" a WHERE a.id = $2 AND a.user_id = $1 ` +
    `RETURNING ${names.map((n) => `"${n}"`).join(', ')}`
  );
}

function sqlType(column: ColumnMetadata): string {
  if (typeof column.type !== 'string')
    throw new Error(`trades.${column.propertyName}: the column needs an explicit type`);
  return `${column.type}${column.isArray ? '[]' : ''}`;
}
