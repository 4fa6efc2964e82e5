import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { Readable } from 'node:stream';
import archiver from 'archiver';

export interface WrittenEntry {
  sha256: string;
  bytes: number;
}

/**
 * A zip written as a stream to a file: one entry at a time, each from an async source that is read
 * only as the compressor asks for more (a table's cursor, a file), hashed on the way. Nothing is
 * held whole in memory; the file is complete only after `finish`.
 */
export class ZipEntryWriter {
  private readonly archive = archiver('zip', { zlib: { level: 6 } });
  private readonly out: fs.WriteStream;
  private readonly closed: Promise<void>;
  private failure: Error | null = null;

  constructor(file: string) {
    this.out = fs.createWriteStream(file, { mode: 0o600 });
    this.closed = new Promise<void>((resolve, reject) => {
      this.out.on('close', resolve);
      this.out.on('error', reject);
    });
    this.closed.catch(() => undefined);
    this.archive.on('warning', (error) => (this.failure = error));
    this.archive.on('error', (error) => (this.failure = error));
    this.archive.pipe(this.out);
  }

  /** Adds one entry and resolves when it is written (entries go in one by one, in order). */
  async add(name: string, source: AsyncIterable<string | Buffer>): Promise<WrittenEntry> {
    const hash = createHash('sha256');
    let bytes = 0;
    async function* hashed() {
      for await (const chunk of source) {
        const buffer = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
        hash.update(buffer);
        bytes += buffer.length;
        yield buffer;
      }
    }
    const readable = Readable.from(hashed(), { objectMode: false });
    const done = new Promise<void>((resolve, reject) => {
      const onEntry = () => {
        cleanup();
        resolve();
      };
      const onError = (error: Error) => {
        cleanup();
        reject(error);
      };
      const cleanup = () => {
        this.archive.off('entry', onEntry);
        this.archive.off('error', onError);
        readable.off('error', onError);
      };
      this.archive.on('entry', onEntry);
      this.archive.on('error', onError);
      readable.on('error', onError);
    });
    this.archive.append(readable, { name });
    await done;
    if (this.failure) throw this.failure;
    return { sha256: hash.digest('hex'), bytes };
  }

  /** Writes the central directory and closes the file; answers its size. */
  async finish(): Promise<number> {
    await this.archive.finalize();
    await this.closed;
    if (this.failure) throw this.failure;
    return this.archive.pointer();
  }

  /** Stops writing after a failure (the caller removes the file). */
  abort(): void {
    this.archive.abort();
    this.out.destroy();
  }
}
