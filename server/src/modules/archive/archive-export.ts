import fs from 'node:fs';
import path from 'node:path';
import type { EntityManager } from 'typeorm';
import type { Viewer } from '../auth/viewer';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  ARCHIVE_TABLES,
  MANIFEST_FILE,
  PROFILE_FILE,
  TRADES_CSV_FILE,
  attachmentFile,
  tableFile,
} from './archive-tables';
import { schemaVersion } from './schema-version';
import {
  ARCHIVE_ROWS_PER_FETCH,
  CLOSE_ARCHIVE_ROWS,
  countRowsStatement,
  declareArchiveCursor,
  FETCH_ARCHIVE_ROWS,
  GENERATED_COLUMNS,
  SELECT_PROFILE,
} from './queries/archive.queries';
import { ZipEntryWriter } from './zip-entry-writer';

export interface ManifestFile {
  sha256: string;
  bytes: number;
  /** JSON Lines files: their row count. */
  rows?: number;
}

export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  format_version: number;
  schema_version: { name: string; timestamp: number };
  created_at: string;
  counts: Record<string, number>;
  files: Record<string, ManifestFile>;
}

export interface ExportDeps {
  /** The user's trades in the spec's CSV (reports' export), line by line. */
  tradesCsv: (viewer: Viewer) => Promise<AsyncIterable<string>>;
  /** Where an attachment's bytes live on disk. */
  attachmentPath: (storageKey: string) => string;
  onProgress: (done: number, total: number) => Promise<void>;
}

/**
 * Writes user `userId`'s archive to `file`, reading inside the caller's transaction (a REPEATABLE
 * READ snapshot, so the tables agree with each other): per table a JSON Lines file read through a
 * cursor, the attachments' files, profile.json, the spec's trades CSV, and last manifest.json with
 * the schema version, the counts and every file's SHA-256.
 */
export async function writeExport(
  manager: EntityManager,
  userId: string,
  file: string,
  deps: ExportDeps,
): Promise<{ bytes: number; counts: Record<string, number> }> {
  const generated = new Map<string, string[]>();
  for (const r of (await manager.query(GENERATED_COLUMNS)) as Array<{ table: string; column: string }>) {
    generated.set(r.table, [...(generated.get(r.table) ?? []), r.column]);
  }
  let total = 0;
  for (const t of ARCHIVE_TABLES) {
    const [{ n }] = (await manager.query(countRowsStatement(t.name, t.owner, t.where), [userId])) as [{ n: number }];
    total += n;
  }
  let done = 0;
  await deps.onProgress(0, total);

  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const zip = new ZipEntryWriter(file);
  const files: Record<string, ManifestFile> = {};
  const counts: Record<string, number> = {};
  const storageKeys: string[] = [];
  try {
    const [profile] = (await manager.query(SELECT_PROFILE, [userId])) as Array<Record<string, unknown>>;
    files[PROFILE_FILE] = await zip.add(PROFILE_FILE, once(JSON.stringify(profile)));

    for (const t of ARCHIVE_TABLES) {
      const omit = [...(t.omit ?? []), ...(generated.get(t.name) ?? [])];
      let rows = 0;
      const lines = async function* () {
        await manager.query(declareArchiveCursor(t.name, t.owner, t.where), [userId, omit]);
        try {
          for (;;) {
            const batch = (await manager.query(FETCH_ARCHIVE_ROWS)) as Array<{ line: string }>;
            if (!batch.length) break;
            rows += batch.length;
            if (t.name === 'attachments') {
              for (const { line } of batch) {
                const a = JSON.parse(line) as { storage_key: string; thumbnail_key: string };
                storageKeys.push(a.storage_key, a.thumbnail_key);
              }
            }
            yield batch.map((r) => `${r.line}\n`).join('');
            done += batch.length;
            await deps.onProgress(done, total);
            if (batch.length < ARCHIVE_ROWS_PER_FETCH) break;
          }
        } finally {
          await manager.query(CLOSE_ARCHIVE_ROWS);
        }
      };
      const entry = await zip.add(tableFile(t.name), lines());
      files[tableFile(t.name)] = { ...entry, rows };
      counts[t.name] = rows;
    }

    for (const key of storageKeys) {
      const source = deps.attachmentPath(key);
      // A file already gone (deleted by hand) is left out; its row still restores.
      if (!(await fs.promises.stat(source).catch(() => null))) continue;
      files[attachmentFile(key)] = await zip.add(attachmentFile(key), fs.createReadStream(source));
    }

    const [{ timezone }] = [profile as { timezone: string }];
    const viewer: Viewer = { id: userId, email: '', username: '', timezone, isDemo: false };
    files[TRADES_CSV_FILE] = await zip.add(TRADES_CSV_FILE, await deps.tradesCsv(viewer));

    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      format_version: ARCHIVE_FORMAT_VERSION,
      schema_version: schemaVersion(),
      created_at: new Date().toISOString(),
      counts,
      files,
    };
    await zip.add(MANIFEST_FILE, once(JSON.stringify(manifest, null, 2)));
    return { bytes: await zip.finish(), counts };
  } catch (error) {
    zip.abort();
    throw error;
  }
}

async function* once(text: string): AsyncGenerator<string> {
  yield text;
}
