import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { EntityManager } from 'typeorm';
import type { Manifest } from './archive-export';
import { ArchiveError, type ZipReader } from './archive-reader';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_TABLES,
  MANIFEST_FILE,
  PROFILE_COLUMNS,
  PROFILE_FILE,
  attachmentFile,
  tableFile,
} from './archive-tables';
import { schemaVersion } from './schema-version';
import {
  deleteOwnRowsStatement,
  insertRowsStatement,
  UPDATE_PROFILE,
  WRITABLE_COLUMNS,
} from './queries/archive.queries';

const INSERT_BATCH = 500;
const MANIFEST_MAX_BYTES = 16 * 1024 * 1024;

/**
 * Checks an archive before anything is written: it is a Candlog export (manifest format), of this
 * schema or an older one, every file the manifest names is there with its SHA-256 (a changed byte
 * fails), no file is there that it does not name, and each table's row count matches.
 */
export async function validateArchive(zip: ZipReader): Promise<Manifest> {
  if (!zip.entries.has(MANIFEST_FILE)) throw new ArchiveError('This is not a Candlog export: it has no manifest.json');
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await zip.text(MANIFEST_FILE, MANIFEST_MAX_BYTES)) as Manifest;
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    throw new ArchiveError('manifest.json is not valid JSON');
  }
  if (manifest?.format !== ARCHIVE_FORMAT || typeof manifest.files !== 'object' || !manifest.files) {
    throw new ArchiveError('This is not a Candlog export: its manifest is not one');
  }
  const ours = schemaVersion();
  const theirs = Number(manifest.schema_version?.timestamp);
  if (!Number.isFinite(theirs)) throw new ArchiveError('The manifest has no schema version');
  if (theirs > ours.timestamp) {
    throw new ArchiveError(
      `The archive was written by a newer Candlog (schema ${String(manifest.schema_version.name)}); this server has ${ours.name}`,
    );
  }
  for (const name of zip.entries.keys()) {
    if (name !== MANIFEST_FILE && !(name in manifest.files)) throw new ArchiveError(`${name} is not in the manifest`);
  }
  for (const [name, expected] of Object.entries(manifest.files)) {
    if (!zip.entries.has(name)) throw new ArchiveError(`${name} is missing from the archive`);
    const actual = await zip.digest(name);
    if (actual.sha256 !== expected.sha256)
      throw new ArchiveError(`${name} was changed: its SHA-256 does not match the manifest`);
    if (expected.rows !== undefined && actual.lines !== expected.rows) {
      throw new ArchiveError(`${name} holds ${actual.lines} rows, the manifest says ${expected.rows}`);
    }
  }
  for (const t of ARCHIVE_TABLES) {
    const file = manifest.files[tableFile(t.name)];
    if (file && manifest.counts?.[t.name] !== file.rows) {
      throw new ArchiveError(`The manifest's count of ${t.name} does not match its file`);
    }
  }
  return manifest;
}

type Row = Record<string, unknown>;

/**
 * Inserts a validated archive into user `userId` inside the caller's transaction: every row gets a
 * new id, every key is mapped from the archive's ids to the new ones, the user's id replaces the
 * owner's, and attachments get new storage keys (their files are copied by `copyAttachments` once
 * the rows are in). Answers the rows per table.
 */
export async function restoreRows(
  manager: EntityManager,
  zip: ZipReader,
  manifest: Manifest,
  userId: string,
  onRows: (rows: number) => Promise<void>,
): Promise<{ counts: Record<string, number>; files: Map<string, string> }> {
  const writable = new Map<string, Set<string>>();
  const tables = ARCHIVE_TABLES.map((t) => t.name);
  for (const r of (await manager.query(WRITABLE_COLUMNS, [tables])) as Array<{ table: string; column: string }>) {
    writable.set(r.table, (writable.get(r.table) ?? new Set()).add(r.column));
  }
  if (manifest.files[PROFILE_FILE]) {
    const profile = JSON.parse(await zip.text(PROFILE_FILE, 64 * 1024)) as Row;
    await manager.query(UPDATE_PROFILE, [userId, ...PROFILE_COLUMNS.map((c) => profile[c] ?? null)]);
  }
  const ids = new Map<string, Map<string, string>>();
  const counts: Record<string, number> = {};
  /** Archive file of an attachment → its new storage key. */
  const files = new Map<string, string>();
  let done = 0;
  for (const t of ARCHIVE_TABLES) {
    const name = tableFile(t.name);
    if (!manifest.files[name]) continue;
    const columns = writable.get(t.name) ?? new Set<string>();
    const own = new Map<string, string>();
    ids.set(t.name, own);
    if (t.replaces) await manager.query(deleteOwnRowsStatement(t.name), [userId]);
    let batch: Row[] = [];
    const flush = async () => {
      if (!batch.length) return;
      const keys = [...new Set(batch.flatMap((r) => Object.keys(r)))];
      await manager.query(insertRowsStatement(t.name, keys), [JSON.stringify(batch)]);
      done += batch.length;
      batch = [];
      await onRows(done);
    };
    let n = 0;
    for await (const line of zip.lines(name)) {
      let parsed: Row;
      try {
        parsed = JSON.parse(line) as Row;
      } catch {
        throw new ArchiveError(`${name} line ${n + 1} is not JSON`);
      }
      // Only columns this schema has (an older archive's dropped column is left out).
      const row: Row = {};
      for (const [k, v] of Object.entries(parsed)) if (columns.has(k)) row[k] = v;
      if (columns.has('user_id')) row.user_id = userId;
      if (t.hasId) {
        const fresh = randomUUID();
        own.set(String(parsed.id), fresh);
        row.id = fresh;
      }
      for (const [column, target] of Object.entries(t.refs)) {
        const old = row[column];
        if (old === null || old === undefined) continue;
        const mapped = ids.get(target)?.get(String(old));
        if (!mapped) throw new ArchiveError(`${t.name}.${column} points at a ${target} row the archive does not hold`);
        row[column] = mapped;
      }
      if (t.name === 'attachments') renameAttachment(row, userId, files);
      // An export holds finished imports only; a queued one would be picked up by the import queue.
      if (t.name === 'import_batches' && (row.status === 'queued' || row.status === 'running')) {
        throw new ArchiveError('import_batches holds an import still in the queue: an export never does');
      }
      batch.push(row);
      n += 1;
      if (batch.length >= INSERT_BATCH) await flush();
    }
    await flush();
    counts[t.name] = n;
  }
  return { counts, files };
}

/** New storage keys `<user>/<uuid>.<ext>` (and its thumbnail), remembering which archive file fills each. */
function renameAttachment(row: Row, userId: string, files: Map<string, string>): void {
  const stem = randomUUID();
  for (const column of ['storage_key', 'thumbnail_key'] as const) {
    const old = String(row[column]);
    const match = /^[0-9a-f-]{36}\/[0-9a-f-]{36}((?:\.thumb)?\.(?:png|jpg|webp))$/.exec(old);
    if (!match) throw new ArchiveError(`attachments.${column} is not a storage key`);
    const key = `${userId}/${stem}${match[1]}`;
    files.set(attachmentFile(old), key);
    row[column] = key;
  }
}

/** Copies the attachments' files to their new keys; answers the paths written (removed again if the restore fails). */
export async function copyAttachments(
  zip: ZipReader,
  files: Map<string, string>,
  pathOf: (key: string) => string,
): Promise<string[]> {
  const written: string[] = [];
  for (const [entry, key] of files) {
    if (!zip.entries.has(entry)) continue;
    const target = pathOf(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    written.push(target);
    await pipeline(await zip.stream(entry), fs.createWriteStream(target, { mode: 0o600 }));
  }
  return written;
}
