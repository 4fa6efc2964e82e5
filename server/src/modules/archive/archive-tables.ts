/**
 * What a full export holds (issue 35 items 1–2): every table of the user's own work, in the order a
 * restore inserts them (a table after the tables its keys point at). The same ownership as DELETE
 * /api/me walks (every table with a user_id cascades from users), minus what is not the user's
 * work or cannot move between servers: sign-in sessions, access tokens, password resets (secrets),
 * signed statements (signed for this server's ids and key: issue a new one), the edit history of
 * trades, an import's stored upload and undo snapshots, price-bar upload jobs, and the analytics
 * rollups (rebuilt by triggers as the trades go in).
 */
export interface ArchiveTable {
  /** Table name; its rows are `tables/<name>.jsonl` in the archive. */
  readonly name: string;
  /** How the user's rows are found: their own user_id, or the user's trades (link tables without one). */
  readonly owner: 'user_id' | 'trade';
  /** A uuid primary key `id`: a restore gives every row a new one. */
  readonly hasId: boolean;
  /** Foreign keys: column → the archived table whose new id replaces the old one. */
  readonly refs: Readonly<Record<string, string>>;
  /** Columns left out (bytes of a stored upload, a job's state). */
  readonly omit?: readonly string[];
  /** Extra condition on the exported rows (an import still in the queue is not history yet). */
  readonly where?: string;
  /** One row per user (settings): a restore replaces the caller's row instead of adding one. */
  readonly replaces?: boolean;
}

export const ARCHIVE_TABLES: readonly ArchiveTable[] = [
  // Settings first: a trade's result is decided by the breakeven tolerance as it is written
  // (issue 33 item 2), so the tolerance must be in place before the trades go in.
  { name: 'user_settings', owner: 'user_id', hasId: false, refs: {}, replaces: true },
  { name: 'strategies', owner: 'user_id', hasId: true, refs: {} },
  { name: 'trading_accounts', owner: 'user_id', hasId: true, refs: { strategy_id: 'strategies' } },
  {
    name: 'import_batches',
    owner: 'user_id',
    hasId: true,
    refs: { account_id: 'trading_accounts' },
    omit: ['payload'],
    where: `status NOT IN ('queued', 'running')`,
  },
  {
    name: 'trades',
    owner: 'user_id',
    hasId: true,
    refs: { account_id: 'trading_accounts', strategy_id: 'strategies', import_batch_id: 'import_batches' },
  },
  {
    name: 'executions',
    owner: 'user_id',
    hasId: true,
    refs: { account_id: 'trading_accounts', import_batch_id: 'import_batches' },
  },
  { name: 'trade_executions', owner: 'trade', hasId: false, refs: { trade_id: 'trades', execution_id: 'executions' } },
  {
    name: 'cash_flows',
    owner: 'user_id',
    hasId: true,
    refs: { account_id: 'trading_accounts', import_batch_id: 'import_batches' },
  },
  { name: 'fx_rates', owner: 'user_id', hasId: false, refs: {} },
  { name: 'tags', owner: 'user_id', hasId: true, refs: {} },
  { name: 'playbooks', owner: 'user_id', hasId: true, refs: {} },
  { name: 'playbook_rules', owner: 'user_id', hasId: true, refs: { playbook_id: 'playbooks' } },
  { name: 'trade_tags', owner: 'user_id', hasId: false, refs: { trade_id: 'trades', tag_id: 'tags' } },
  { name: 'trade_playbooks', owner: 'user_id', hasId: false, refs: { trade_id: 'trades', playbook_id: 'playbooks' } },
  {
    name: 'trade_rule_checks',
    owner: 'user_id',
    hasId: false,
    refs: { trade_id: 'trades', rule_id: 'playbook_rules' },
  },
  { name: 'missed_trades', owner: 'user_id', hasId: true, refs: { playbook_id: 'playbooks' } },
  { name: 'journal_templates', owner: 'user_id', hasId: true, refs: {} },
  { name: 'journal_template_seeds', owner: 'user_id', hasId: false, refs: {}, replaces: true },
  {
    name: 'journal_days',
    owner: 'user_id',
    hasId: true,
    refs: { account_id: 'trading_accounts', template_id: 'journal_templates' },
  },
  { name: 'attachments', owner: 'user_id', hasId: true, refs: { trade_id: 'trades', day_id: 'journal_days' } },
  { name: 'risk_profiles', owner: 'user_id', hasId: true, refs: { account_id: 'trading_accounts' } },
  { name: 'user_contract_multipliers', owner: 'user_id', hasId: false, refs: {} },
  { name: 'import_mapping_templates', owner: 'user_id', hasId: true, refs: {} },
  { name: 'saved_operations', owner: 'user_id', hasId: true, refs: {} },
  { name: 'price_bars', owner: 'user_id', hasId: false, refs: {} },
];

/** The user's own row: only what shapes their figures (zone of the day, base currency), never credentials. */
export const PROFILE_FILE = 'profile.json';
export const PROFILE_COLUMNS = ['timezone', 'timezone_set', 'base_currency'] as const;

export const MANIFEST_FILE = 'manifest.json';
export const TRADES_CSV_FILE = 'trades.csv';
export const ARCHIVE_FORMAT = 'candlog-export';
export const ARCHIVE_FORMAT_VERSION = 1;

export const tableFile = (name: string) => `tables/${name}.jsonl`;
export const attachmentFile = (storageKey: string) => `attachments/${storageKey.split('/')[1]}`;
