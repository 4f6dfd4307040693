import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { VariantCache } from './variantCache';

let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const folderBytes = (root: string): number =>
  fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0);

describe('the kept variants stay within their bound', () => {
  it('drops the oldest files first once the folder is full', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'variants-'));
    const cache = new VariantCache({ dir, maxBytes: 1_000 });
    const files: string[] = [];
    for (let index = 0; index < 6; index++) {
      const file = cache.fileOf(['photo', index], 'avif');
      files.push(await cache.get(file, async () => Buffer.alloc(300, index)));
      // Distinct ages, whatever the file system's timestamp resolution.
      fs.utimesSync(file, index, index);
    }
    expect(folderBytes(dir)).toBeLessThanOrEqual(1_000);
    expect(fs.existsSync(files[0]!)).toBe(false);
    expect(fs.existsSync(files[5]!)).toBe(true);
  });

  it('serves a kept file without making it again', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'variants-'));
    const cache = new VariantCache({ dir, maxBytes: 1_000 });
    const file = cache.fileOf(['photo'], 'webp');
    let made = 0;
    const make = async () => {
      made += 1;
      return Buffer.from('variant');
    };
    await cache.get(file, make);
    await cache.get(file, make);
    expect(made).toBe(1);
    expect(fs.readFileSync(file, 'utf8')).toBe('variant');
  });
});
