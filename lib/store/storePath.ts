// Where the site keeps its data ($DATA_DIR, default ./var) and the embedded store in it (content.db).
import path from 'node:path';

/** The folder of the site's data: $DATA_DIR, default ./var. */
export function dataDir(): string {
  return process.env.DATA_DIR ?? path.join(process.cwd(), 'var');
}

export function storePath(): string {
  return path.join(dataDir(), 'content.db');
}
