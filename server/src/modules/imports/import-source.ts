import fs from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import type { EntityManager } from 'typeorm';
import { INSERT_BATCH_PART } from './queries/import-queue.queries';

/**
 * An uploaded file, where it lies: on disk (REST streams the upload there, issue 27 item 9) or in
 * memory (GraphQL's text input, at most its 1 MB body). Either is read a part at a time.
 */
export type ImportSource = { path: string } | { bytes: Buffer };

/** Bytes per read and per stored part (import_batch_parts): what memory holds of a file at a time. */
export const PART_BYTES = 1024 * 1024;

/** How much of the file format detection and the generic mapping check look at. */
const HEAD_BYTES = PART_BYTES;

export async function* readSource(source: ImportSource): AsyncGenerator<Buffer> {
  if ('bytes' in source) {
    for (let at = 0; at < source.bytes.length; at += PART_BYTES) yield source.bytes.subarray(at, at + PART_BYTES);
    return;
  }
  const stream = fs.createReadStream(source.path, { highWaterMark: PART_BYTES });
  // Parts of exactly PART_BYTES (the stream may hand out less): the stored parts stay uniform.
  let pending: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    pending.push(chunk);
    size += chunk.length;
    while (size >= PART_BYTES) {
      const all = Buffer.concat(pending);
      yield all.subarray(0, PART_BYTES);
      pending = [all.subarray(PART_BYTES)];
      size = pending[0].length;
    }
  }
  if (size) yield Buffer.concat(pending);
}

/** What the checks need, read in one pass without holding the file. */
export interface SourceScan {
  bytes: number;
  /** Lines as an editor counts them (a final newline opens no line). */
  lines: number;
  /** A NUL byte: not a text file. */
  binary: boolean;
  /** The first MB as text: what format detection reads. */
  head: string;
}

export async function scanSource(source: ImportSource): Promise<SourceScan> {
  let bytes = 0;
  let newlines = 0;
  let binary = false;
  let last = -1;
  const head: Buffer[] = [];
  let headSize = 0;
  for await (const chunk of readSource(source)) {
    bytes += chunk.length;
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) newlines += 1;
    if (!binary && chunk.includes(0)) binary = true;
    if (headSize < HEAD_BYTES) {
      head.push(chunk.subarray(0, HEAD_BYTES - headSize));
      headSize += Math.min(chunk.length, HEAD_BYTES - headSize);
    }
    if (chunk.length) last = chunk[chunk.length - 1];
  }
  const lines = bytes === 0 ? 0 : newlines + (last === 10 ? 0 : 1);
  // A cut inside a UTF-8 sequence is dropped by the decoder (the head is only looked at).
  return { bytes, lines, binary, head: new StringDecoder('utf8').write(Buffer.concat(head)) };
}

/** Stores the file with its batch, a part at a time (no parameter the size of the file). */
export async function storeSource(
  manager: EntityManager,
  batch: { userId: string; batchId: string },
  source: ImportSource,
): Promise<void> {
  let part = 0;
  for await (const bytes of readSource(source)) {
    await manager.query(INSERT_BATCH_PART, [batch.userId, batch.batchId, part, bytes]);
    part += 1;
  }
}
