// The made image variants, kept on disk so each is made once: one file per key, written whole (a
// temporary file renamed into place, so a reader never sees half of one, and instances sharing the
// folder never clash), and bounded in size: past `maxBytes` the oldest files go first. One instance
// never makes one variant twice at once: a second request for it waits for the first one's file.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { writeWhole } from './writeWhole';

export interface VariantCacheOptions {
  dir: string;
  maxBytes: number;
}

/** After trimming, the cache fills at most this share of its bound, so trims are not constant. */
const TRIM_TO = 0.9;

export class VariantCache {
  private readonly making = new Map<string, Promise<string>>();
  /** What this instance believes the folder holds; recounted from the disk on every trim. */
  private bytes: number | undefined;

  constructor(private readonly options: VariantCacheOptions) {}

  /** The file of a key (its parts: the source, its version, the size, the format ...). */
  fileOf(parts: readonly unknown[], extension: string): string {
    const key = createHash('sha256').update(JSON.stringify(parts)).digest('hex');
    return path.join(this.options.dir, key.slice(0, 2), `${key}.${extension}`);
  }

  /**
   * The variant's file: the kept one, or `make`'s result written first; concurrent calls for one
   * file share one `make`.
   */
  async get(file: string, make: () => Promise<Buffer>): Promise<string> {
    if (await exists(file)) return file;
    const pending = this.making.get(file);
    if (pending) return pending;
    const made = this.write(file, make).finally(() => this.making.delete(file));
    this.making.set(file, made);
    return made;
  }

  private async write(file: string, make: () => Promise<Buffer>): Promise<string> {
    const data = await make();
    await writeWhole(file, data);
    this.bytes = (this.bytes ?? (await this.count())) + data.length;
    if (this.bytes > this.options.maxBytes) await this.trim();
    return file;
  }

  /** The files of the folder, oldest first, with their sizes. */
  private async files(): Promise<Array<{ file: string; size: number; mtimeMs: number }>> {
    const found: Array<{ file: string; size: number; mtimeMs: number }> = [];
    const dirs = await fs.readdir(this.options.dir).catch(() => [] as string[]);
    for (const dir of dirs) {
      const names = await fs.readdir(path.join(this.options.dir, dir)).catch(() => [] as string[]);
      for (const name of names) {
        if (name.endsWith('.tmp')) continue;
        const file = path.join(this.options.dir, dir, name);
        const stat = await fs.stat(file).catch(() => null);
        if (stat?.isFile()) found.push({ file, size: stat.size, mtimeMs: stat.mtimeMs });
      }
    }
    return found.sort((a, b) => a.mtimeMs - b.mtimeMs);
  }

  private async count(): Promise<number> {
    return (await this.files()).reduce((sum, { size }) => sum + size, 0);
  }

  /** Drops the oldest files until the folder fills at most TRIM_TO of its bound. */
  async trim(): Promise<void> {
    const files = await this.files();
    let total = files.reduce((sum, { size }) => sum + size, 0);
    for (const { file, size } of files) {
      if (total <= this.options.maxBytes * TRIM_TO) break;
      await fs.rm(file, { force: true });
      total -= size;
    }
    this.bytes = total;
  }
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}
