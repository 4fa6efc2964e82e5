import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';

/** A reason an archive is refused (answered to the user as the job's error). */
export class ArchiveError extends Error {}

/** A zip opened for random access: its entries by name, each readable as often as needed. */
export class ZipReader {
  private constructor(
    private readonly zip: yauzl.ZipFile,
    readonly entries: ReadonlyMap<string, yauzl.Entry>,
  ) {}

  static async open(file: string): Promise<ZipReader> {
    const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
      yauzl.open(file, { lazyEntries: true, autoClose: false }, (error, z) =>
        error || !z ? reject(new ArchiveError('The file is not a zip archive')) : resolve(z),
      ),
    );
    const entries = new Map<string, yauzl.Entry>();
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: yauzl.Entry) => {
        if (!entry.fileName.endsWith('/')) entries.set(entry.fileName, entry);
        zip.readEntry();
      });
      zip.on('end', () => resolve());
      zip.on('error', () => reject(new ArchiveError('The zip archive is damaged')));
      zip.readEntry();
    });
    return new ZipReader(zip, entries);
  }

  async stream(name: string): Promise<Readable> {
    const entry = this.entries.get(name);
    if (!entry) throw new ArchiveError(`The archive has no ${name}`);
    return new Promise((resolve, reject) =>
      this.zip.openReadStream(entry, (error, stream) =>
        error || !stream ? reject(new ArchiveError(`${name} cannot be read: the archive is damaged`)) : resolve(stream),
      ),
    );
  }

  async text(name: string, maxBytes: number): Promise<string> {
    const entry = this.entries.get(name);
    if (entry && entry.uncompressedSize > maxBytes) throw new ArchiveError(`${name} is too large`);
    const chunks: Buffer[] = [];
    for await (const chunk of await this.stream(name)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  /** SHA-256 and line count of an entry, read as a stream; a damaged entry is an ArchiveError. */
  async digest(name: string): Promise<{ sha256: string; bytes: number; lines: number }> {
    const hash = createHash('sha256');
    let bytes = 0;
    let lines = 0;
    try {
      for await (const chunk of await this.stream(name)) {
        const buffer = chunk as Buffer;
        hash.update(buffer);
        bytes += buffer.length;
        for (let i = buffer.indexOf(10); i >= 0; i = buffer.indexOf(10, i + 1)) lines += 1;
      }
    } catch (error) {
      if (error instanceof ArchiveError) throw error;
      throw new ArchiveError(`${name} cannot be read: the archive is damaged`);
    }
    return { sha256: hash.digest('hex'), bytes, lines };
  }

  /** The entry's lines, one at a time. */
  async *lines(name: string): AsyncGenerator<string> {
    let carry = '';
    const decoder = new TextDecoder('utf-8');
    for await (const chunk of await this.stream(name)) {
      const text = carry + decoder.decode(chunk as Buffer, { stream: true });
      const parts = text.split('\n');
      carry = parts.pop() ?? '';
      for (const line of parts) if (line) yield line;
    }
    carry += decoder.decode();
    if (carry) yield carry;
  }

  close(): void {
    this.zip.close();
  }
}
